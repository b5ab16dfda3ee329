/**
 * Help-centre anchors (/faq#<category-id>) the marketing pages link to. The help centre's category
 * ids live in shared/src/site/help/; these must name existing categories.
 */
export const FAQ_LINKS = {
  tiers: "/faq#account-tiers",
  meetings: "/faq#video-meetings",
  calendar: "/faq#calendar-management",
  bookings: "/faq#bookings",
  payments: "/faq#payment-integration",
  cards: "/faq#cards",
  marketplace: "/faq#marketplace",
  giftCards: "/faq#gift-cards",
  advisors: "/faq#advisors",
} as const;
