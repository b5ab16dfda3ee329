import type { CalendarConnection } from "@kora/shared/contracts/calendar-sync.ts";
import { calendarSyncMessages } from "@kora/shared/i18n/messages/calendar-sync.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";
import { formatClock, formatDay } from "../../lib/slot-format.ts";

/** The calendar-sync namespace's translator, as these pure helpers take it. */
export type SyncT = Translator<KeyOf<typeof calendarSyncMessages>>;
/** English: what the helpers say when no translator is given (the unit tests). */
const ENGLISH: SyncT = createTranslator("en", calendarSyncMessages.en);

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

const sameDay = (a: number, b: number, timeZone: string) => formatDay(a, timeZone) === formatDay(b, timeZone);

/** "just now", "3 minutes ago", "2 hours ago", "yesterday at 9:05 am", "on Tue 5 May at 9:05 am". */
export function agoWords(thenMs: number, nowMs: number, timeZone: string, t: SyncT = ENGLISH): string {
  const elapsed = Math.max(0, nowMs - thenMs);
  if (elapsed < MINUTE) return t.t("ago.justNow");
  if (elapsed < HOUR) return t.t("ago.minutes", { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < 12 * HOUR || sameDay(thenMs, nowMs, timeZone)) return t.t("ago.hours", { count: Math.floor(elapsed / HOUR) });
  const time = formatClock(thenMs, timeZone, t.locale);
  if (sameDay(thenMs, nowMs - DAY, timeZone)) return t.t("ago.yesterday", { time });
  return t.t("ago.day", { day: formatDay(thenMs, timeZone, t.locale), time });
}

/** "at 2:05 pm" today, "on Wed 6 May at 2:05 pm" another day; a moment already past is "any moment now". */
export function nextTryWords(atMs: number, nowMs: number, timeZone: string, t: SyncT = ENGLISH): string {
  if (atMs <= nowMs) return t.t("next.now");
  const time = formatClock(atMs, timeZone, t.locale);
  return sameDay(atMs, nowMs, timeZone) ? t.t("next.today", { time }) : t.t("next.day", { day: formatDay(atMs, timeZone, t.locale), time });
}

/** The server's words for what went wrong (shown as it sent them), as a sentence. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * The status line of a connection: "Synced 3 minutes ago", "Retrying — The calendar server couldn't be
 * reached. Next try at 2:05 pm.", "Not syncing — The server refused the user name or app password. …".
 */
export function statusWords(connection: CalendarConnection, nowMs: number, timeZone: string, t: SyncT = ENGLISH): StatusWords {
  const synced = ms(connection.lastSyncedAt);
  const next = ms(connection.nextAttemptAt);
  const ago = synced === null ? null : agoWords(synced, nowMs, timeZone, t);
  const lastGood = ago === null ? t.t("status.neverSynced") : t.t("status.lastSynced", { ago });
  const problem = connection.lastError === null ? t.t("status.lastSyncFailed") : sentence(connection.lastError);
  const retry = next === null ? null : nextTryWords(next, nowMs, timeZone, t);
  /** Whole sentences one after another: what went wrong, the next try, what is still used, the last sync. */
  const details = (...sentences: (string | null)[]) => sentences.filter((text): text is string => Boolean(text)).join(" ");
  switch (connection.status) {
    case "ok":
      return ago === null
        ? { tone: "busy", title: t.t("status.title.waiting"), text: t.t("status.waiting") }
        : {
            tone: connection.stale ? "warning" : "ok",
            title: t.t("status.title.synced"),
            text: connection.stale ? t.t("status.syncedStale", { ago }) : t.t("status.synced", { ago }),
          };
    case "syncing":
      return {
        tone: "busy",
        title: t.t("status.title.syncing"),
        text: ago === null ? t.t("status.syncingFirst") : t.t("status.syncingNow", { ago }),
      };
    case "retrying":
      return {
        tone: "warning",
        title: t.t("status.title.retrying"),
        text: t.t("status.retrying", { details: details(problem, retry, lastGood) }),
      };
    case "failing":
      return {
        tone: "error",
        title: t.t("status.title.notSyncing"),
        text: t.t("status.notSyncing", { details: details(problem, retry, synced === null ? null : t.t("status.stillUsed"), lastGood) }),
      };
  }
}

/** "12 busy times in the next 7 months" under a connection. */
export const busyCountWords = (count: number, t: SyncT = ENGLISH) =>
  t.t("busy.count", { count, shown: t.locale === "en" ? String(count) : new Intl.NumberFormat(t.locale).format(count) });
