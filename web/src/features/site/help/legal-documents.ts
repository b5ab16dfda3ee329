import type { Locale } from "@kora/shared/i18n/locales.ts";

/** The site's legal documents (web/content/pages/<slug>.md), each served at /<slug>; `label` is English (site-help has `doc.{slug}`). */
export const LEGAL_DOCUMENTS = [
  { slug: "code-of-conduct", label: "Code of conduct" },
  { slug: "cancellation-policy", label: "Cancellation policy" },
  { slug: "privacy", label: "Privacy policy" },
  { slug: "terms-and-conditions", label: "Terms and conditions" },
] as const;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2026-11-21" → "21 November 2026", the same on the server and in every browser (no time zone involved);
 * in another language, that language's long date ("21 november 2026").
 */
export function formatDocumentDate(iso: string, locale: Locale = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  if (locale !== "en")
    return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])),
    );
  return `${Number(match[3])} ${month} ${match[1]}`;
}
