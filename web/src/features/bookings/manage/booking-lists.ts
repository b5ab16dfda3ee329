import { SEARCH_MAX_LENGTH } from "@kora/shared/constants.ts";
import { BOOKING_ROLES } from "@kora/shared/contracts/bookings.ts";
import { ARCHIVED_STATUSES, AWAITING_STATUSES, CONFIRMED_GROUP, type BookingStatus } from "@kora/shared/domain/bookings/lifecycle.ts";

/** The four lists under /my-kora/bookings (core §2). */
export type BookingList = "requests" | "confirmed" | "archive" | "instant";
export type RoleFilter = (typeof BOOKING_ROLES)[number];

export interface ListFilters {
  role: RoleFilter | null;
  query: string;
  /** Archive only: one archived status (the select shows labels; both cancelled statuses share one). */
  status: ArchiveStatusFilter | null;
  page: number;
}

/** Archived bookings 12 a page (core §9); the others are short lists. */
export const LIST_PAGE_SIZES: Record<BookingList, number> = { requests: 50, confirmed: 50, archive: 12, instant: 20 };

/** The archive's status filter, each standing for its statuses (its label is the catalogue's `archiveStatus.{filter}`). */
export const ARCHIVE_STATUS_FILTERS = {
  completed: ["completed"],
  cancelled: ["cancelled-provisional", "cancelled-confirmed"],
  expired: ["provisional-request-expired"],
  "no-show": ["expired-learner-no-show", "expired-advisor-no-show", "expired-both-no-show"],
} as const satisfies Record<string, readonly BookingStatus[]>;
export type ArchiveStatusFilter = keyof typeof ARCHIVE_STATUS_FILTERS;
export const ARCHIVE_STATUS_FILTER_NAMES = Object.keys(ARCHIVE_STATUS_FILTERS) as ArchiveStatusFilter[];

const isRole = (value: string | null): value is RoleFilter => BOOKING_ROLES.includes(value as RoleFilter);
const isArchiveStatus = (value: string | null): value is ArchiveStatusFilter =>
  value !== null && Object.hasOwn(ARCHIVE_STATUS_FILTERS, value);

/** Filters from the page's address (?role=&q=&status=&page=); anything unknown is ignored. */
export function readFilters(params: URLSearchParams, list: BookingList): ListFilters {
  const role = params.get("role");
  const status = params.get("status");
  const page = Math.max(1, Math.trunc(Number(params.get("page"))) || 1);
  return {
    role: isRole(role) ? role : null,
    query: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    status: list === "archive" && isArchiveStatus(status) ? status : null,
    page,
  };
}

/** The page's address for these filters (defaults left out, so plain lists have plain addresses). */
export function writeFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.role) params.set("role", filters.role);
  if (filters.query) params.set("q", filters.query);
  if (filters.status) params.set("status", filters.status);
  if (filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/**
 * The `GET /api/bookings` query of a list (core §7 filters and orders): requests are both awaiting
 * statuses, soonest to expire first; confirmed the confirmed group not yet archived, by start; the archive newest first,
 * 12 a page; instant bookings newest first.
 */
export function listApiParams(list: BookingList, filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  switch (list) {
    case "requests":
      params.set("status", AWAITING_STATUSES.join(","));
      params.set("orderBy", "request_expires_at_utc");
      break;
    case "confirmed":
      // The confirmed group (core §4); a completed booking leaves it once it is archived.
      params.set("status", CONFIRMED_GROUP.join(","));
      params.set("archived", "false");
      params.set("orderBy", "booking_time_utc");
      break;
    case "archive":
      params.set("archived", "true");
      params.set("status", (filters.status ? ARCHIVE_STATUS_FILTERS[filters.status] : ARCHIVED_STATUSES).join(","));
      params.set("orderBy", "-booking_time_utc");
      break;
    case "instant":
      params.set("instant_booking", "true");
      params.set("orderBy", "-booking_time_utc");
      break;
  }
  if (filters.role) params.set("role", filters.role);
  if (filters.query) params.set("query", filters.query);
  params.set("page[number]", String(filters.page));
  params.set("page[size]", String(LIST_PAGE_SIZES[list]));
  return params;
}

/** Split awaiting bookings into those the viewer must answer and those waiting on the other side, order kept. */
export function splitAwaiting<T extends { awaitingMe: boolean }>(bookings: readonly T[]): { mine: T[]; theirs: T[] } {
  return { mine: bookings.filter((b) => b.awaitingMe), theirs: bookings.filter((b) => !b.awaitingMe) };
}

/** Does the list show anything narrower than everything? (Empty states word themselves by it.) */
export const isFiltered = (filters: ListFilters) => Boolean(filters.role || filters.query || filters.status);
