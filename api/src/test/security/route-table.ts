import { unavailableTimeSchema } from "@kora/shared/contracts/availability.ts";
import { addCard } from "../booking-scenario.ts";
import { cardInput } from "../factories.ts";
import { dataOf } from "../harness.ts";
import { MONEY_ROUTES } from "./money-routes.ts";
import { VIDEO_ROUTES } from "./video-routes.ts";
import { PROFILE_ROUTES } from "./profile-routes.ts";
import { VERIFICATION_ROUTES } from "./verification-routes.ts";
import { CALENDAR_FILE_ROUTES } from "./calendar-file-routes.ts";
import { CALENDAR_FEED_ROUTES } from "./calendar-feed-routes.ts";
import { CALENDAR_SYNC_ROUTES } from "./calendar-sync-routes.ts";
import { ONBOARDING_ROUTES } from "./onboarding-routes.ts";
import { PUBLIC_SITE_ROUTES } from "./public-site-routes.ts";
import { GROUP_ROUTES } from "./group-routes.ts";
import { CONSOLE_ROUTES } from "./console-routes.ts";
import { INMAIL_ROUTES } from "./inmail-routes.ts";
import { INVITE_ROUTES } from "./invite-routes.ts";
import { ACTIVITY_ROUTES } from "./activity-routes.ts";
import { REVIEW_ROUTES } from "./review-routes.ts";
import { BRANDING_ROUTES } from "./branding-routes.ts";
import { DASHBOARD_ROUTES } from "./dashboard-routes.ts";
import { CARD_VIDEO_ROUTES } from "./card-video-routes.ts";
import { ANALYTICS_ROUTES } from "./analytics-routes.ts";
import { MEETING_ROUTES } from "./meeting-routes.ts";
import { booked, draft, inHours, owned, read, request, type RouteKey, type RouteRow, shared, write } from "./route-rows.ts";

export type { Fixtures, OwnedRequest, Person, RouteKey, RouteRow } from "./route-rows.ts";

/** One row per mounted route (fields explained in route-rows.ts; the money routes' rows in money-routes.ts). */
export const ROUTES: Record<RouteKey, RouteRow> = {
  ...MONEY_ROUTES,
  ...VIDEO_ROUTES,
  ...PROFILE_ROUTES,
  ...VERIFICATION_ROUTES,
  ...CALENDAR_FILE_ROUTES,
  ...CALENDAR_FEED_ROUTES,
  ...CALENDAR_SYNC_ROUTES,
  ...ONBOARDING_ROUTES,
  ...PUBLIC_SITE_ROUTES,
  ...GROUP_ROUTES,
  ...CONSOLE_ROUTES,
  ...INMAIL_ROUTES,
  ...INVITE_ROUTES,
  ...ACTIVITY_ROUTES,
  ...REVIEW_ROUTES,
  ...BRANDING_ROUTES,
  ...DASHBOARD_ROUTES,
  ...CARD_VIDEO_ROUTES,
  ...ANALYTICS_ROUTES,
  "GET /api/health": read("public"),

  // Signing in and out
  "POST /api/password-free/verification-code": write("public"),
  "POST /api/password-free/verify": write("public"),
  "POST /api/auth/login": write("public"),
  "POST /api/auth/logout": write("public"),
  "POST /api/auth/forgot-password": write("public"),
  "POST /api/auth/reset-password": write("public"),
  "POST /api/auth/token": write("public"),
  "POST /api/guests": write("public"),
  // A GET that ends the session: a link on another site must not sign anyone out.
  "GET /sign-out": write("public"),
  "POST /api/me/change-password": write("user"),

  // The caller's own things: scoped to the session, no id to get wrong
  "GET /api/me": read("user"),
  "PUT /api/me": write("user"),
  "GET /api/me/cards": read("user"),
  "GET /api/me/availability": read("user"),
  "PUT /api/me/availability": write("user"),
  "GET /api/me/unavailable-times": read("user"),
  "GET /api/me/payment-methods": read("user"),
  "POST /api/me/payment-methods": write("user"),
  "GET /api/me/contacts": read("user"),
  "GET /api/me/favourites": read("user"),

  // The caller's own things by id
  "GET /api/me/cards/:id/working-hours": read(
    "user",
    owned(
      draft((id) => `/api/me/cards/${id}/working-hours`),
      200,
    ),
  ),
  "PUT /api/me/cards/:id/working-hours": write(
    "user",
    owned(
      draft(
        (id) => `/api/me/cards/${id}/working-hours`,
        () => ({ mode: "standard" }),
      ),
      200,
    ),
  ),
  "POST /api/me/unavailable-times": write(
    "user",
    owned(
      draft(
        () => "/api/me/unavailable-times",
        (fx, id) => ({ startsAtUtc: inHours(fx, 24), endsAtUtc: inHours(fx, 48), cardId: id }),
      ),
      201,
    ),
  ),
  "DELETE /api/me/unavailable-times/:id": write(
    "user",
    owned(async (fx) => {
      const made = await fx.call("POST", "/api/me/unavailable-times", {
        cookie: fx.s.advisor.cookie,
        body: { startsAtUtc: inHours(fx, 24), endsAtUtc: inHours(fx, 30), note: "Away" },
      });
      return { owner: fx.s.advisor, path: `/api/me/unavailable-times/${(await dataOf(made, unavailableTimeSchema)).id}` };
    }, 204),
  ),
  "DELETE /api/me/payment-methods/:id": write(
    "user",
    owned(
      async (fx) => ({
        owner: fx.s.learner,
        path: `/api/me/payment-methods/${await addCard(fx.t, fx.s.learner.cookie, "4242424242424242")}`,
      }),
      204,
    ),
  ),

  // Cards
  "GET /api/cards/search": read("public"),
  "GET /api/cards": read("user"),
  "GET /api/cards/review-queue": read("user", { role: { who: "staff", ok: 200 } }),
  "POST /api/cards": write("user"),
  "GET /api/cards/:id": read(
    "public",
    owned(
      draft((id) => `/api/cards/${id}`),
      200,
    ),
  ),
  "PUT /api/cards/:id": write(
    "user",
    owned(
      draft(
        (id) => `/api/cards/${id}`,
        () => cardInput({ title: `Renamed card ${crypto.randomUUID()}` }),
      ),
      200,
    ),
  ),
  "DELETE /api/cards/:id": write(
    "user",
    owned(
      draft((id) => `/api/cards/${id}`),
      204,
    ),
  ),
  "POST /api/cards/:id/favourite": write(
    "user",
    owned(
      draft((id) => `/api/cards/${id}/favourite`),
      204,
    ),
  ),
  "DELETE /api/cards/:id/favourite": write(
    "user",
    owned(
      draft((id) => `/api/cards/${id}/favourite`),
      204,
    ),
  ),
  "GET /api/cards/:id/related": read(
    "public",
    owned(
      draft((id) => `/api/cards/${id}/related`),
      200,
    ),
  ),
  "GET /api/cards/:id/reviews": read(
    "public",
    owned(
      draft((id) => `/api/cards/${id}/reviews`),
      200,
    ),
  ),
  "POST /api/cards/:id/:action": write(
    "user",
    owned(
      draft((id) => `/api/cards/${id}/publish`),
      200,
    ),
  ),
  "GET /api/cards/:id/availability": read(
    "public",
    owned(async (fx) => {
      const id = await fx.draftCard();
      return { owner: fx.s.advisor, path: `/api/cards/${id}/availability?from=${inHours(fx, 0)}&to=${inHours(fx, 7 * 24)}` };
    }, 200),
  ),
  "GET /api/cards/:id/price": read(
    "public",
    owned(
      draft((id) => `/api/cards/${id}/price?duration=30`),
      200,
    ),
  ),
  "POST /api/guest/card/:id/short-link": write(
    "public",
    owned(
      draft((id) => `/api/guest/card/${id}/short-link`),
      200,
    ),
  ),
  "GET /api/advisors/:slug": read("public", shared("an advisor's page lists only their published marketplace cards")),
  "GET /c/:code": read("public", shared("a short link is made to be shared; it redirects to the card's public address")),

  // Bookings
  "POST /api/bookings": write(
    "user",
    owned(
      async (fx) => ({
        owner: fx.s.learner,
        path: "/api/bookings",
        body: {
          cardId: fx.s.cardId,
          duration: 60,
          preferredTimes: [fx.freshTime()],
          discussionTopic: "Moving into engineering management",
          expiry: null,
          paymentMethodId: fx.s.paymentMethodId,
        },
      }),
      201,
      { status: 422, why: "someone else's saved card named in the body is refused as a field error, as an unknown one is" },
    ),
  ),
  "GET /api/bookings": read("user"),
  "GET /api/bookings/expiry-options": read("user"),
  "POST /api/bookings/contact-suggests": write(
    "user",
    owned(
      draft(
        () => "/api/bookings/contact-suggests",
        (_fx, id) => ({ cardId: id, email: "friend@example.com", firstName: "Robin" }),
      ),
      202,
    ),
  ),
  "GET /api/bookings/:id": read(
    "user",
    owned(
      request((id) => `/api/bookings/${id}`, "learner"),
      200,
    ),
  ),
  "POST /api/bookings/:id/confirm": write(
    "user",
    owned(
      request(
        (id) => `/api/bookings/${id}/confirm`,
        "advisor",
        (_fx, time) => ({ time }),
      ),
      200,
    ),
  ),
  "POST /api/bookings/:id/suggest-times": write(
    "user",
    owned(
      request(
        (id) => `/api/bookings/${id}/suggest-times`,
        "advisor",
        (fx) => ({ times: [fx.freshTime()] }),
      ),
      200,
    ),
  ),
  "POST /api/bookings/:id/reschedule": write(
    "user",
    owned(
      booked(
        (id) => `/api/bookings/${id}/reschedule`,
        "learner",
        (fx) => ({ times: [fx.freshTime()] }),
      ),
      200,
    ),
  ),
  "POST /api/bookings/:id/cancel": write(
    "user",
    owned(
      request(
        (id) => `/api/bookings/${id}/cancel`,
        "learner",
        () => ({ cancelReason: "other" }),
      ),
      200,
    ),
  ),
  "POST /api/bookings/:id/complete": write(
    "user",
    owned(
      booked((id) => `/api/bookings/${id}/complete`, "advisor"),
      409,
    ),
  ),
  "POST /api/bookings/:id/review": write(
    "user",
    owned(
      booked(
        (id) => `/api/bookings/${id}/review`,
        "learner",
        () => ({ rating: 5 }),
      ),
      409,
    ),
  ),
  "POST /api/bookings/:id/details/payment-method": write(
    "user",
    owned(
      request(
        (id) => `/api/bookings/${id}/details/payment-method`,
        "learner",
        (fx) => ({ paymentMethodId: fx.s.paymentMethodId }),
      ),
      200,
    ),
  ),
  "POST /api/bookings/:id/join": write(
    "user",
    owned(
      booked((id) => `/api/bookings/${id}/join`, "learner"),
      409,
    ),
  ),

  ...MEETING_ROUTES,

  // Embedded mode's dev tools
  "GET /api/dev/mailbox": read("dev"),
};
