import type { SitePage } from "../../../site-app/site-page.ts";

/** The marketplace pages of the public site (see web/src/site-app/site-page.ts). Booking, responding and editing stay in the app. */
export const marketplacePages: SitePage[] = [
  { path: "/search", page: "marketplace/search-page.tsx", sitemap: true },
  { path: "/advisors/:userSlug", page: "marketplace/advisor-page.tsx" },
  { path: "/advisors/:userSlug/:cardSlug", page: "marketplace/card-page.tsx" },
];
