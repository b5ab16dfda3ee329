import { afterEach, describe, expect, it } from "vitest";
import { availabilityResponseSchema } from "@kora/shared/contracts/bookings.ts";
import type { ReadTask, ReadTaskRunner } from "../../db/read-task.ts";
import { ALL_WEEK, bookingScenario } from "../../test/booking-scenario.ts";
import { bodyOf, createTestApp, type TestApp } from "../../test/harness.ts";

/**
 * Slot lists as read tasks (availability.task.ts): the server runs them on its reader pool, off the
 * event loop (api/server-tests/slot-lists.server.test.ts shows the loop stays free). Here the app's
 * read task runner is one that runs each task in this thread and can hold its answer back, the way a
 * busy reader would, to show what the service does around the task.
 */
let t: TestApp;
afterEach(() => t?.close());

/** Runs tasks on this app's database, records their names, and holds answers while `hold` is set. */
function heldRunner() {
  const ran: string[] = [];
  const state: { hold: Promise<void> | null } = { hold: null };
  const runner: ReadTaskRunner = {
    async run<I, O>(task: ReadTask<I, O>, input: I): Promise<O> {
      ran.push(task.name);
      const answer = await task.run(t.services.db, input);
      if (state.hold) await state.hold;
      return answer;
    },
  };
  return { ran, state, runner };
}

const FROM = "2026-11-22T00:00:00Z";
const TO = "2026-11-29T00:00:00Z";

describe("slot lists on the reader pool", () => {
  it("computes a card's slots and the advisor's summary as read tasks", async () => {
    const { ran, runner } = heldRunner();
    t = await createTestApp({}, { reads: runner });
    const s = await bookingScenario(t, { workingHours: ALL_WEEK, card: { rate: 0 }, testCard: null });
    const list = await t.call("GET", `/api/cards/${s.cardId}/availability?from=${FROM}&to=${TO}&duration=60`, { cookie: s.learner.cookie });
    expect(list.status).toBe(200);
    expect((await bodyOf(list, availabilityResponseSchema)).data.length).toBeGreaterThan(100);
    expect((await t.call("GET", "/api/me/availability/summary", { cookie: s.advisor.cookie })).status).toBe(200);
    expect(ran).toEqual(["availability.slot-list", "availability.summary"]);
  });

  it("never caches a slot list read before a booking took one of its slots", async () => {
    const { state, runner } = heldRunner();
    t = await createTestApp({}, { reads: runner });
    const s = await bookingScenario(t, { workingHours: ALL_WEEK, card: { rate: 0 }, testCard: null });
    const path = `/api/cards/${s.cardId}/availability?from=${FROM}&to=${TO}&duration=60`;
    const start = "2026-11-23T01:00:00.000Z";
    const slotsNow = async () => (await bodyOf(await t.call("GET", path, { cookie: s.advisor.cookie }), availabilityResponseSchema)).data;

    // The advisor's list is read (the slot still free) and its answer held, as a busy reader would…
    let release = () => {};
    state.hold = new Promise((resolve) => (release = resolve));
    const early = t.call("GET", path, { cookie: s.advisor.cookie });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // …meanwhile the learner's booking of that slot is confirmed (which clears the slots cache)…
    const booking = await s.requested([start], { paymentMethodId: null });
    expect((await s.act(s.advisor.cookie, booking.id, "confirm", { time: start })).status).toBe(200);
    state.hold = null;
    release();
    // …and the old answer arrives after: it may answer its own request, but must not be cached.
    expect((await bodyOf(await early, availabilityResponseSchema)).data.map((slot) => slot.startUtc)).toContain(start);
    expect((await slotsNow()).map((slot) => slot.startUtc)).not.toContain(start);
  });
});
