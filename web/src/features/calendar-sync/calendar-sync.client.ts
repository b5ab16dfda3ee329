import { queryOptions } from "@tanstack/react-query";
import {
  calendarConnectionSchema,
  calendarFeedSchema,
  calendarSyncOverviewSchema,
  type CalendarChoiceInput,
  type CalendarConnection,
  type CalendarFeed,
  type CalendarSyncOverview,
  type CaldavConnectInput,
  type IcsSubscribeInput,
} from "@kora/shared/contracts/calendar-sync.ts";
import { api, apiRequest } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { ME_QUERY_KEY } from "../../lib/session.ts";

/** Every query here starts with "calendar-sync", so one invalidation refreshes the page, the banner and the menu. */
export const calendarSyncKeys = {
  all: ["calendar-sync"] as const,
  overview: ["calendar-sync", "overview"] as const,
};

const base = "/api/me/calendar-connections";
const connectionPath = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** GET /api/me/calendar-connections: connections, the private feed address and the failing count. */
export const overviewQuery = queryOptions({
  queryKey: calendarSyncKeys.overview,
  queryFn: ({ signal }) => api.get(base, { schema: calendarSyncOverviewSchema, toast: false, signal }),
});

/** Puts one connection's new state into the cached overview (added, or replaced by id). */
function keepConnection(connection: CalendarConnection) {
  queryClient.setQueryData<CalendarSyncOverview>(calendarSyncKeys.overview, (overview) => {
    if (!overview) return overview;
    const known = overview.connections.some((existing) => existing.id === connection.id);
    const connections = known
      ? overview.connections.map((existing) => (existing.id === connection.id ? connection : existing))
      : [...overview.connections, connection];
    return { ...overview, connections, failing: connections.filter((entry) => entry.status === "failing").length };
  });
}

/** After a change the overview is read again, and /api/me for the menu's alert count. */
function refresh() {
  void queryClient.invalidateQueries({ queryKey: calendarSyncKeys.all });
  void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

/** POST …/caldav: logs in and lists the account's calendars; a refusal is a 422 on the field at fault. */
export async function connectCaldav(input: CaldavConnectInput): Promise<CalendarConnection> {
  askedAtMs = Date.now();
  const connection = await api.post(`${base}/caldav`, input, { schema: calendarConnectionSchema, toast: false });
  keepConnection(connection);
  refresh();
  return connection;
}

/** POST …/ics: the address is fetched once to check it serves a calendar. */
export async function subscribeIcs(input: IcsSubscribeInput): Promise<CalendarConnection> {
  askedAtMs = Date.now();
  const connection = await api.post(`${base}/ics`, input, { schema: calendarConnectionSchema, toast: false });
  keepConnection(connection);
  refresh();
  return connection;
}

/**
 * PATCH …/{id}: which calendars count as busy and which one sessions are written into. The boxes follow
 * the click at once; the API's answer replaces them, or the old choice comes back on a refusal.
 */
export async function chooseCalendars(id: string, choice: CalendarChoiceInput): Promise<CalendarConnection> {
  const before = queryClient.getQueryData<CalendarSyncOverview>(calendarSyncKeys.overview)?.connections.find((entry) => entry.id === id);
  if (before) {
    const busy = new Set(choice.busyCalendars);
    keepConnection({
      ...before,
      calendars: before.calendars.map((calendar) => ({
        ...calendar,
        busy: busy.has(calendar.url),
        write: calendar.url === choice.writeCalendar,
      })),
    });
  }
  try {
    const connection = await apiRequest(connectionPath(id), { method: "PATCH", body: choice, schema: calendarConnectionSchema });
    keepConnection(connection);
    refresh();
    return connection;
  } catch (error) {
    if (before) keepConnection(before);
    throw error;
  }
}

/** When a sync was last asked for (or a connection added): the page reads the overview again for a while after. */
let askedAtMs = Number.NEGATIVE_INFINITY;
/** How long after asking the page keeps reading the overview, whatever the connection's status says. */
export const WATCH_AFTER_ASKING_MS = 30_000;
export const askedLately = (nowMs: number) => nowMs - askedAtMs < WATCH_AFTER_ASKING_MS;

/** POST …/{id}/refresh: a sync is queued now (202); the overview is read again as it runs. */
export async function syncNow(id: string): Promise<CalendarConnection> {
  askedAtMs = Date.now();
  const connection = await api.post(`${connectionPath(id)}/refresh`, undefined, { schema: calendarConnectionSchema });
  keepConnection(connection);
  refresh();
  return connection;
}

/** DELETE …/{id}: its busy times go; events already written stay in the calendar. */
export async function disconnect(id: string): Promise<void> {
  await api.delete(connectionPath(id));
  queryClient.setQueryData<CalendarSyncOverview>(calendarSyncKeys.overview, (overview) => {
    if (!overview) return overview;
    const connections = overview.connections.filter((connection) => connection.id !== id);
    return { ...overview, connections, failing: connections.filter((entry) => entry.status === "failing").length };
  });
  refresh();
}

/** POST /api/me/calendar-feed/rotate: a new private address; the old one stops working. */
export async function rotateFeed(): Promise<CalendarFeed> {
  const feed = await api.post("/api/me/calendar-feed/rotate", undefined, { schema: calendarFeedSchema });
  queryClient.setQueryData<CalendarSyncOverview>(calendarSyncKeys.overview, (overview) => (overview ? { ...overview, feed } : overview));
  return feed;
}
