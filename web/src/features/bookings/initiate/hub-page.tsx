import { bookingsInitiateMessages } from "@kora/shared/i18n/messages/bookings-initiate.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
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
  const t = useT(bookingsInitiateMessages);
  usePageTitle(t.t("hub.title"));
  const { data: me } = useMe();
  if (!me) return null;
  const advisor = me.type === "Advisor";
  return (
    <PageLayout>
      <PageHead title={t.t("hub.title")}>{t.t(advisor ? "hub.introAdvisor" : "hub.introLearner")}</PageHead>
      {advisor && (
        <FlowGroup title={t.t("hub.asAdvisor")} note={t.t("hub.asAdvisorNote")}>
          <FlowCard to={bookingPaths.initiate("schedule-for-later")} icon="calendar" title={t.t("later.title")}>
            {t.t("hub.laterText")}
          </FlowCard>
          <FlowCard to={bookingPaths.initiate("invite-someone")} icon="mail" title={t.t("flow.invite-someone.title")}>
            {t.t("hub.inviteText")}
          </FlowCard>
        </FlowGroup>
      )}
      <BookSomeoneGroup title={t.t(advisor ? "hub.asLearner" : "someone.title")} note={advisor ? t.t("hub.asLearnerNote") : undefined} />
    </PageLayout>
  );
}
