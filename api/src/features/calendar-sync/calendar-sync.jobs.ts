import { CALENDAR_WRITE_AHEAD_DAYS } from "@kora/shared/contracts/calendar-sync.ts";
import { z } from "zod";
import { defineJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { writeBookingEvents } from "./booking-events.ts";
import { dueConnections } from "./calendar-sync.repository.ts";
import { upcomingConfirmedBookingIds } from "./calendar-sync.read-model.ts";
import { syncConnection } from "./sync-connection.ts";

/** The sweep for due syncs runs this often (each connection's own next attempt is also queued when it is set). */
export const SWEEP_EVERY_MS = 5 * 60_000;
const SWEEP_BATCH = 200;

/**
 * Queues a connection's sync for `atMs`. Scheduled (the default): once per (connection, instant)
 * whoever asks, and skipped when a later sync has moved the connection's next attempt past it, so a
 * refresh never starts a second chain of scheduled syncs. Not scheduled (a refresh, a new choice of
 * calendars): runs whatever the schedule says.
 */
export function queueSync(services: Pick<Services, "jobs">, connectionId: string, atMs: number, scheduled = true) {
  return scheduled
    ? services.jobs.enqueue(
        calendarSyncJob,
        { connectionId, dueMs: atMs },
        { runAtMs: atMs, dedupeKey: `calendar.sync:${connectionId}:${atMs}` },
      )
    : services.jobs.enqueue(calendarSyncJob, { connectionId }, { runAtMs: atMs });
}

export const calendarSyncJob = defineJob(
  "calendar.sync",
  z.object({ connectionId: z.string(), dueMs: z.number().optional() }),
  async (
    { connectionId, dueMs },
    services: Pick<Services, "config" | "db" | "jobs" | "log" | "now" | "outbox" | "slotsCache" | "workers">,
  ) => {
    const health = await syncConnection(services, connectionId, dueMs);
    // The next try (a retry with backoff, or the next regular sync) is queued now; the sweep catches any lost.
    if (health?.nextAttemptAtMs) await queueSync(services, connectionId, health.nextAttemptAtMs);
    // Session writes to a server that was down ran out of retries: write the person's sessions again.
    if (health?.recovered) await queueSessionWrites(services, health.userId);
  },
);

/** Every confirmed session of the person not yet over (up to a year ahead) gets a write job, as for any booking change. */
export async function queueSessionWrites(services: Pick<Services, "db" | "jobs" | "now">, userId: string): Promise<void> {
  const nowMs = services.now().getTime();
  const ids = await upcomingConfirmedBookingIds(services.db, userId, nowMs, nowMs + CALENDAR_WRITE_AHEAD_DAYS * 86_400_000);
  for (const bookingId of ids) await services.jobs.enqueue(calendarBookingJob, { bookingId });
}

/** Puts the next sweep on the queue: one per slot, whichever instance gets there first. */
export async function scheduleCalendarSweep(services: Pick<Services, "jobs" | "now">): Promise<void> {
  const slot = Math.floor(services.now().getTime() / SWEEP_EVERY_MS) + 1;
  await services.jobs.enqueue(calendarSweepJob, { slot }, { runAtMs: slot * SWEEP_EVERY_MS, dedupeKey: `calendar.sweep:${slot}` });
}

export const calendarSweepJob = defineJob(
  "calendar.sweep",
  z.object({ slot: z.number() }),
  async (_payload, services: Pick<Services, "db" | "jobs" | "now">) => {
    const nowMs = services.now().getTime();
    // Keyed by the instant each was due: a sync its last run already queued is not queued twice.
    for (const due of await dueConnections(services.db, nowMs, SWEEP_BATCH)) await queueSync(services, due.id, due.dueMs);
    await scheduleCalendarSweep(services);
  },
);

/** A booking changed: write, update or remove its event in both parties' calendars. */
export const calendarBookingJob = defineJob(
  "calendar.booking",
  z.object({ bookingId: z.string() }),
  ({ bookingId }, services: Pick<Services, "config" | "db" | "log" | "now" | "outbox">) => writeBookingEvents(services, bookingId),
);

export const CALENDAR_SYNC_JOBS = [calendarSyncJob, calendarSweepJob, calendarBookingJob] as const;
