import type { Knocker } from "@kora/shared/contracts/meetings.ts";
import { englishMeetings, type MeetingsT } from "./meeting-words.ts";

/** Knockers in `current` who weren't waiting in `previous`: the ones to announce (sound and toast). */
export function newKnockers(previous: readonly Knocker[], current: readonly Knocker[]): Knocker[] {
  const seen = new Set(previous.map((knocker) => knocker.id));
  return current.filter((knocker) => !seen.has(knocker.id));
}

/**
 * The toasts a host gets for knockers arriving together: one each ("Ana is asking to join"), or one
 * for a crowd of more than two so the screen doesn't fill with toasts.
 */
export function knockToasts(knockers: readonly Pick<Knocker, "name" | "cardTitle">[], t: MeetingsT = englishMeetings): string[] {
  if (knockers.length <= 2)
    return knockers.map((knocker) =>
      knocker.cardTitle
        ? t.t("knock.toastAbout", { name: knocker.name, card: knocker.cardTitle })
        : t.t("knock.toast", { name: knocker.name }),
    );
  return [t.t("knock.toastCrowd", { name: knockers[0]!.name, others: knockers.length - 1 })];
}

/** "Waiting 2 min" beside a knocker, from when they knocked. */
export function waitingFor(sinceIso: string, nowMs: number, t: MeetingsT = englishMeetings): string {
  const minutes = Math.floor((nowMs - Date.parse(sinceIso)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return t.t("waiting.justNow");
  return minutes < 60
    ? t.t("waiting.minutes", { minutes })
    : t.t("waiting.hours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/**
 * "About 'Career coaching'" for a knock from a card's instant-meeting link; "" otherwise. English only:
 * the screens say it in the page's language with the catalogue's `waiting.about`.
 */
export function aboutCard(knocker: Pick<Knocker, "cardTitle">, lead: string): string {
  return knocker.cardTitle ? `${lead} '${knocker.cardTitle}'` : "";
}
