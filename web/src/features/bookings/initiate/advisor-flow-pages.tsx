import { useMe } from "../../../lib/session.ts";
import { bookingPaths } from "../booking-paths.ts";
import { AdvisorFlowGate } from "./advisor-only.tsx";
import { AdvisorFlowForm } from "./advisor-flow-form.tsx";
import { FlowFrame } from "./flow-bits.tsx";
import type { AdvisorFlow } from "./initiate-forms.ts";
import { useMyBookingData } from "./use-my-booking-data.ts";

const LATER = { back: bookingPaths.initiate("schedule-for-later"), backLabel: "Schedule for later" };
const HUB = { back: bookingPaths.hub, backLabel: "Initiate a booking" };

const FLOWS: Record<AdvisorFlow, { frame: typeof LATER; title: string; intro: string }> = {
  "you-suggest-time": {
    frame: LATER,
    title: "You suggest times",
    intro: "Offer a contact up to three times on one of your cards. They confirm one, or suggest others.",
  },
  "already-agreed": {
    frame: LATER,
    title: "Already agreed a time",
    intro: "Book the time you've agreed with a contact. They only have to confirm it; paid sessions are charged when they do.",
  },
  "invite-someone": {
    frame: HUB,
    title: "Invite someone new",
    intro: "Suggest times to someone who isn't on Kora yet. They get an email with a link to accept a time or suggest others.",
  },
};

function AdvisorFlowPage({ flow }: { flow: AdvisorFlow }) {
  const { data: me } = useMe();
  const withContacts = flow !== "invite-someone";
  const { cards, contacts, advisor } = useMyBookingData(me, withContacts);
  const { frame, title, intro } = FLOWS[flow];
  if (!me) return null;
  return (
    <FlowFrame {...frame} title={title} intro={intro}>
      <AdvisorFlowGate advisor={advisor} cards={cards} contacts={withContacts ? contacts : null}>
        <AdvisorFlowForm flow={flow} me={me} cards={cards.data ?? []} contacts={contacts.data ?? []} />
      </AdvisorFlowGate>
    </FlowFrame>
  );
}

export const YouSuggestTimePage = () => <AdvisorFlowPage flow="you-suggest-time" />;
export const AlreadyAgreedPage = () => <AdvisorFlowPage flow="already-agreed" />;
export const InviteSomeonePage = () => <AdvisorFlowPage flow="invite-someone" />;
