import type { Knocker } from "@kora/shared/contracts/meetings.ts";

/** Knockers in `current` who weren't waiting in `previous`: the ones to announce (sound and toast). */
export function newKnockers(previous: readonly Knocker[], current: readonly Knocker[]): Knocker[] {
  const seen = new Set(previous.map((knocker) => knocker.id));
  return current.filter((knocker) => !seen.has(knocker.id));
}

/**
 * The toasts a host gets for knockers arriving together: one each ("Ana is asking to join"), or one
 * for a crowd of more than two so the screen doesn't fill with toasts.
 */
export function knockToasts(knockers: readonly Pick<Knocker, "name" | "cardTitle">[]): string[] {
  if (knockers.length <= 2) return knockers.map((knocker) => `${knocker.name} is asking to join${aboutCard(knocker, " about")}`);
  return [`${knockers[0]!.name} and ${knockers.length - 1} others are asking to join`];
}

/** "Waiting 2 min" beside a knocker, from when they knocked. */
export function waitingFor(sinceIso: string, nowMs: number): string {
  const minutes = Math.floor((nowMs - Date.parse(sinceIso)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return "Just now";
  return minutes < 60 ? `Waiting ${minutes} min` : `Waiting ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** " about 'Career coaching'" for a knock from a card's instant-meeting link; "" otherwise. */
export function aboutCard(knocker: Pick<Knocker, "cardTitle">, lead: string): string {
  return knocker.cardTitle ? `${lead} '${knocker.cardTitle}'` : "";
}
