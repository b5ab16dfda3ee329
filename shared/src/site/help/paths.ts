import { appPath, BRAND } from "../../brand.ts";

/**
 * The pages help answers may link to. Public paths are the spec's routes (public-site §2); the
 * signed-in ones are routes the web app has. A test checks every answer links only to these.
 */
export const HELP_PATHS = {
  home: "/",
  signUp: "/password-free?step=signup",
  pricing: "/pricing",
  marketplace: "/search",
  getInTouch: "/get-in-touch",
  /** The contact form with its topic chosen (shared/src/domain/contact/contact-form.ts). */
  askForPro: "/get-in-touch?topic=pro",
  askForGiftCard: "/get-in-touch?topic=gift-cards",
  faq: "/faq",
  codeOfConduct: "/code-of-conduct",
  cancellationPolicy: "/cancellation-policy",
  privacy: "/privacy",
  terms: "/terms-and-conditions",
  giftCards: "/giftcards",
  videoProduction: "/video-production",
  bookADemo: "/book-a-demo",
  features: "/features",
  featureVideoMeetings: "/features/video-meetings",
  featureCalendar: "/features/calendar-and-bookings",
  featureCards: `/features/${BRAND.slug}-cards`,
  featurePayments: "/features/payment-integration",
  useCases: "/use-cases",
  useCaseEvents: "/use-cases/event-marketing",
  useCaseEducation: "/use-cases/educational-institutions",
  useCaseMembership: "/use-cases/membership-organisations",
  useCaseBusinesses: "/use-cases/businesses",
  testimonials: "/testimonials",
  articles: "/articles",
  dashboard: appPath("dashboard"),
  myDetails: appPath("my-details"),
  billing: appPath("my-details/billing"),
  myCards: appPath(`${BRAND.slug}-cards`),
  createCard: appPath(`${BRAND.slug}-cards/create`),
  bookings: appPath("bookings"),
  bookingRequests: appPath("bookings/requests"),
  confirmedBookings: appPath("bookings/confirmed"),
  bookingArchive: appPath("bookings/archive"),
  workingHours: appPath("my-calendar/working-hours"),
  favourites: appPath("more/favourites"),
} as const;

export const HELP_LINK_TARGETS: readonly string[] = Object.values(HELP_PATHS);
