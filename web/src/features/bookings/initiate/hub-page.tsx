import { useMe } from "../../../lib/session.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { bookingPaths } from "../booking-paths.ts";
import { FlowCard, FlowGroup } from "./flow-bits.tsx";
import listStyles from "../bookings.module.css";
import styles from "./initiate.module.css";

/** /my-kora/bookings — "Initiate a Booking": the advisor flows for Advisors, the learner flows for everyone. */
export function InitiateHubPage() {
  usePageTitle("Initiate a booking");
  const { data: me } = useMe();
  if (!me) return null;
  const stats = me.stats;
  const requests = (stats?.bookingRequestsLearning ?? 0) + (stats?.bookingRequestsAdvising ?? 0);
  return (
    <div className={listStyles.page}>
      <div className={listStyles.head}>
        <div>
          <h1>Initiate a booking</h1>
          <p>Set up a session with someone you advise, or book time with an advisor yourself.</p>
        </div>
        <div className={styles.quick}>
          <ButtonLink to={bookingPaths.requests} variant="outline" size="small">
            Requests{requests > 0 ? ` (${requests})` : ""}
          </ButtonLink>
          <ButtonLink to={bookingPaths.confirmed} variant="outline" size="small">
            Confirmed{stats?.bookingsConfirmed ? ` (${stats.bookingsConfirmed})` : ""}
          </ButtonLink>
        </div>
      </div>
      {me.type === "Advisor" && (
        <FlowGroup title="As an advisor" note="Book a session on one of your cards with someone you advise.">
          <FlowCard to={bookingPaths.initiate("schedule-for-later")} icon="calendar" title="Schedule for later">
            With someone you've met before: suggest times, send them your booking link, or book a time you've already agreed.
          </FlowCard>
          <FlowCard to={bookingPaths.initiate("invite-someone")} icon="mail" title="Invite someone new">
            Suggest times to someone who isn't on Kora yet. They get an email to accept or suggest other times.
          </FlowCard>
        </FlowGroup>
      )}
      <FlowGroup title="As a learner" note={me.type === "Advisor" ? "Advisors can learn too." : undefined}>
        <FlowCard to={bookingPaths.initiate("book-someone")} icon="user" title="Book someone">
          Find a new advisor, book one you've met again, or one of your favourites.
        </FlowCard>
      </FlowGroup>
    </div>
  );
}
