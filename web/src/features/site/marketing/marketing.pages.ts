import type { SitePage } from "../../../site-app/site-page.ts";
import { FEATURE_PATHS } from "./feature-paths.ts";

/** The marketing pages of the public site (see web/src/site-app/site-page.ts). */
export const marketingPages: SitePage[] = [
  { path: "/", page: "marketing/home-page.tsx", sitemap: true },
  { path: "/features", page: "marketing/features-page.tsx", sitemap: true },
  { path: FEATURE_PATHS.meetings, page: "marketing/video-meetings-page.tsx", sitemap: true },
  { path: FEATURE_PATHS.calendar, page: "marketing/calendar-and-bookings-page.tsx", sitemap: true },
  { path: FEATURE_PATHS.cards, page: "marketing/kora-cards-page.tsx", sitemap: true },
  { path: FEATURE_PATHS.payments, page: "marketing/payment-integration-page.tsx", sitemap: true },
  // Old feature paths (public-site §2): same pages, noindex, canonical to the new paths.
  { path: "/f/video-chat", page: "marketing/f-video-chat-page.tsx", sitemap: false },
  { path: "/f/cal", page: "marketing/f-cal-page.tsx", sitemap: false },
  { path: "/f/k-cards", page: "marketing/f-k-cards-page.tsx", sitemap: false },
  { path: "/f/pay", page: "marketing/f-pay-page.tsx", sitemap: false },
  { path: "/pricing", page: "marketing/pricing-page.tsx", sitemap: true },
  { path: "/giftcards", page: "marketing/giftcards-page.tsx", sitemap: true },
  { path: "/join-now", page: "marketing/join-now-page.tsx", sitemap: true },
  { path: "/welcome", page: "marketing/welcome-page.tsx", sitemap: false },
];
