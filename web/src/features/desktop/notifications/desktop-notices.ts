/**
 * The OS notifications the desktop app shows for realtime events, in plain words: booking requests,
 * confirmations, cancellations (the same decision as the in-app toast: nobody is told about their
 * own action) and knocks on a room, with Admit / Deny buttons.
 */
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { desktopMessages } from "@kora/shared/i18n/messages/desktop.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { englishTranslator } from "../../../lib/page-translator.ts";
import { bookingEventToast, bookingPaths, type BookingEventData } from "../../bookings/bookings.api.ts";
import type { KoraDesktopApi } from "../kora-desktop.ts";

/** The desktop app's words in one language (English unless a screen passes the page's). */
export type DesktopTranslator = Translator<KeyOf<typeof desktopMessages>>;
export const ENGLISH_DESKTOP: DesktopTranslator = englishTranslator(desktopMessages);

export type DesktopNotice = Parameters<KoraDesktopApi["notify"]>[0];

/** The booking events that become OS notifications, and their English titles (`event.<name>` in the desktop messages). "Starts in 10 minutes" is main's own reminder. */
export const NOTIFIED_BOOKING_EVENTS = {
  PendingApproval: "New booking request",
  Confirmed: "Booking confirmed",
  CancelledConfirmed: "Booking cancelled",
  CancelledProvisional: "Booking request cancelled",
} as const satisfies Partial<Record<BookingEventName, string>>;

const isNotified = (name: BookingEventName): name is keyof typeof NOTIFIED_BOOKING_EVENTS => Object.hasOwn(NOTIFIED_BOOKING_EVENTS, name);

/** The bookings feature's words for what happened (its translator), as `bookingEventToast` takes them. */
export type BookingEventWords = Parameters<typeof bookingEventToast>[5];

/** The notification for a booking event, or null when there is nothing to tell this person (in `t`'s and `words`' language; English unless given). */
export function bookingNotice(
  name: BookingEventName,
  data: BookingEventData,
  viewer: { id: string; timezone: string },
  booking: BookingDto | null,
  nowMs: number,
  t: DesktopTranslator = ENGLISH_DESKTOP,
  words?: BookingEventWords,
): DesktopNotice | null {
  if (!isNotified(name)) return null;
  const toast = bookingEventToast(name, data, viewer, booking, nowMs, words);
  if (!toast) return null;
  const card = data.cardTitle.trim();
  return {
    title: t.t(`event.${name}`),
    body: (card ? t.t("notice.body", { message: toast.message, card }) : toast.message).slice(0, 1000),
    path: bookingPaths.detail(data.bookingId),
  };
}

/** A knock on one of my rooms, as the UserRequestingAccess event carries it. */
export interface Knock {
  roomId: string;
  participantId: string;
  name: string;
  /** The room's page: /meet/<slug> or a booking's join page. */
  link: string;
  /** The card they knocked from (its instant-meeting link). */
  cardTitle?: string;
}

export const KNOCK_ACTIONS = [
  { id: "admit", label: "Admit" },
  { id: "deny", label: "Deny" },
] as const;

/** "Anna wants to join your room", with Admit / Deny; a click (or a platform without buttons) opens the room. */
export function knockNotice(knock: Knock, tag: string, t: DesktopTranslator = ENGLISH_DESKTOP): DesktopNotice {
  const name = knock.name.trim() || t.t("knock.someone");
  const title = knock.roomId.startsWith("booking:") ? t.t("knock.call", { name }) : t.t("knock.room", { name });
  return {
    title: title.slice(0, 120),
    body: (knock.cardTitle ? t.t("knock.bodyCard", { card: knock.cardTitle }) : t.t("knock.body")).slice(0, 1000),
    path: knock.link,
    tag,
    actions: KNOCK_ACTIONS.map((action) => ({ id: action.id, label: t.t(`knock.${action.id}`) })),
  };
}

/** The API call that answers a knock by URL, for the room the knock names; null for a room kind it does not know. */
export function knockAnswerPath(knock: Knock, answer: "admit" | "deny"): string | null {
  const verb = answer === "admit" ? "approve" : "revoke";
  const who = encodeURIComponent(knock.participantId);
  if (knock.roomId.startsWith("booking:")) {
    return `/api/bookings/${encodeURIComponent(knock.roomId.slice("booking:".length))}/${verb}/${who}`;
  }
  const slug = /^\/meet\/([^/?#]+)$/.exec(knock.link)?.[1];
  return knock.roomId.startsWith("room:") && slug ? `/api/meetings/rooms/${slug}/${verb}/${who}` : null;
}

/** Most knocks remembered for their buttons; older ones fall back to opening the room. */
const MAX_KNOCKS = 50;

/** Knocks shown as notifications, by tag, so a button press finds the knock it answers. */
export class KnockBook {
  #knocks = new Map<string, Knock>();
  #next = 1;

  add(knock: Knock): string {
    const tag = `knock-${this.#next++}`;
    this.#knocks.set(tag, knock);
    if (this.#knocks.size > MAX_KNOCKS) this.#knocks.delete(this.#knocks.keys().next().value as string);
    return tag;
  }

  /** The knock behind `tag`, forgotten once answered. */
  take(tag: string): Knock | null {
    const knock = this.#knocks.get(tag) ?? null;
    this.#knocks.delete(tag);
    return knock;
  }
}
