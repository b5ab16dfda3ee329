import { Hono, type MiddlewareHandler } from "hono";
import { uploadsRoutes } from "../features/videos/uploads.routes.ts";
import { publicVideoRoutes, videosRoutes } from "../features/videos/videos.routes.ts";
import { subscriptionsRoutes } from "../features/plans/plans.routes.ts";
import { recoveryCodeRoutes, verificationMeRoutes } from "../features/verification/verification.routes.ts";
import { authRoutes, changePasswordRoute, guestRoutes, passwordFreeRoutes } from "../features/auth/auth.routes.ts";
import { myAvailabilityRoutes, unavailableRoutes } from "../features/availability/availability.routes.ts";
import { contactsRoutes } from "../features/bookings/booking-people.routes.ts";
import { meetingsRoutes } from "../features/meetings/meetings.routes.ts";
import { devMeetingRoutes } from "../features/meetings/dev-meetings.routes.ts";
import { paymentMethodsRoutes } from "../features/payments/payment-methods.routes.ts";
import { paymentsMeRoutes } from "../features/payments/payouts.routes.ts";
import { billingMeRoutes, webhookRoutes } from "../features/billing/billing.routes.ts";
import { meCreditsRoutes, vouchersRoutes } from "../features/credits/credits.routes.ts";
import { giftCardsRoutes, meGiftCardsRoutes } from "../features/credits/gift-cards.routes.ts";
import { currencyRatesRoutes } from "../features/cards/currency-rates.routes.ts";
import { advisorsRoutes, guestCardRoutes } from "../features/cards/public.routes.ts";
import { skillsRoutes } from "../features/catalog/catalog.routes.ts";
import { devMailboxRoutes, devSmsRoutes } from "../features/dev-mailbox/dev-mailbox.routes.ts";
import { favouritesRoutes } from "../features/favourites/favourites.routes.ts";
import { healthRoutes } from "../features/health/health.routes.ts";
import { contactChannelsRoutes, contactMessagesRoutes, unsubscribeRoutes } from "../features/contact/contact.routes.ts";
import { articlesRoutes } from "../features/content/articles.routes.ts";
import { contentRoutes } from "../features/content/content.routes.ts";
import { helpRoutes } from "../features/help/help.routes.ts";
import { roundupsRoutes } from "../features/roundups/roundups.routes.ts";
import { meRoutes } from "../features/users/users.routes.ts";
import { groupLogoRoutes, groupsRoutes, videoGroupsRoutes } from "../features/groups/groups.routes.ts";
import { consoleGroupRoutes, consoleMeRoutes } from "../features/groups/console/console.routes.ts";
import { inmailGroupRoutes, inmailTrackingRoutes } from "../features/groups/inmail/inmail.routes.ts";
import { completeInfoBoxRoutes, meInfoBoxesRoutes, meOnboardingRoutes } from "../features/onboarding/onboarding.routes.ts";
import { dashboardRoutes } from "../features/dashboard/dashboard.routes.ts";
import { avatarUploadRoutes, userAvatarRoutes } from "../features/users/avatar.routes.ts";
import { cardProBonoRoutes, meProBonoRoutes } from "../features/pro-bono/pro-bono.routes.ts";
import { invitesRoutes, meInvitesRoutes } from "../features/invites/invites.routes.ts";
import { awaitingReviewRoutes, bookingReviewsRoutes, learnerRatingsRoutes } from "../features/reviews/reviews.routes.ts";
import { brandingRoutes, brandLogoRoutes, brandLogoUploadRoutes } from "../features/branding/branding.routes.ts";
import { activityRoutes } from "../features/activity/activity.routes.ts";
import { analyticsRoutes } from "../features/analytics/analytics.routes.ts";
import { calendarFeedRoutes, myCalendarFeedRoutes } from "../features/calendar-sync/calendar-feed.routes.ts";
import { calendarBusyTimesRoutes, calendarConnectionsRoutes } from "../features/calendar-sync/calendar-sync.routes.ts";
import type { AppContext, AppEnv } from "../http/context.ts";
import { bodyLimit } from "../http/body-limit.ts";
import { onNotFound } from "../http/error-handler.ts";
import { loopbackOnly, originCheck } from "../http/middleware.ts";
import { bookingsRouter } from "./bookings.router.ts";
import { cardsRouter } from "./cards.router.ts";
import { cardVideosRoutes } from "../features/card-videos/card-videos.routes.ts";
import { categoriesRouter } from "./categories.router.ts";
import { myCardsRouter } from "./my-cards.router.ts";

export interface ApiRouterOptions {
  /** The session middleware (auth's store as a port). */
  loadSession: MiddlewareHandler<AppEnv>;
  /** Embedded mode mounts the loopback-only dev routes (mailbox, SMS outbox, meeting topology). */
  embedded: boolean;
  remoteAddr?: (c: AppContext) => string | undefined;
}

/** Everything under `/api`: each feature's routes at its path, behind the origin check, the body limit and the session. */
export function apiRouter(options: ApiRouterOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  // Avatar uploads carry up to 5 MB: mounted before the 64 KiB body limit, they check origin and session themselves.
  api.route("/me/avatar", avatarUploadRoutes(options.loadSession));
  // Group logos carry up to 2 MB: the same, for `/groups/:id/logo/:kind` only.
  api.route("/groups/:id/logo", groupLogoRoutes(options.loadSession));
  // Brand logos carry up to 2 MB too: `/me/branding/logo` only.
  api.route("/me/branding/logo", brandLogoUploadRoutes(options.loadSession));
  api.use(originCheck, bodyLimit, options.loadSession);
  api.route("/health", healthRoutes);
  api.route("/password-free", passwordFreeRoutes);
  api.route("/auth", authRoutes);
  api.route("/guests", guestRoutes);
  api.route("/me/change-password", changePasswordRoute);
  // Phone and email verification under /me (and the public recover-account): before the /me routers that require a session.
  api.route("/me", verificationMeRoutes);
  api.route("/password-free", recoveryCodeRoutes);
  api.route("/me/cards", myCardsRouter);
  api.route("/me/availability", myAvailabilityRoutes);
  api.route("/me/onboarding", meOnboardingRoutes);
  api.route("/me/info-boxes", meInfoBoxesRoutes);
  api.route("/me/dashboard", dashboardRoutes);
  api.route("/users/complete-info-box", completeInfoBoxRoutes);
  api.route("/users/activity", activityRoutes);
  api.route("/me/unavailable-times", unavailableRoutes);
  api.route("/me/payment-methods", paymentMethodsRoutes);
  api.route("/me", paymentsMeRoutes);
  api.route("/me", billingMeRoutes);
  api.route("/me", meCreditsRoutes);
  api.route("/vouchers", vouchersRoutes);
  api.route("/gift-cards", giftCardsRoutes);
  api.route("/me", meGiftCardsRoutes);
  api.route("/subscriptions", subscriptionsRoutes);
  api.route("/webhooks", webhookRoutes);
  api.route("/me/contacts", contactsRoutes);
  api.route("/me/favourites", favouritesRoutes);
  api.route("/me/pro-bono", meProBonoRoutes);
  api.route("/cards", cardProBonoRoutes);
  api.route("/invites", invitesRoutes);
  api.route("/me/invites", meInvitesRoutes);
  api.route("/bookings", bookingReviewsRoutes);
  api.route("/users", learnerRatingsRoutes);
  api.route("/me/awaiting-review", awaitingReviewRoutes);
  api.route("/groups", groupsRoutes);
  api.route("/me/console", consoleMeRoutes);
  api.route("/me/analytics", analyticsRoutes);
  api.route("/groups", consoleGroupRoutes);
  api.route("/groups", inmailGroupRoutes);
  api.route("/inmail", inmailTrackingRoutes);
  api.route("/me/calendar-feed", myCalendarFeedRoutes);
  api.route("/me/calendar-connections", calendarConnectionsRoutes);
  api.route("/me/calendar-busy-times", calendarBusyTimesRoutes);
  api.route("/calendar-feed", calendarFeedRoutes);
  api.route("/me", meRoutes);
  api.route("/users", userAvatarRoutes);
  api.route("/users", brandLogoRoutes);
  api.route("/me/branding", brandingRoutes);
  api.route("/cards", cardVideosRoutes);
  api.route("/cards", cardsRouter);
  api.route("/bookings", bookingsRouter);
  api.route("/meetings", meetingsRoutes);
  api.route("/videos", videoGroupsRoutes);
  api.route("/videos", videosRoutes);
  api.route("/v", publicVideoRoutes);
  api.route("/uploads", uploadsRoutes);
  api.route("/categories", categoriesRouter);
  api.route("/skills", skillsRoutes);
  api.route("/currency-rates", currencyRatesRoutes);
  api.route("/advisors", advisorsRoutes);
  api.route("/guest", guestCardRoutes);
  api.route("/content", contentRoutes);
  api.route("/articles", articlesRoutes);
  api.route("/help", helpRoutes);
  api.route("/roundups", roundupsRoutes);
  api.route("/contact-channels", contactChannelsRoutes);
  api.route("/contact-messages", contactMessagesRoutes);
  api.route("/unsubscribe", unsubscribeRoutes);
  if (options.embedded) {
    api.route("/dev/mailbox", new Hono<AppEnv>().use(loopbackOnly((c) => options.remoteAddr?.(c))).route("/", devMailboxRoutes));
    api.route("/dev/sms", new Hono<AppEnv>().use(loopbackOnly((c) => options.remoteAddr?.(c))).route("/", devSmsRoutes));
    api.route("/dev/meetings", new Hono<AppEnv>().use(loopbackOnly((c) => options.remoteAddr?.(c))).route("/", devMeetingRoutes));
  }
  api.notFound(onNotFound);
  return api;
}
