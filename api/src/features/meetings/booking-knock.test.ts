import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { bookingScenario, HOUR } from "../../test/booking-scenario.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, errorOf, type TestApp } from "../../test/harness.ts";
import { joinWith } from "./meeting-kit.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const MINUTE = 60_000;

/** A confirmed booking 30 minutes from now, with the advisor already in its call. */
async function callUnderWay() {
  const s = await bookingScenario(t);
  const booking = await s.confirmed(24);
  t.clock.advance(24 * HOUR - 30 * MINUTE);
  const roomId = `booking:${booking.id}`;
  const a = await joinWith(t, s.advisor, `/api/bookings/${booking.id}/video-token`);
  return { ...s, booking, roomId, a, askPath: `/api/bookings/${booking.id}/requestApproval` };
}

describe("POST /api/bookings/:id/requestApproval: asking to join a booking's call", () => {
  it("puts someone who isn't on the booking in the waiting list; a host admits them by URL as a participant", async () => {
    const { learner, booking, roomId, a, askPath } = await callUnderWay();
    const l = await joinWith(t, learner, `/api/bookings/${booking.id}/video-token`);
    const colleague = await makeUser(t, { firstName: "Cleo" });
    const c = await joinWith(t, colleague, askPath);
    expect(c.last("meeting.waiting")).toEqual({ type: "meeting.waiting", roomId, hostName: expect.any(String) });
    expect(c.of("meeting.joined")).toEqual([]);
    // Both parties are hosts: both see the knock.
    for (const host of [a, l]) expect(host.last("meeting.knocks")!.waiting.map((w) => w.id)).toEqual([colleague.user.id]);

    const admitted = await t.call("POST", `/api/bookings/${booking.id}/approve/${colleague.user.id}`, { cookie: learner.cookie });
    expect(admitted.status).toBe(204);
    expect(c.last("meeting.joined")!.self).toMatchObject({ id: colleague.user.id, role: "participant" });
    expect(a.last("meeting.participant")!.participant).toMatchObject({ id: colleague.user.id, role: "participant" });
  });

  it("a host's refusal keeps them out, and a disabled asker can't knock again", async () => {
    const { advisor, booking, roomId, a, askPath } = await callUnderWay();
    const pat = await makeUser(t, { firstName: "Pat" });
    const p = await joinWith(t, pat, askPath);
    expect((await t.call("POST", `/api/bookings/${booking.id}/revoke/${pat.user.id}`, { cookie: advisor.cookie })).status).toBe(204);
    expect(p.last("meeting.refused")).toMatchObject({ roomId, code: "denied", message: MEETING_MESSAGES.denied });
    const again = await joinWith(t, pat, askPath);
    expect(again.last("meeting.waiting")).toBeDefined();
    await a.send({ type: "meeting.answer-knock", roomId, target: pat.user.id, answer: "disable" });
    expect(again.last("meeting.refused")).toMatchObject({ code: "disabled" });
    const third = await joinWith(t, pat, askPath);
    expect(third.last("meeting.refused")).toMatchObject({ code: "disabled", message: MEETING_MESSAGES.disabled });
    expect(a.last("meeting.knocks")!.waiting).toEqual([]);
  });

  it("refuses the parties (they walk in), bookings that don't exist, and outside the join window", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(24);
    const askPath = `/api/bookings/${booking.id}/requestApproval`;
    const stranger = await makeUser(t, { firstName: "Sam" });
    const early = await t.call("POST", askPath, { cookie: stranger.cookie });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(MEETING_MESSAGES.windowEarly);
    t.clock.advance(24 * HOUR - 30 * MINUTE);
    for (const party of [s.advisor, s.learner]) {
      const asked = await t.call("POST", askPath, { cookie: party.cookie });
      expect(asked.status).toBe(409);
      expect((await errorOf(asked)).message).toBe(MEETING_MESSAGES.noNeedToAsk);
    }
    const missing = await t.call("POST", `/api/bookings/${crypto.randomUUID()}/requestApproval`, { cookie: stranger.cookie });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe(MESSAGES.bookingNotFound);
    expect((await t.call("POST", askPath)).status).toBe(401);
    t.clock.advance(HOUR + MINUTE); // 31 minutes after the start
    const late = await t.call("POST", askPath, { cookie: stranger.cookie });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(MEETING_MESSAGES.windowClosed);
  });
});
