import type { SitePage } from "../../../site-app/site-page.ts";

/** The contact pages of the public site (see web/src/site-app/site-page.ts). */
export const contactPages: SitePage[] = [
  { path: "/get-in-touch", page: "contact/get-in-touch-page.tsx", sitemap: true },
  { path: "/book-a-demo", page: "contact/book-a-demo-page.tsx", sitemap: true },
  // Personal (it carries a token) and noindex: not in the sitemap.
  { path: "/not-interested", page: "contact/not-interested-page.tsx" },
];
