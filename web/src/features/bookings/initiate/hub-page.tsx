import { useMe } from "../../../lib/session.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { bookingPaths } from "../booking-paths.ts";
import { BookSomeoneGroup } from "./book-someone-page.tsx";
import { FlowCard, FlowGroup } from "./flow-bits.tsx";
import { PageHead } from "../../../ui/page-head.tsx";
import { PageLayout } from "../../../ui/page-layout.tsx";

/**
 * /my-kora/bookings — "Initiate a Booking": the advisor flows for Advisors (schedule for later, invite
 * someone new), and for everyone the three ways to book someone (also under /initiate/book-someone).
 */
export function InitiateHubPage() {
  usePageTitle("Initiate a booking");
  const { data: me } = useMe();
  if (!me) return null;
  const advisor = me.type === "Advisor";
  return (
    <PageLayout>
      <PageHead title="Initiate a booking">
        {advisor
          ? "Set up a session with someone you advise, or book time with an advisor yourself."
          : "Book time with an advisor: someone new, someone you've met, or one of your favourites."}
      </PageHead>
      {advisor && (
        <FlowGroup title="As an advisor" note="A session on one of your cards with someone you advise.">
          <FlowCard to={bookingPaths.initiate("schedule-for-later")} icon="calendar" title="Schedule for later">
            With someone you've met before: suggest times, send them your booking link, or book a time you've already agreed.
          </FlowCard>
          <FlowCard to={bookingPaths.initiate("invite-someone")} icon="mail" title="Invite someone new">
            Suggest times to someone who isn't on Kora yet. They get an email to accept or suggest other times.
          </FlowCard>
        </FlowGroup>
      )}
      <BookSomeoneGroup
        title={advisor ? "As a learner: book someone" : "Book someone"}
        note={advisor ? "Advisors can learn too." : undefined}
      />
    </PageLayout>
  );
}
