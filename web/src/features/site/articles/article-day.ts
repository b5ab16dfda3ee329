import { formatArticleDate } from "@kora/shared/site/article-date.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";

/**
 * An article's calendar date ("2026-03-04") as the page's language writes it: "4 March 2026" in
 * English, "4 mars 2026" in Swedish. No zone is involved, so server and browser agree.
 */
export function articleDay(date: string, locale: Locale): string {
  if (locale === "en") return formatArticleDate(date);
  const [year, month, day] = date.split("-").map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, day),
  );
}
