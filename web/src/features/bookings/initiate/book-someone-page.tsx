import { bookingsInitiateMessages } from "@kora/shared/i18n/messages/bookings-initiate.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { bookingPaths } from "../booking-paths.ts";
import { FlowCard, FlowFrame, FlowGroup } from "./flow-bits.tsx";

/** The learner's three ways to book; on this page and, for everyone, on the initiate hub. */
export function BookSomeoneGroup({ title, note }: { title: string; note?: string }) {
  const t = useT(bookingsInitiateMessages);
  return (
    <FlowGroup title={title} note={note}>
      <FlowCard to={bookingPaths.initiate("new-booking")} icon="search" title={t.t("someone.new")}>
        {t.t("someone.newText")}
      </FlowCard>
      <FlowCard to={bookingPaths.initiate("repeat-booking")} icon="calendar" title={t.t("repeat.title")}>
        {t.t("someone.againText")}
      </FlowCard>
      <FlowCard to={bookingPaths.initiate("book-favourite")} icon="sparkle" title={t.t("someone.favourite")}>
        {t.t("someone.favouriteText")}
      </FlowCard>
    </FlowGroup>
  );
}

/** /my-kora/bookings/initiate/book-someone — the learner's ways to book. */
export function BookSomeonePage() {
  const t = useT(bookingsInitiateMessages);
  return (
    <FlowFrame back={bookingPaths.hub} backLabel={t.t("hub.title")} title={t.t("someone.title")} intro={t.t("someone.intro")}>
      <BookSomeoneGroup title={t.t("someone.who")} />
    </FlowFrame>
  );
}
