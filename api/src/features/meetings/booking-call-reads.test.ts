import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { bookingCallClientSchema, bookingCallTimeSchema } from "@kora/shared/contracts/meetings.ts";
import { bookingScenario, HOUR } from "../../test/booking-scenario.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";
import { joinWith } from "./meeting-kit.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const MINUTE = 60_000;
const clientsSchema = z.array(bookingCallClientSchema);

describe("GET /api/bookings/:id/time and /clients (core §7)", () => {
  it("time: the server's clock beside the session's times and where the join window stands", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(24);
    const path = `/api/bookings/${booking.id}/time`;
    const start = Date.parse(booking.bookingTimeUtc!);
    const early = await dataOf(await t.call("GET", path, { cookie: s.learner.cookie }), bookingCallTimeSchema);
    expect(early).toEqual({
      now: t.clock.now.toISOString(),
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + booking.duration * MINUTE).toISOString(),
      joinOpensAt: new Date(start - 60 * MINUTE).toISOString(),
      joinClosesAt: new Date(start + 30 * MINUTE).toISOString(),
      window: "early",
    });
    t.clock.advance(24 * HOUR - 10 * MINUTE);
    expect((await dataOf(await t.call("GET", path, { cookie: s.advisor.cookie }), bookingCallTimeSchema)).window).toBe("open");
    t.clock.advance(41 * MINUTE);
    expect((await dataOf(await t.call("GET", path, { cookie: s.advisor.cookie }), bookingCallTimeSchema)).window).toBe("closed");
    const stranger = await makeUser(t, { firstName: "Sam" });
    expect((await t.call("GET", path, { cookie: stranger.cookie })).status).toBe(404);
  });

  it("a request not yet confirmed has no times to join by", async () => {
    const s = await bookingScenario(t);
    const { id } = await s.requested([s.inHours(48)]);
    const time = await dataOf(await t.call("GET", `/api/bookings/${id}/time`, { cookie: s.learner.cookie }), bookingCallTimeSchema);
    expect(time).toMatchObject({ startsAt: null, joinOpensAt: null, window: null });
  });

  it("clients: who is in the call with their role, and who is asking to join; nobody before anyone comes", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(24);
    const path = `/api/bookings/${booking.id}/clients`;
    expect(await dataOf(await t.call("GET", path, { cookie: s.learner.cookie }), clientsSchema)).toEqual([]);
    t.clock.advance(24 * HOUR - 30 * MINUTE);
    await joinWith(t, s.advisor, `/api/bookings/${booking.id}/video-token`);
    const colleague = await makeUser(t, { firstName: "Cleo" });
    await joinWith(t, colleague, `/api/bookings/${booking.id}/requestApproval`);
    const clients = await dataOf(await t.call("GET", path, { cookie: s.learner.cookie }), clientsSchema);
    expect(clients.map(({ id, role, state }) => ({ id, role, state }))).toEqual([
      { id: s.advisor.user.id, role: "host", state: "in-call" },
      { id: colleague.user.id, role: null, state: "waiting" },
    ]);
    // The one asking isn't on the booking, so can't read who is in.
    expect((await t.call("GET", path, { cookie: colleague.cookie })).status).toBe(404);
  });
});
