import { CHAT_MAX_LENGTH, type ChatMessage } from "@kora/shared/contracts/meetings.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { uiChatMessages } from "@kora/shared/i18n/messages/ui-chat.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { englishTranslator } from "../../lib/page-translator.ts";

/** The chat's words in one language. */
export type ChatTranslator = Translator<KeyOf<typeof uiChatMessages>>;
const ENGLISH = englishTranslator(uiChatMessages);

/** Messages from one author this close together share one name line. */
const RUN_MS = 5 * 60_000;

export interface ChatLine {
  message: ChatMessage;
  own: boolean;
  /** Show the author and time above this message (the first of a run). */
  head: boolean;
}

/** Chat in the order it was sent, marked own / system, with consecutive messages of one author grouped. */
export function chatLines(messages: readonly ChatMessage[], selfId: string | null): ChatLine[] {
  const sorted = [...messages].sort((a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt));
  return sorted.map((message, index) => {
    const before = sorted[index - 1];
    const sameRun =
      before &&
      !before.system &&
      !message.system &&
      before.authorId === message.authorId &&
      Date.parse(message.sentAt) - Date.parse(before.sentAt) < RUN_MS;
    return { message, own: !message.system && selfId !== null && message.authorId === selfId, head: !sameRun };
  });
}

/** "14:05" today, "Mon 14:05" this week, "3 Mar, 14:05" before, in the viewer's zone (in the language's own way outside English). */
export function chatTime(iso: string, nowMs: number, timeZone?: string, locale: Locale = "en"): string {
  const at = Date.parse(iso);
  const day = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);
  const thisWeek = nowMs - at < 6 * 86_400_000 && at < nowMs;
  if (locale !== "en") {
    const time = { hour: "2-digit", minute: "2-digit", timeZone } as const;
    if (day(at) === day(nowMs)) return new Intl.DateTimeFormat(locale, time).format(at);
    if (thisWeek) return new Intl.DateTimeFormat(locale, { weekday: "short", ...time }).format(at);
    return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", ...time }).format(at);
  }
  const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone }).format(at);
  if (day(at) === day(nowMs)) return clock;
  if (thisWeek) return `${new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone }).format(at)} ${clock}`;
  return `${new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone }).format(at)}, ${clock}`;
}

/** Why a draft can't be sent, in `t`'s language (English unless given), or null when it can (the server's own rule: 1–2000 characters after trimming). */
export function chatDraftError(text: string, t: ChatTranslator = ENGLISH): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return t.t("draft.empty");
  if (trimmed.length > CHAT_MAX_LENGTH) return t.t("draft.tooLong", { max: CHAT_MAX_LENGTH });
  return null;
}

/** The counter appears in the last 10% of the allowance, so it only speaks up when it matters. */
export function charactersLeft(text: string): number | null {
  const left = CHAT_MAX_LENGTH - text.trim().length;
  return left <= CHAT_MAX_LENGTH / 10 ? left : null;
}
