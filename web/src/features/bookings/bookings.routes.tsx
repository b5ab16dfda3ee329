import { redirect, type RouteObject } from "react-router-dom";
import { listenForBookingEvents } from "./booking-events.ts";
import { BOOKINGS_BASE } from "./booking-paths.ts";

/** The router imports this module once at start-up, so booking toasts and live refreshes work on every page. */
listenForBookingEvents();

const lists = () => import("./manage/booking-list-page.tsx");
const initiate = (flow: string, load: () => Promise<RouteObject["Component"]>): RouteObject => ({
  path: `bookings/initiate/${flow}`,
  lazy: async () => ({ Component: await load() }),
});
const advisorFlows = () => import("./initiate/advisor-flow-pages.tsx");
const learnerFlows = () => import("./initiate/learner-flow-pages.tsx");

/** Pages under a card (landing layout): book (request or instant), and respond to an advisor-initiated booking. */
export const bookingsPublicRoutes: RouteObject[] = [
  { path: "advisors/:userSlug/:cardSlug/book", lazy: () => import("./request/book-page.tsx").then((m) => ({ Component: m.BookPage })) },
  {
    path: "advisors/:userSlug/:cardSlug/respond",
    lazy: () => import("./respond/respond-page.tsx").then((m) => ({ Component: m.RespondPage })),
  },
];

/**
 * Pages under /my-kora (dashboard layout): the bookings lists, a booking and its actions, and the initiate
 * flows (core §2). Saved payment cards are the billing feature's (billing.routes.tsx). The booking's call
 * (/my-kora/bookings/:id/join) is the meeting feature's, in the full-bleed meeting layout.
 */
export const bookingsDashboardRoutes: RouteObject[] = [
  { path: "bookings", lazy: () => import("./initiate/hub-page.tsx").then((m) => ({ Component: m.InitiateHubPage })) },
  { path: "bookings/requests", lazy: () => lists().then((m) => ({ Component: m.RequestsPage })) },
  { path: "bookings/confirmed", lazy: () => lists().then((m) => ({ Component: m.ConfirmedPage })) },
  { path: "bookings/archive", lazy: () => lists().then((m) => ({ Component: m.ArchivePage })) },
  { path: "bookings/instant", lazy: () => lists().then((m) => ({ Component: m.InstantPage })) },
  { path: "bookings/initiate", loader: () => redirect(BOOKINGS_BASE) },
  initiate("schedule-for-later", () => import("./initiate/schedule-for-later-page.tsx").then((m) => m.ScheduleForLaterPage)),
  initiate("you-suggest-time", () => advisorFlows().then((m) => m.YouSuggestTimePage)),
  initiate("already-agreed", () => advisorFlows().then((m) => m.AlreadyAgreedPage)),
  initiate("invite-someone", () => advisorFlows().then((m) => m.InviteSomeonePage)),
  initiate("your-contact-suggests", () => import("./initiate/contact-suggests-page.tsx").then((m) => m.YourContactSuggestsPage)),
  initiate("book-someone", () => import("./initiate/book-someone-page.tsx").then((m) => m.BookSomeonePage)),
  initiate("new-booking", () => learnerFlows().then((m) => m.NewBookingPage)),
  initiate("repeat-booking", () => learnerFlows().then((m) => m.RepeatBookingPage)),
  initiate("book-favourite", () => learnerFlows().then((m) => m.BookFavouritePage)),
  { path: "bookings/:id", lazy: () => import("./manage/booking-detail-page.tsx").then((m) => ({ Component: m.BookingDetailPage })) },
  { path: "bookings/:id/confirm", lazy: () => import("./manage/confirm-page.tsx").then((m) => ({ Component: m.ConfirmPage })) },
  {
    path: "bookings/:id/suggest-times",
    lazy: () => import("./manage/suggest-times-page.tsx").then((m) => ({ Component: m.SuggestTimesPage })),
  },
  { path: "bookings/:id/reschedule", lazy: () => import("./manage/reschedule-page.tsx").then((m) => ({ Component: m.ReschedulePage })) },
  { path: "bookings/:id/review", lazy: () => import("./manage/review-page.tsx").then((m) => ({ Component: m.ReviewPage })) },
];
