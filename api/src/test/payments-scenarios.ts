import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { bookingScenario } from "./booking-scenario.ts";
import type { FakeStripe, StripeObject } from "./fake-stripe/index.ts";
import type { recordingSocket, TestApp } from "./harness.ts";

/*
 * Small steps the payments tests share: a session both sides attend (so it completes and the
 * advisor's share is scheduled), the fake's PaymentIntent of a booking, mails and realtime events.
 */

type Scenario = Awaited<ReturnType<typeof bookingScenario>>;

/** Both join a confirmed, paid booking around its start and stay; the clock ends past its end and due jobs run (completed). */
export async function completeSession(t: TestApp, s: Scenario, booking: BookingDto): Promise<void> {
  const start = Date.parse(booking.bookingTimeUtc!);
  for (const [cookie, at] of [
    [s.advisor.cookie, start - 5 * 60_000],
    [s.learner.cookie, start - 2 * 60_000],
  ] as const) {
    t.clock.now = new Date(at);
    for (let i = 0; i <= 4; i++) {
      const joined = await s.act(cookie, booking.id, "join");
      if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${await joined.text()}`);
      t.clock.advance(30_000);
    }
  }
  t.clock.now = new Date(start + (booking.duration + 1) * 60_000);
  await t.services.jobs.runDue();
}

/** The PaymentIntents the fake holds for a booking, oldest first. */
export function intentsOf(fake: FakeStripe, bookingId: string): StripeObject[] {
  return [...fake.objects.paymentIntents.values()].filter((pi) => (pi.metadata as Record<string, string>).booking_id === bookingId);
}

/** The POSTs the fake received at `path` for a booking (its id in the body). */
export function postsFor(fake: FakeStripe, path: string, bookingId: string) {
  return fake.requests.filter((r) => r.method === "POST" && r.path === path && JSON.stringify(r.body).includes(bookingId));
}

/** Subjects of the mails sent to `email` (after the outbox drained: `t.services.jobs.runDue()`). */
export async function mailSubjects(t: TestApp, email: string): Promise<string[]> {
  const rows = await t.services.db
    .selectFrom("dev_mailbox")
    .select("subject")
    .where("to_address", "=", email.toLowerCase())
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.subject);
}

/** A recording socket for `userId`, connected to the app's hub. */
export function listen(t: TestApp, socket: ReturnType<typeof recordingSocket>) {
  t.services.hub.connect(socket.client);
  return socket;
}

/** The realtime event names a recording socket received, in order. */
export const eventNames = (frames: ReturnType<typeof recordingSocket>["frames"]) =>
  frames.flatMap((frame) => (frame.type === "event" ? [frame.event.name] : []));
