import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createTestApp, dataOf, recordingSocket, type TestApp } from "../../test/harness.ts";
import { bookingScenario, HOUR } from "../../test/booking-scenario.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const eventNames = (frames: ReturnType<typeof recordingSocket>["frames"]) =>
  frames.flatMap((f) => (f.type === "event" ? [f.event.name] : []));

describe("booking jobs", () => {
  it("expires an unanswered request at its expiry, once, and tells both sides", async () => {
    const s = await bookingScenario(t);
    const booking = await s.requested([s.inHours(80)], { expiry: 24 });
    const learner = recordingSocket("l", s.learner.user.id);
    t.services.hub.connect(learner.client);
    t.clock.advance(24 * HOUR - 1000);
    await t.services.jobs.runDue();
    expect((await s.get(s.learner.cookie, booking.id)).status).toBe("pending-approval");
    t.clock.advance(1000);
    await t.services.jobs.runDue();
    expect((await s.get(s.learner.cookie, booking.id)).status).toBe("provisional-request-expired");
    expect(eventNames(learner.frames).filter((n) => n === "ProvisionalRequestExpired")).toHaveLength(1);
    expect(await t.services.jobs.runDue()).toBe(0);
    const mails = await t.services.db.selectFrom("dev_mailbox").select("subject").where("subject", "like", "%expired%").execute();
    expect(mails).toHaveLength(2);
  });

  it("keeps a counter-proposal alive past the first expiry, and a lapsed reschedule cancels the booking", async () => {
    const s = await bookingScenario(t);
    const booking = await s.requested([s.inHours(80)], { expiry: 24 });
    await s.act(s.advisor.cookie, booking.id, "suggest-times", { times: [s.inHours(150)], expiry: 96 });
    t.clock.advance(25 * HOUR);
    await t.services.jobs.runDue();
    expect((await s.get(s.learner.cookie, booking.id)).status).toBe("suggested-times");

    const confirmed = await s.confirmed(200);
    await s.act(s.learner.cookie, confirmed.id, "reschedule", { times: [s.inHours(260)], expiry: 24 });
    t.clock.advance(24 * HOUR);
    await t.services.jobs.runDue();
    expect(await s.get(s.learner.cookie, confirmed.id)).toMatchObject({
      status: "cancelled-confirmed",
      cancelReason: "reschedule-not-accepted",
    });
  });

  it("reminds both sides 10 minutes before the start, and not for a moved booking's old time", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(5);
    const advisor = recordingSocket("a", s.advisor.user.id);
    t.services.hub.connect(advisor.client);
    t.clock.now = new Date(Date.parse(booking.bookingTimeUtc!) - 10 * 60_000);
    await t.services.jobs.runDue();
    expect(eventNames(advisor.frames)).toContain("StartsInTenMinutes");
    const stats = (await dataOf(await t.call("GET", "/api/me?append=stats", { cookie: s.advisor.cookie }), meSchema)).stats;
    expect(stats).toMatchObject({ bookingActive: true, activeBookingId: booking.id });
  });

  it("survives a restart: jobs stored by one app instance run in the next", async () => {
    const s = await bookingScenario(t);
    const booking = await s.requested([s.inHours(80)], { expiry: 24 });
    // A second app on the same database stands in for the restarted server; the first never runs its jobs.
    const { services } = await createApp({
      config: loadConfig({ LOG_LEVEL: "silent" }),
      db: t.services.db,
      now: () => new Date(t.clock.now.getTime() + 25 * HOUR),
    });
    expect(await services.jobs.runDue()).toBeGreaterThan(0);
    expect((await s.get(s.learner.cookie, booking.id)).status).toBe("provisional-request-expired");
    expect(await t.services.jobs.runDue()).toBe(0);
  });
});
