import type { CalendarConnection } from "@kora/shared/contracts/calendar-sync.ts";
import { formatClock, formatDay } from "../../lib/slot-format.ts";

/** How a connection's state reads on the page: a tone for its colour and plain words. Pure: now and zone come in. */
export interface StatusWords {
  tone: "ok" | "busy" | "warning" | "error";
  /** The first words, in bold: "Synced", "Retrying", "Not syncing". */
  title: string;
  text: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
const sameDay = (a: number, b: number, timeZone: string) => formatDay(a, timeZone) === formatDay(b, timeZone);

/** "just now", "3 minutes ago", "2 hours ago", "yesterday at 9:05 am", "on Tue 5 May at 9:05 am". */
export function agoWords(thenMs: number, nowMs: number, timeZone: string): string {
  const elapsed = Math.max(0, nowMs - thenMs);
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${plural(Math.floor(elapsed / MINUTE), "minute")} ago`;
  if (elapsed < 12 * HOUR || sameDay(thenMs, nowMs, timeZone)) return `${plural(Math.floor(elapsed / HOUR), "hour")} ago`;
  if (sameDay(thenMs, nowMs - DAY, timeZone)) return `yesterday at ${formatClock(thenMs, timeZone)}`;
  return `on ${formatDay(thenMs, timeZone)} at ${formatClock(thenMs, timeZone)}`;
}

/** "at 2:05 pm" today, "on Wed 6 May at 2:05 pm" another day; a moment already past is "any moment now". */
export function nextTryWords(atMs: number, nowMs: number, timeZone: string): string {
  if (atMs <= nowMs) return "Next try any moment now.";
  const day = sameDay(atMs, nowMs, timeZone) ? "" : `on ${formatDay(atMs, timeZone)} `;
  return `Next try ${day}at ${formatClock(atMs, timeZone)}.`;
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * The status line of a connection: "Synced 3 minutes ago", "Retrying — The calendar server couldn't be
 * reached. Next try at 2:05 pm.", "Not syncing — The server refused the user name or app password. …".
 */
export function statusWords(connection: CalendarConnection, nowMs: number, timeZone: string): StatusWords {
  const synced = ms(connection.lastSyncedAt);
  const next = ms(connection.nextAttemptAt);
  const lastGood = synced === null ? "It hasn't synced yet." : `Last synced ${agoWords(synced, nowMs, timeZone)}.`;
  const problem = sentence(connection.lastError ?? "The last sync didn't work.");
  const retry = next === null ? "" : ` ${nextTryWords(next, nowMs, timeZone)}`;
  switch (connection.status) {
    case "ok":
      return synced === null
        ? { tone: "busy", title: "Waiting", text: "Waiting for the first sync." }
        : {
            tone: connection.stale ? "warning" : "ok",
            title: "Synced",
            text: `Synced ${agoWords(synced, nowMs, timeZone)}${connection.stale ? " — these busy times may be out of date." : "."}`,
          };
    case "syncing":
      return {
        tone: "busy",
        title: "Syncing",
        text: synced === null ? "Syncing for the first time…" : `Syncing now… ${lastGood}`,
      };
    case "retrying":
      return { tone: "warning", title: "Retrying", text: `Retrying — ${problem}${retry} ${lastGood}` };
    case "failing":
      return {
        tone: "error",
        title: "Not syncing",
        text: `Not syncing — ${problem}${retry} ${synced === null ? "" : "Kora still uses the busy times it last read. "}${lastGood}`.trim(),
      };
  }
}

/** "12 busy times in the next 7 months" under a connection. */
export const busyCountWords = (count: number) =>
  count === 0 ? "No busy times in the next 7 months." : `${plural(count, "busy time")} in the next 7 months.`;
