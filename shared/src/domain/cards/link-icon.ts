/** Supporting-link icons (core §9); anything else is an article. */
export const LINK_ICONS = [
  "github",
  "youtube",
  "twitter",
  "linkedin",
  "instagram",
  "facebook",
  "researchgate",
  "medium",
  "google-scholar",
  "article",
] as const;
export type LinkIcon = (typeof LINK_ICONS)[number];

const HOSTS: [RegExp, LinkIcon][] = [
  [/(^|\.)github\.com$/, "github"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "youtube"],
  [/(^|\.)(twitter\.com|x\.com)$/, "twitter"],
  [/(^|\.)linkedin\.com$/, "linkedin"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)(facebook\.com|fb\.com)$/, "facebook"],
  [/(^|\.)researchgate\.net$/, "researchgate"],
  [/(^|\.)medium\.com$/, "medium"],
  [/^scholar\.google\.[a-z.]+$/, "google-scholar"],
];

/** The icon for a link, chosen from its host. */
export function linkIcon(url: string): LinkIcon {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "article";
  }
  return HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? "article";
}
