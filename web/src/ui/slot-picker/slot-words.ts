import type { Locale } from "@kora/shared/i18n/locales.ts";
import type { uiSlotsMessages } from "@kora/shared/i18n/messages/ui-slots.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { advisorTime, formatClock, formatWeekday, type SlotLabelWords } from "../../lib/slot-format.ts";

/** The slot picker's words in one language. */
export type SlotsTranslator = Translator<KeyOf<typeof uiSlotsMessages>>;

const localDate = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);

/**
 * The advisor's side of a time in `locale` (as `advisorTime` says it in English): null in the same zone,
 * their clock on the same local date, with their weekday when their date differs from the viewer's.
 */
export function advisorTimeIn(ms: number, viewerZone: string, advisorZone: string, locale: Locale): string | null {
  if (locale === "en") return advisorTime(ms, viewerZone, advisorZone);
  if (!advisorZone || advisorZone === viewerZone) return null;
  const clock = formatClock(ms, advisorZone, locale);
  return localDate(ms, advisorZone) === localDate(ms, viewerZone) ? clock : `${formatWeekday(ms, advisorZone, locale)} ${clock}`;
}

/** What `slotLabel` needs to say a chosen time with both zones in the picker's language. */
export const slotWords = (t: SlotsTranslator): SlotLabelWords => ({
  locale: t.locale,
  bothZones: (values) => t.t("slot.bothZones", values),
});
