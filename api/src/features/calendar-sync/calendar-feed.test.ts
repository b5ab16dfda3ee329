import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calendarFeedSchema } from "@kora/shared/contracts/calendar-sync.ts";
import { createLogger } from "../../lib/logger.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";
import { feedUrlFor } from "./calendar-feed.service.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const pathOf = (url: string) => new URL(url).pathname;
const rotate = async (cookie: string) =>
  (await dataOf(await t.call("POST", "/api/me/calendar-feed/rotate", { cookie }), calendarFeedSchema)).url;

/** The feed as a calendar app reads it: ical.js, not our own code. */
async function readFeed(url: string) {
  const response = await t.call("GET", pathOf(url));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/calendar");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  expect(calendar.getFirstPropertyValue("method")).toBeNull();
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      startMs: event.startDate.toUnixTime() * 1000,
      endMs: event.endDate.toUnixTime() * 1000,
      summary: event.summary,
      location: event.location,
      description: event.description,
    };
  });
}

describe("the private calendar feed", () => {
  it("serves both parties' confirmed sessions at the right instants, with the stable UID and the join link", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
    const booking = await s.confirmed(72);
    const start = Date.parse(booking.bookingTimeUtc!);
    const host = new URL(t.services.config.publicUrl).hostname;
    const advisorId = (
      await t.services.db.selectFrom("bookings").select("advisor_id").where("id", "=", booking.id).executeTakeFirstOrThrow()
    ).advisor_id;

    const advisorFeed = await readFeed(await feedUrlFor(t.services, advisorId));
    expect(advisorFeed).toHaveLength(1);
    expect(advisorFeed[0]).toMatchObject({ uid: `${booking.id}@${host}`, startMs: start, endMs: Date.parse(booking.endTimeUtc!) });
    expect(advisorFeed[0]!.summary).toContain("Lena");
    expect(advisorFeed[0]!.location).toBe(`${t.services.config.publicUrl}/my-kora/bookings/${booking.id}/join`);
    expect(advisorFeed[0]!.description).toContain(`/my-kora/bookings/${booking.id}/join`);

    const learnerFeed = await readFeed(await rotate(s.learner.cookie));
    expect(learnerFeed.map((e) => [e.uid, e.startMs])).toEqual([[`${booking.id}@${host}`, start]]);
    expect(learnerFeed[0]!.summary).not.toContain("Lena");
  });

  it("never shows one person's sessions through another's token; unknown and malformed addresses are 404", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
    await s.confirmed(72);
    const stranger = await makeUser(t, { firstName: "Mallory" });
    expect(await readFeed(await rotate(stranger.cookie))).toEqual([]);
    expect((await t.call("GET", `/api/calendar-feed/${"0".repeat(64)}.ics`)).status).toBe(404);
    expect((await t.call("GET", "/api/calendar-feed/not-a-token.ics")).status).toBe(404);
    expect((await t.call("GET", `/api/calendar-feed/${"0".repeat(64)}`)).status).toBe(404);
  });

  it("keeps one address until it is rotated; the old one then stops working", async () => {
    const person = await makeUser(t, { firstName: "Rosa" });
    const first = await feedUrlFor(t.services, person.user.id);
    expect(await feedUrlFor(t.services, person.user.id)).toBe(first);
    expect(first).toMatch(/\/api\/calendar-feed\/[0-9a-f]{64}\.ics$/);
    // Same clock instant, still a new address.
    const second = await rotate(person.cookie);
    expect(second).not.toBe(first);
    expect((await t.call("GET", pathOf(first))).status).toBe(404);
    expect((await t.call("GET", pathOf(second))).status).toBe(200);
    expect(await feedUrlFor(t.services, person.user.id)).toBe(second);
    // Only a hash of the token is stored.
    const stored = await t.services.db
      .selectFrom("calendar_feeds")
      .selectAll()
      .where("user_id", "=", person.user.id)
      .executeTakeFirstOrThrow();
    expect(second).not.toContain(stored.token_hash);
  });

  it("keeps the feed's secret out of the request log", async () => {
    const person = await makeUser(t, { firstName: "Iris" });
    const url = await feedUrlFor(t.services, person.user.id);
    const lines: string[] = [];
    Object.assign(t.services, { log: createLogger("info", (line) => lines.push(line)) });
    expect((await t.call("GET", pathOf(url))).status).toBe(200);
    const token = /([0-9a-f]{64})\.ics$/.exec(url)![1]!;
    expect(lines.some((line) => line.includes("/api/calendar-feed/"))).toBe(true);
    expect(lines.join("\n")).not.toContain(token);
  });
});
