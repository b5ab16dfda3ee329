import { bookingsInitiateMessages } from "@kora/shared/i18n/messages/bookings-initiate.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMe } from "../../../lib/session.ts";
import { bookingPaths } from "../booking-paths.ts";
import { AdvisorFlowGate } from "./advisor-only.tsx";
import { AdvisorFlowForm } from "./advisor-flow-form.tsx";
import { FlowFrame } from "./flow-bits.tsx";
import type { AdvisorFlow } from "./initiate-forms.ts";
import { useMyBookingData } from "./use-my-booking-data.ts";

/** Where each flow's page leads back to; its title and intro are the catalogue's `flow.{flow}.title` and `.intro`. */
const BACK: Record<AdvisorFlow, { back: string; label: "later.title" | "hub.title" }> = {
  "you-suggest-time": { back: bookingPaths.initiate("schedule-for-later"), label: "later.title" },
  "already-agreed": { back: bookingPaths.initiate("schedule-for-later"), label: "later.title" },
  "invite-someone": { back: bookingPaths.hub, label: "hub.title" },
};

function AdvisorFlowPage({ flow }: { flow: AdvisorFlow }) {
  const t = useT(bookingsInitiateMessages);
  const { data: me } = useMe();
  const withContacts = flow !== "invite-someone";
  const { cards, contacts, advisor } = useMyBookingData(me, withContacts);
  const { back, label } = BACK[flow];
  if (!me) return null;
  return (
    <FlowFrame back={back} backLabel={t.t(label)} title={t.t(`flow.${flow}.title`)} intro={t.t(`flow.${flow}.intro`)}>
      <AdvisorFlowGate advisor={advisor} cards={cards} contacts={withContacts ? contacts : null}>
        <AdvisorFlowForm flow={flow} me={me} cards={cards.data ?? []} contacts={contacts.data ?? []} />
      </AdvisorFlowGate>
    </FlowFrame>
  );
}

export const YouSuggestTimePage = () => <AdvisorFlowPage flow="you-suggest-time" />;
export const AlreadyAgreedPage = () => <AdvisorFlowPage flow="already-agreed" />;
export const InviteSomeonePage = () => <AdvisorFlowPage flow="invite-someone" />;
