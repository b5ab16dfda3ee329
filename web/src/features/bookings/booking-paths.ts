import { appPath } from "@kora/shared/brand.ts";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";

/** Where the bookings pages live (core §2): /my-kora/bookings/… */
export const BOOKINGS_BASE = appPath("bookings");

export type BookingSubPage = "join" | "confirm" | "suggest-times" | "reschedule" | "review";

/** Initiate flows under /my-kora/bookings/initiate (core §2). */
export const INITIATE_FLOWS = [
  "schedule-for-later",
  "you-suggest-time",
  "your-contact-suggests",
  "already-agreed",
  "invite-someone",
  "book-someone",
  "new-booking",
  "repeat-booking",
  "book-favourite",
] as const;
export type InitiateFlow = (typeof INITIATE_FLOWS)[number];

export const bookingPaths = {
  hub: BOOKINGS_BASE,
  requests: `${BOOKINGS_BASE}/requests`,
  confirmed: `${BOOKINGS_BASE}/confirmed`,
  archive: `${BOOKINGS_BASE}/archive`,
  instant: `${BOOKINGS_BASE}/instant`,
  detail: (id: string) => `${BOOKINGS_BASE}/${encodeURIComponent(id)}`,
  sub: (id: string, page: BookingSubPage) => `${BOOKINGS_BASE}/${encodeURIComponent(id)}/${page}`,
  initiate: (flow: InitiateFlow) => `${BOOKINGS_BASE}/initiate/${flow}`,
};

const SUB_PAGE = /^\/my-[\w-]+\/bookings\/([^/]+)\/(join|confirm|suggest-times|reschedule|review)\/?$/;

/** The booking id and sub-page a path shows, if it is one of a booking's sub-pages. */
export function bookingSubPageOf(pathname: string): { id: string; page: BookingSubPage } | null {
  const match = SUB_PAGE.exec(pathname);
  if (!match || match[1] === "initiate") return null;
  return { id: decodeURIComponent(match[1]!), page: match[2] as BookingSubPage };
}

/** The log-in page that brings the visitor back to `path` (book and respond pages, and every booking action, handle their own 401s). */
export const loginBackTo = (path: string) => `${LOGIN_PATH}&redirectTo=${encodeURIComponent(path)}`;

/**
 * The sign-up page that brings the visitor back to `path`: where "Book a session" sends someone
 * signed out (most are new; the page's Log in tab keeps the way back for those who aren't).
 */
export const signUpBackTo = (path: string) => `/password-free?step=signup&redirectTo=${encodeURIComponent(path)}`;
