import type { SitePage } from "../../../site-app/site-page.ts";

/** The roundups' paths (ROUNDUP_SLUGS in shared/src/site/roundups.ts, written out so this table stays light). */
const ROUNDUPS = [
  "digital-marketing",
  "health",
  "mental-health",
  "facilitate-public-speaking",
  "home-living",
  "green-consciousness",
  "career-coach",
  "coaches",
  "startup",
  "personal-finance",
  "build-website",
  "learn-to-code",
  "personal-brand",
];

/** The roundups pages of the public site (see web/src/site-app/site-page.ts): one component reads its slug from the path. */
export const roundupsPages: SitePage[] = ROUNDUPS.map((slug) => ({ path: `/${slug}`, page: "roundups/roundup-page.tsx", sitemap: true }));
