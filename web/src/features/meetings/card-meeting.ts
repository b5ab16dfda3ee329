import { appPath } from "@kora/shared/brand.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { MEETING_MESSAGES, type PersonalRoom } from "@kora/shared/contracts/meetings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { isViewable } from "@kora/shared/domain/cards/lifecycle.ts";
import type { MeetingFrame } from "./meeting-frame.ts";

type MeetingCard = Pick<CardDetail, "title" | "status" | "deletedAt" | "link" | "user">;

/**
 * Whether a card's instant-meeting link (/advisors/:userSlug/:cardSlug/instant-meeting) opens: the
 * card is the advisor's the link names, and live (published or private). A draft or deleted card
 * leads nowhere, for its owner too, as the API's token refuses it (404).
 */
export function cardOpensMeeting(card: MeetingCard, userSlug: string): boolean {
  return card.user.slug === userSlug && isViewable(card.status, card.deletedAt !== null);
}

/**
 * A card's instant meeting: its advisor's personal room, entered from the card. The card's title and
 * its advisor (with photo) head the preview; the owner walks in as the host, everyone else knocks
 * (unless the room is unlocked), guests giving a first name.
 */
export function cardMeetingFrame(card: MeetingCard, room: PersonalRoom, me: Me | null): MeetingFrame {
  const guest = !me || me.isPlaceholder;
  const advisor = card.user;
  return {
    kind: "personal",
    eyebrow: room.isHost ? "Your instant meeting" : "Instant meeting",
    title: card.title,
    host: { name: advisor.fullName, avatarUrl: advisor.avatarUrl },
    detail: room.isHost
      ? "People who open this card's meeting link ask to join your personal room, and you let them in."
      : room.locked
        ? `Talk to ${advisor.firstName} now about this card. Ask to join and ${advisor.firstName} lets you in.`
        : `${advisor.firstName} has opened the room: you go straight in.`,
    hostFirstName: room.hostFirstName,
    joinMode: room.isHost || !room.locked ? "join" : "knock",
    guestName: guest ? (me?.firstName ?? "") : null,
    notice: !room.isHost && !room.knocking ? MEETING_MESSAGES.knockingOff : null,
    exit: room.isHost ? { to: appPath("dashboard"), label: "Back to my dashboard" } : { to: card.link, label: "Back to the card" },
    reviewPath: null,
  };
}
