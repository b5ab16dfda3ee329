import { accountTiers } from "./faq/account-tiers.ts";
import { advisors } from "./faq/advisors.ts";
import { bookings } from "./faq/bookings.ts";
import { business } from "./faq/business.ts";
import { calendarManagement } from "./faq/calendar-management.ts";
import { cards } from "./faq/cards.ts";
import { giftCards } from "./faq/gift-cards.ts";
import { marketplace } from "./faq/marketplace.ts";
import { paymentIntegration } from "./faq/payment-integration.ts";
import { videoMeetings } from "./faq/video-meetings.ts";
import { videoProduction } from "./faq/video-production.ts";
import type { FaqCategory, HelpCentre } from "./types.ts";

/**
 * The whole help centre, in the order /faq shows it (public-site §2 "Help centre"). Served by
 * `GET /api/help` so the copy travels as data; the web page imports only the types and rich-text.ts.
 */
export const HELP_CATEGORIES: readonly FaqCategory[] = [
  accountTiers,
  bookings,
  videoMeetings,
  calendarManagement,
  paymentIntegration,
  cards,
  marketplace,
  advisors,
  giftCards,
  business,
  videoProduction,
];

export const helpCentre = (): HelpCentre => ({ categories: [...HELP_CATEGORIES] });
