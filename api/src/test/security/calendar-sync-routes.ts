import { insertConnection } from "../../features/calendar-sync/calendar-sync.repository.ts";
import { owned, read, type Fixtures, type OwnedRequest, type RouteKey, type RouteRow, write } from "./route-rows.ts";

/** A CalDAV connection of the advisor's, stored as a connect would leave it (no server is called). */
const connection =
  (path: (id: string) => string, body?: unknown) =>
  async (fx: Fixtures): Promise<OwnedRequest> => {
    const id = crypto.randomUUID();
    const nowMs = fx.t.clock.now.getTime();
    await insertConnection(fx.t.services.db, {
      id,
      user_id: fx.s.advisor.user.id,
      kind: "caldav",
      label: "caldav.example",
      address: "https://caldav.example/",
      username: "ada",
      secret: "v1.sealed.elsewhere",
      calendars: JSON.stringify([{ url: "https://caldav.example/ada/work/", name: "Work", color: null, busy: true, write: true }]),
      status: "ok",
      failures: 0,
      created_at_ms: nowMs,
      updated_at_ms: nowMs,
    });
    return { owner: fx.s.advisor, path: path(id), body };
  };

/**
 * Calendar connections (core §7): each is its owner's alone; another person's id is 404. Connecting
 * (caldav, ics) takes only the caller's own credentials or address, so it has no object to guard.
 */
export const CALENDAR_SYNC_ROUTES: Record<RouteKey, RouteRow> = {
  "GET /api/me/calendar-connections": read("user"),
  "POST /api/me/calendar-connections/caldav": write("user"),
  "POST /api/me/calendar-connections/ics": write("user"),
  "PATCH /api/me/calendar-connections/:id": write(
    "user",
    owned(
      connection((id) => `/api/me/calendar-connections/${id}`, {
        busyCalendars: ["https://caldav.example/ada/work/"],
        writeCalendar: null,
      }),
      200,
    ),
  ),
  "POST /api/me/calendar-connections/:id/refresh": write(
    "user",
    owned(
      connection((id) => `/api/me/calendar-connections/${id}/refresh`),
      202,
    ),
  ),
  "DELETE /api/me/calendar-connections/:id": write(
    "user",
    owned(
      connection((id) => `/api/me/calendar-connections/${id}`),
      204,
    ),
  ),
  "GET /api/me/calendar-busy-times": read("user"),
};
