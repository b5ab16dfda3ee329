import { bookingsInitiateMessages } from "@kora/shared/i18n/messages/bookings-initiate.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { bookingPaths } from "../booking-paths.ts";
import { FlowCard, FlowFrame, FlowGroup } from "./flow-bits.tsx";

/** /my-kora/bookings/initiate/schedule-for-later — three ways to book someone you know. */
export function ScheduleForLaterPage() {
  const t = useT(bookingsInitiateMessages);
  return (
    <FlowFrame back={bookingPaths.hub} backLabel={t.t("hub.title")} title={t.t("later.title")} intro={t.t("later.intro")}>
      <FlowGroup title={t.t("later.how")}>
        <FlowCard to={bookingPaths.initiate("you-suggest-time")} icon="calendar" title={t.t("flow.you-suggest-time.title")}>
          {t.t("later.youSuggest")}
        </FlowCard>
        <FlowCard to={bookingPaths.initiate("your-contact-suggests")} icon="mail" title={t.t("contact.title")}>
          {t.t("later.contactSuggests")}
        </FlowCard>
        <FlowCard to={bookingPaths.initiate("already-agreed")} icon="check" title={t.t("flow.already-agreed.title")}>
          {t.t("later.alreadyAgreed")}
        </FlowCard>
      </FlowGroup>
    </FlowFrame>
  );
}
