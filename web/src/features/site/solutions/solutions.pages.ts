import type { SitePage } from "../../../site-app/site-page.ts";

/** The solutions pages of the public site (see web/src/site-app/site-page.ts). */
export const solutionsPages: SitePage[] = [
  { path: "/use-cases", page: "solutions/use-cases-page.tsx", sitemap: true },
  { path: "/use-cases/event-marketing", page: "solutions/event-marketing-page.tsx", sitemap: true },
  { path: "/use-cases/educational-institutions", page: "solutions/educational-institutions-page.tsx", sitemap: true },
  { path: "/use-cases/membership-organisations", page: "solutions/membership-organisations-page.tsx", sitemap: true },
  { path: "/use-cases/businesses", page: "solutions/businesses-page.tsx", sitemap: true },
  { path: "/video-production", page: "solutions/video-production-page.tsx", sitemap: true },
  { path: "/testimonials", page: "solutions/testimonials-page.tsx", sitemap: true },
  { path: "/resources", page: "solutions/resources-page.tsx", sitemap: true },
  { path: "/videos", page: "solutions/videos-page.tsx", sitemap: true },
];
