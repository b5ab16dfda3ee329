import {
  CALENDAR_SYNC_MESSAGES,
  type CaldavConnectInput,
  type CalendarBusyTimes,
  type CalendarChoiceInput,
  type CalendarConnection,
  type CalendarSyncOverview,
  type IcsSubscribeInput,
} from "@kora/shared/contracts/calendar-sync.ts";
import { busyTimesStale } from "@kora/shared/domain/calendar/sync-health.ts";
import { AppError, invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { slotsChanged } from "../availability/availability.service.ts";
import { TaskPoolBusyError, TaskPoolClosedError } from "../../workers/task-pool.ts";
import type { WorkerTask } from "../../workers/worker-task.ts";
import { BUSY_TASK_MS, busyTask, DISCOVER_TASK_MS, discoverTask, runCalendarTask } from "./calendar.tasks.ts";
import { feedUrlFor } from "./calendar-feed.service.ts";
import { calendarBookingJob, queueSessionWrites, queueSync } from "./calendar-sync.jobs.ts";
import {
  busyCounts,
  busyPeriodsOfUser,
  caldavConnectionsOf,
  connectionsOfUser,
  deleteConnection,
  findConnection,
  insertConnection,
  updateConnection,
} from "./calendar-sync.repository.ts";
import type { CalendarConnectionRow } from "./calendar-sync.table.ts";
import { calendarsOf, netPolicy, type StoredCalendar } from "./connection-secrets.ts";
import { icsFetchUrl } from "./ics/subscription.ts";
import { calendarSecretKey, sealSecret } from "./secret-box.ts";

/**
 * Calendar sync's public face (core §7): CalDAV accounts and ICS subscriptions, their busy times and
 * health, and sessions written out. This feature imports no other (bookings imports it: a change
 * queues the calendar write). Its graph renders mail (React Email, which pulls prismjs): keep it out of
 * the reader workers' imports (reader-entry.ts), where prismjs takes over the worker's messages.
 */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const WEEK = 7 * 86_400_000;

/** A calendar task for a person waiting on it: the workers' queue full or stopped is answered 503. */
async function calendarWork<I, O extends { ok: boolean }>(
  services: Pick<Services, "workers">,
  task: WorkerTask<I, O>,
  input: I,
  timeoutMs: number,
) {
  try {
    return await runCalendarTask(services.workers, task, input, timeoutMs);
  } catch (error) {
    if (error instanceof TaskPoolBusyError || error instanceof TaskPoolClosedError)
      throw new AppError("unavailable", "Lots of calendars are being read right now. Please try again in a minute.");
    throw error;
  }
}

function toConnection(row: CalendarConnectionRow, busyCount: number, nowMs: number): CalendarConnection {
  const troubled = row.status === "retrying" || row.status === "failing";
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    address: row.address,
    username: row.username,
    calendars: calendarsOf(row),
    status: row.status,
    lastSyncedAt: iso(row.last_synced_at_ms),
    lastError: troubled ? row.last_error : null,
    nextAttemptAt: troubled ? iso(row.next_attempt_at_ms) : null,
    busyCount,
    stale: busyTimesStale({ status: row.status, lastSyncedAtMs: row.last_synced_at_ms }, nowMs),
  };
}

async function connectionOut(services: Pick<Services, "db" | "now">, row: CalendarConnectionRow): Promise<CalendarConnection> {
  const counts = await busyCounts(services.db, row.user_id);
  return toConnection(row, counts.get(row.id) ?? 0, services.now().getTime());
}

/** The ICS address as shown: scheme and host, with the path and query (where secret addresses keep their key) masked. */
export function maskedAddress(url: string): string {
  const u = new URL(url);
  const last = u.pathname.split("/").filter(Boolean).at(-1) ?? "";
  const tail = /\.ics$/i.test(last) && last.length <= 12 ? `/…/${last}` : "/…";
  return `${u.protocol}//${u.host}${u.pathname === "/" && !u.search ? "/" : tail}`;
}

async function newConnection(
  services: Pick<Services, "config" | "db" | "jobs" | "now">,
  userId: string,
  fields: Pick<CalendarConnectionRow, "kind" | "label" | "address" | "username" | "calendars"> & { secret: string },
): Promise<CalendarConnectionRow> {
  const nowMs = services.now().getTime();
  const row: CalendarConnectionRow = {
    id: crypto.randomUUID(),
    user_id: userId,
    ...fields,
    secret: await sealSecret(await calendarSecretKey(services), fields.secret),
    status: "syncing",
    last_synced_at_ms: null,
    last_error: null,
    failures: 0,
    next_attempt_at_ms: nowMs,
    flagged_at_ms: null,
    created_at_ms: nowMs,
    updated_at_ms: nowMs,
  };
  await insertConnection(services.db, row);
  await queueSync(services, row.id, nowMs);
  return row;
}

/** Connects a CalDAV account: logs in and lists its calendars (all busy, the first writable one written to), then syncs. */
export async function connectCaldav(
  services: Pick<Services, "config" | "db" | "jobs" | "now" | "workers">,
  userId: string,
  input: CaldavConnectInput,
): Promise<CalendarConnection> {
  // The address is kept and shown in the clear: a user:password@ part typed into it is dropped (the password has its own field).
  const url = new URL(icsFetchUrl(input.serverUrl));
  url.username = "";
  url.password = "";
  url.hash = "";
  const serverUrl = url.toString();
  const existing = await connectionsOfUser(services.db, userId);
  if (existing.some((c) => c.kind === "caldav" && c.address === serverUrl && c.username === input.username))
    throw invalidField("username", "That account is already connected.");
  // Logged in and listed on the calendar worker: the server's XML is parsed there, not on the event loop.
  const account = { serverUrl, username: input.username, password: input.password };
  const discovered = await calendarWork(services, discoverTask, { account, policy: netPolicy(services) }, DISCOVER_TASK_MS);
  if (!discovered.ok)
    throw invalidField(discovered.code === "badLogin" ? "password" : "serverUrl", CALENDAR_SYNC_MESSAGES[discovered.code]);
  const found = discovered.calendars;
  if (found.length === 0) throw invalidField("serverUrl", CALENDAR_SYNC_MESSAGES.noCalendars);
  // Sessions go to the first calendar the account may add events to (never a read-only or shared-to-read one).
  const writeTo = found.find((c) => c.writable)?.url ?? null;
  const calendars: StoredCalendar[] = found.map((c) => ({
    url: c.url,
    name: c.name,
    color: c.color,
    busy: true,
    write: c.url === writeTo,
  }));
  const row = await newConnection(services, userId, {
    kind: "caldav",
    label: new URL(serverUrl).hostname,
    address: serverUrl,
    username: input.username,
    calendars: JSON.stringify(calendars),
    secret: input.password,
  });
  await queueSessionWrites(services, userId);
  return toConnection(row, 0, services.now().getTime());
}

/** Subscribes to an ICS address after one successful read of its next week, on the calendar worker. */
export async function subscribeIcs(
  services: Pick<Services, "config" | "db" | "jobs" | "now" | "workers">,
  userId: string,
  input: IcsSubscribeInput,
): Promise<CalendarConnection> {
  const url = icsFetchUrl(input.url);
  const fromMs = services.now().getTime();
  const read = { source: { kind: "ics" as const, url }, fromMs, toMs: fromMs + WEEK, timezone: "UTC" };
  const check = await calendarWork(
    services,
    busyTask,
    { ...read, publicUrl: services.config.publicUrl, policy: netPolicy(services) },
    BUSY_TASK_MS,
  );
  if (!check.ok) throw invalidField("url", CALENDAR_SYNC_MESSAGES[check.code]);
  const row = await newConnection(services, userId, {
    kind: "ics",
    label: input.label?.trim() || new URL(url).hostname,
    address: maskedAddress(url),
    username: null,
    calendars: "[]",
    secret: url,
  });
  return toConnection(row, 0, services.now().getTime());
}

export async function calendarOverview(
  services: Pick<Services, "config" | "db" | "now" | "secret">,
  userId: string,
): Promise<CalendarSyncOverview> {
  const [rows, counts, feed] = await Promise.all([
    connectionsOfUser(services.db, userId),
    busyCounts(services.db, userId),
    feedUrlFor(services, userId),
  ]);
  const nowMs = services.now().getTime();
  return {
    connections: rows.map((row) => toConnection(row, counts.get(row.id) ?? 0, nowMs)),
    feed: { url: feed },
    failing: rows.filter((row) => row.status === "failing").length,
  };
}

async function ownConnection(services: Pick<Services, "db">, userId: string, id: string): Promise<CalendarConnectionRow> {
  const row = await findConnection(services.db, userId, id);
  if (!row) throw notFound("That calendar connection doesn't exist.");
  return row;
}

/** Sets which calendars count as busy and which one sessions are written to; syncs again. */
export async function chooseCalendars(
  services: Pick<Services, "db" | "jobs" | "now">,
  userId: string,
  id: string,
  input: CalendarChoiceInput,
): Promise<CalendarConnection> {
  const row = await ownConnection(services, userId, id);
  if (row.kind !== "caldav")
    throw new AppError("validation_failed", "A subscribed calendar has no calendars to choose.", {
      busyCalendars: ["A subscribed calendar has no calendars to choose."],
    });
  const calendars = calendarsOf(row);
  const known = new Set(calendars.map((c) => c.url));
  const unknown = input.busyCalendars.find((url) => !known.has(url));
  if (unknown !== undefined) throw invalidField("busyCalendars", "That calendar isn't one of this account's.");
  if (input.writeCalendar !== null && !known.has(input.writeCalendar))
    throw invalidField("writeCalendar", "That calendar isn't one of this account's.");
  const busy = new Set(input.busyCalendars);
  const next = calendars.map((c) => ({ ...c, busy: busy.has(c.url), write: c.url === input.writeCalendar }));
  const nowMs = services.now().getTime();
  await updateConnection(services.db, row.id, { calendars: JSON.stringify(next), updated_at_ms: nowMs });
  await queueSync(services, row.id, nowMs, false);
  // Sessions are written again only when the calendar they go to changed (each is a job of remote writes).
  if ((calendars.find((c) => c.write)?.url ?? null) !== input.writeCalendar) await queueSessionWrites(services, userId);
  return connectionOut(services, { ...row, calendars: JSON.stringify(next), updated_at_ms: nowMs });
}

/** Queues a sync now (202); a healthy connection shows `syncing` until it lands, a troubled one keeps its status. */
export async function refreshConnection(
  services: Pick<Services, "db" | "jobs" | "now">,
  userId: string,
  id: string,
): Promise<CalendarConnection> {
  const row = await ownConnection(services, userId, id);
  const nowMs = services.now().getTime();
  const status = row.status === "ok" ? "syncing" : row.status;
  if (status !== row.status) await updateConnection(services.db, row.id, { status, updated_at_ms: nowMs });
  await queueSync(services, row.id, nowMs, false);
  return connectionOut(services, { ...row, status });
}

/** Disconnects: its busy times go at once; events already written stay in the person's calendar. */
export async function disconnectCalendar(services: Pick<Services, "db" | "slotsCache">, userId: string, id: string): Promise<void> {
  if (!(await deleteConnection(services.db, userId, id))) throw notFound("That calendar connection doesn't exist.");
  // Its busy times no longer hold slots back.
  slotsChanged(services);
}

export async function calendarBusyTimes(
  services: Pick<Services, "db" | "now">,
  userId: string,
  fromMs: number,
  toMs: number,
): Promise<CalendarBusyTimes> {
  const [periods, rows] = await Promise.all([busyPeriodsOfUser(services.db, userId, fromMs, toMs), connectionsOfUser(services.db, userId)]);
  const nowMs = services.now().getTime();
  return {
    busy: periods.map((p) => ({
      startsAt: new Date(p.start_ms).toISOString(),
      endsAt: new Date(p.end_ms).toISOString(),
      connectionId: p.connection_id,
    })),
    stale: rows.some((row) => busyTimesStale({ status: row.status, lastSyncedAtMs: row.last_synced_at_ms }, nowMs)),
  };
}

/**
 * A booking changed (bookings' notifyBooking): when either party has a CalDAV account, a job writes,
 * updates or removes the session's event in their calendars — never inline in the request.
 */
export async function queueBookingCalendarWrite(
  services: Pick<Services, "db" | "jobs">,
  booking: { id: string; advisor_id: string; learner_id: string },
): Promise<void> {
  const connections = await caldavConnectionsOf(services.db, [booking.advisor_id, booking.learner_id]);
  if (connections.length === 0) return;
  await services.jobs.enqueue(calendarBookingJob, { bookingId: booking.id });
}
