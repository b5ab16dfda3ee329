import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "@kora/shared/messages.ts";
import { currentReadOwner } from "../db/read-owner.ts";
import type { ReadTask, ReadTaskRunner } from "../db/read-task.ts";
import { ALL_WEEK, bookingScenario, DAY } from "../test/booking-scenario.ts";
import { makeAdvisor } from "../test/factories.ts";
import { addMember, insertGroup } from "../test/group-fixtures.ts";
import { createTestApp, errorOf, type TestApp } from "../test/harness.ts";

/**
 * The reads that can cost milliseconds of CPU: each runs its work as a read task — on the
 * reader pool in the server — as its caller's, and each person may ask for each kind only so often.
 * The app's read task runner here runs tasks in this thread and notes each one's name and owner.
 */
let t: TestApp;
afterEach(() => t?.close());

function recordingRunner() {
  const ran: { task: string; owner: string | null }[] = [];
  const runner: ReadTaskRunner = {
    run<I, O>(task: ReadTask<I, O>, input: I): Promise<O> {
      ran.push({ task: task.name, owner: currentReadOwner() });
      return task.run(t.services.db, input);
    },
  };
  return { ran, runner };
}

/** An advisor on Pro with a card and hours, who runs a group of their own; and a learner. */
async function world() {
  const s = await bookingScenario(t, { workingHours: ALL_WEEK, card: { rate: 0 }, testCard: null });
  const proAndAdmin = async (userId: string, slug: string) => {
    await t.services.db
      .insertInto("plan_subscriptions")
      .values({ id: `sub-${slug}`, user_id: userId, slug: "kora-pro", started_at: "2026-01-01T00:00:00Z", ends_at: null })
      .execute();
    const group = await insertGroup(t.services.db, t.clock.now, { slug });
    await addMember(t.services.db, t.clock.now, group.id, userId, "verified-member-community-visible", true);
    return group.id;
  };
  const groupId = await proAndAdmin(s.advisor.user.id, "first-group");
  const other = await makeAdvisor(t, "Olive");
  const otherGroupId = await proAndAdmin(other.user.id, "second-group");
  return { s, groupId, other, otherGroupId };
}

const from = "2026-11-23T00:00:00.000Z";
const to = "2026-11-30T00:00:00.000Z";

/** Every expensive read: its limit's kind, the task it runs, and its path for an advisor (`cardId`, `groupId` theirs). */
const ROUTES = [
  { kind: "slots", task: "availability.slot-list", path: (w: Ids) => `/api/cards/${w.cardId}/availability?from=${from}&to=${to}` },
  { kind: "slots", task: "availability.summary", path: () => "/api/me/availability/summary" },
  { kind: "search", task: "cards.search", path: () => "/api/cards/search?swift_search=coaching" },
  { kind: "dashboard", task: "dashboard.of", path: () => "/api/me/dashboard" },
  { kind: "receipts", task: "billing.receipts", path: () => "/api/me/receipts?page=1" },
  { kind: "exports", task: "billing.earnings-csv", path: () => "/api/me/earnings.csv" },
  { kind: "analytics", task: "analytics.months", path: () => "/api/me/analytics?months=12" },
  { kind: "analytics", task: "analytics.learners", path: () => "/api/me/analytics/learners?page=1" },
  { kind: "exports", task: "analytics.export", path: () => "/api/me/analytics/export.csv?kind=months" },
  { kind: "console", task: "console.members", path: (w: Ids) => `/api/groups/${w.groupId}/members?page=1&search-name=a` },
  { kind: "console", task: "console.member", path: (w: Ids) => `/api/groups/${w.groupId}/members/${w.userId}` },
  { kind: "console", task: "console.bookings", path: (w: Ids) => `/api/groups/${w.groupId}/bookings?page=1` },
  { kind: "console", task: "console.stats", path: (w: Ids) => `/api/groups/${w.groupId}/stats` },
  { kind: "console", task: "console.overview", path: () => "/api/me/console" },
] as const;

interface Ids {
  cardId: string;
  groupId: string;
  userId: string;
}

describe("expensive reads", () => {
  it("run their work as read tasks, as the caller's (or the address's, signed out)", async () => {
    const { ran, runner } = recordingRunner();
    t = await createTestApp({}, { reads: runner });
    const { s, groupId } = await world();
    const ids = { cardId: s.cardId, groupId, userId: s.advisor.user.id };
    for (const route of ROUTES) {
      ran.length = 0;
      const response = await t.call("GET", route.path(ids), { cookie: s.advisor.cookie });
      expect(response.status, route.task).toBe(200);
      expect(ran, route.task).toEqual([{ task: route.task, owner: `user:${s.advisor.user.id}` }]);
    }
    ran.length = 0;
    expect((await t.call("GET", ROUTES[0].path(ids), { ip: "203.0.113.9" })).status).toBe(200);
    expect(ran).toEqual([{ task: "availability.slot-list", owner: "ip:203.0.113.9" }]);
  });

  it("answer 429 to one account past its budget a minute, while another account is still served", async () => {
    t = await createTestApp({ READ_RATE_LIMIT_PER_MINUTE: "3" });
    const { s, groupId, other, otherGroupId } = await world();
    const mine = { cardId: s.cardId, groupId, userId: s.advisor.user.id };
    const theirs = { cardId: s.cardId, groupId: otherGroupId, userId: other.user.id };
    for (const route of ROUTES) {
      for (let i = 0; i < 3; i++)
        expect((await t.call("GET", route.path(mine), { cookie: s.advisor.cookie })).status, route.task).toBe(200);
      const refused = await t.call("GET", route.path(mine), { cookie: s.advisor.cookie });
      expect(refused.status, route.task).toBe(429);
      expect((await errorOf(refused)).message).toBe(MESSAGES.tooMany);
      expect((await t.call("GET", route.path(theirs), { cookie: other.cookie })).status, route.task).toBe(200);
      // A minute on, the budget is whole again (and the next route of the table starts with it whole).
      t.clock.advance(61_000);
      expect((await t.call("GET", route.path(mine), { cookie: s.advisor.cookie })).status, route.task).toBe(200);
      t.clock.advance(61_000);
    }
  });

  it("count signed-out visitors by their address", async () => {
    t = await createTestApp({ READ_RATE_LIMIT_PER_MINUTE: "3" });
    const { s } = await world();
    const path = `/api/cards/${s.cardId}/availability?from=${from}&to=${to}`;
    for (let i = 0; i < 3; i++) expect((await t.call("GET", path, { ip: "203.0.113.1" })).status).toBe(200);
    expect((await t.call("GET", path, { ip: "203.0.113.1" })).status).toBe(429);
    expect((await t.call("GET", path, { ip: "203.0.113.2" })).status).toBe(200);
    // A signed-in person behind the same address has their own budget.
    expect((await t.call("GET", path, { ip: "203.0.113.1", cookie: s.learner.cookie })).status).toBe(200);
  });

  it("let a learner page through every week of the year ahead in both lengths within a minute; refuse a burst past 120", async () => {
    t = await createTestApp();
    const { s } = await world();
    const week = (i: number, duration: number) => {
      const start = Date.parse("2026-11-23T00:00:00Z") + i * 7 * DAY;
      return `/api/cards/${s.cardId}/availability?from=${new Date(start).toISOString()}&to=${new Date(start + 7 * DAY).toISOString()}&duration=${duration}`;
    };
    const statuses: number[] = [];
    for (let i = 0; i < 53; i++)
      for (const duration of [30, 60]) statuses.push((await t.call("GET", week(i, duration), { cookie: s.learner.cookie })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (let i = 0; i < 120 - statuses.length; i++)
      expect((await t.call("GET", week(i, 30), { cookie: s.learner.cookie })).status).toBe(200);
    expect((await t.call("GET", week(0, 30), { cookie: s.learner.cookie })).status).toBe(429);
  }, 60_000);
});
