/** The site's legal documents (web/content/pages/<slug>.md), each served at /<slug>. */
export const LEGAL_DOCUMENTS = [
  { slug: "code-of-conduct", label: "Code of conduct" },
  { slug: "cancellation-policy", label: "Cancellation policy" },
  { slug: "privacy", label: "Privacy policy" },
  { slug: "terms-and-conditions", label: "Terms and conditions" },
] as const;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-11-21" → "21 November 2026", the same on the server and in every browser (no locale or time zone involved). */
export function formatDocumentDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : iso;
}
