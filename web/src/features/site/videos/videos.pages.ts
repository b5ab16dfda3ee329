import type { SitePage } from "../../../site-app/site-page.ts";

/**
 * The public video pages (public-site §2): a shared video and its player for iframes.
 * The `/videos` listing is a section (listed-videos.tsx) for the existing /videos page.
 */
export const videosPages: SitePage[] = [
  { path: "/v/:slug", page: "videos/watch-page.tsx" },
  { path: "/embed", page: "videos/embed-page.tsx", bare: true },
];
