import { appPath } from "@kora/shared/brand.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import type { PersonalRoom } from "@kora/shared/contracts/meetings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { isViewable } from "@kora/shared/domain/cards/lifecycle.ts";
import type { MeetingFrame } from "./meeting-frame.ts";
import { englishLobby, type LobbyT } from "./meeting-words.ts";

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
export function cardMeetingFrame(card: MeetingCard, room: PersonalRoom, me: Me | null, t: LobbyT = englishLobby): MeetingFrame {
  const guest = !me || me.isPlaceholder;
  const advisor = card.user;
  return {
    kind: "personal",
    eyebrow: room.isHost ? t.t("card.eyebrowHost") : t.t("card.eyebrow"),
    title: card.title,
    host: { name: advisor.fullName, avatarUrl: advisor.avatarUrl },
    detail: room.isHost
      ? t.t("card.detailHost")
      : room.locked
        ? t.t("card.detailLocked", { host: advisor.firstName })
        : t.t("personal.detailOpen", { host: advisor.firstName }),
    hostFirstName: room.hostFirstName,
    joinMode: room.isHost || !room.locked ? "join" : "knock",
    guestName: guest ? (me?.firstName ?? "") : null,
    notice: !room.isHost && !room.knocking ? t.t("room.knockingOff") : null,
    exit: room.isHost ? { to: appPath("dashboard"), label: t.t("exit.dashboard") } : { to: card.link, label: t.t("exit.card") },
    reviewPath: null,
  };
}
