import { BRAND } from "@kora/shared/brand.ts";

/**
 * The four feature pages (public-site §2); the Cards page's path carries the product's name. Kept
 * apart from their copy: the page table imports this, and it is loaded on every public page.
 */
export const FEATURE_PATHS = {
  meetings: "/features/video-meetings",
  calendar: "/features/calendar-and-bookings",
  cards: `/features/${BRAND.slug}-cards`,
  payments: "/features/payment-integration",
} as const;
