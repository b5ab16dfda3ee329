import type { RouteObject } from "react-router-dom";
import { APP_BASE } from "@kora/shared/brand.ts";

/**
 * The meeting's pages, full-bleed in the meeting layout (no site header): a person's personal room
 * (public: guests knock with a first name), the same room entered from one of their cards, and a
 * booking's call (signed-in; the guard sends others to log in).
 */
export const meetingRoutes: RouteObject[] = [
  { path: "meet/:slug", lazy: () => import("./personal-room-page.tsx").then((m) => ({ Component: m.PersonalRoomPage })) },
  // A card's instant meeting (core §2): the card's advisor's personal room, entered from the card.
  {
    path: "advisors/:userSlug/:cardSlug/instant-meeting",
    lazy: () => import("./card-meeting-page.tsx").then((m) => ({ Component: m.CardMeetingPage })),
  },
  {
    path: `${APP_BASE.slice(1)}/bookings/:id/join`,
    lazy: () => import("./booking-call-page.tsx").then((m) => ({ Component: m.BookingCallPage })),
  },
];
