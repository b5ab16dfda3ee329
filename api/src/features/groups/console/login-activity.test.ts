import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { consoleMemberSchema } from "@kora/shared/contracts/group-console.ts";
import { MEMBER_FILTER_PARAMS } from "@kora/shared/contracts/groups.ts";
import { type ActivityWindow, COUNT_BUCKETS, type CountBucket } from "@kora/shared/domain/groups/activity.ts";
import { sha256 } from "../../../lib/crypto.ts";
import { newSession } from "../../../test/factories.ts";
import { addMember, groupWorld } from "../../../test/group-fixtures.ts";
import { createTestApp, dataOf, pageOf, sessionCookie, type TestApp } from "../../../test/harness.ts";
import { memberIdsMatching } from "./members.read-model.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const loginsOf = (userId: string) =>
  t.services.db.selectFrom("user_activity").selectAll().where("user_id", "=", userId).where("event", "=", "login").orderBy("id").execute();

/** Logs in with a mailed code (the account exists), returning the session cookie. */
async function codeLogin(email: string): Promise<string> {
  expect((await t.call("POST", "/api/password-free/verification-code", { body: { step: "login", email } })).status).toBe(202);
  const verified = await t.call("POST", "/api/password-free/verify", { body: { email, code: await t.latestCode(email) } });
  expect(verified.status).toBe(200);
  return sessionCookie(verified)!;
}

describe("log-in activity", () => {
  it("records a login row, with the session's hash, for every way of signing in", async () => {
    const first = await t.signIn("lia@example.com", { firstName: "Lia", lastName: "Moss" });
    const me = await dataOf(await t.call("GET", "/api/me", { cookie: first }), z.object({ id: z.string() }).loose());
    t.clock.advance(HOUR);
    const second = await codeLogin("lia@example.com");
    let rows = await loginsOf(me.id);
    expect(rows.map((row) => [row.session_id, row.created_at])).toEqual([
      [await sha256(first), "2026-11-21T09:00:00.000Z"],
      [await sha256(second), "2026-11-21T10:00:00.000Z"],
    ]);

    // A password of their own, then a password log-in.
    const password = "Correct-Horse-9battery";
    expect(
      (await t.call("POST", "/api/me/change-password", { cookie: second, body: { password, passwordConfirmation: password } })).status,
    ).toBe(200);
    const byPassword = await t.call("POST", "/api/auth/login", { body: { email: "lia@example.com", password } });
    expect(byPassword.status).toBe(200);
    rows = await loginsOf(me.id);
    expect(rows).toHaveLength(3);
    expect(rows[2]!.session_id).toBe(await sha256(sessionCookie(byPassword)!));

    // A guest, and the guest's link token signing them in again.
    const guest = await t.call("POST", "/api/guests", { body: { firstName: "Gus" } });
    const { user, token } = await dataOf(guest, z.object({ user: z.object({ id: z.string() }).loose(), token: z.string() }));
    expect((await t.call("POST", "/api/auth/token", { body: { token } })).status).toBe(200);
    expect(await loginsOf(user.id)).toHaveLength(2);
  });
});

describe("the console's log-in filter", () => {
  /**
   * Logins at these offsets (hours before the final instant): none, one in the last day, three
   * spread over 1/7/28 days, five spread wider. Counts in 1d / 7d / 28d:
   * m0 0/0/0, m1 1/1/1, m2 1/2/3, m3 2/3/4.
   */
  const HISTORY: Record<string, number[]> = {
    m0: [],
    m1: [2],
    m2: [2, 3 * 24, 10 * 24],
    m3: [1, 12, 6 * 24, 20 * 24, 30 * 24],
  };
  const EXPECTED: Record<string, Record<ActivityWindow, number>> = {
    m0: { "1d": 0, "7d": 0, "28d": 0 },
    m1: { "1d": 1, "7d": 1, "28d": 1 },
    m2: { "1d": 1, "7d": 2, "28d": 3 },
    m3: { "1d": 2, "7d": 3, "28d": 4 },
  };
  const bucketOf = (n: number): CountBucket => (n === 0 ? "none" : n === 1 ? "one" : n <= 3 ? "two-three" : "four-plus");

  it("counts log-ins in SQL for every window × bucket, with no rows counting as none, across a moved clock", async () => {
    const w = await groupWorld(t);
    const start = t.clock.now.getTime();
    const end = start + 31 * DAY;
    const ids: Record<string, string> = {};
    for (const name of Object.keys(HISTORY)) {
      await t.signIn(`${name}@example.com`, { firstName: `Member ${"abcd"[Number(name.slice(1))]}`, lastName: "Member" });
      const row = await t.services.db.selectFrom("users").select("id").where("email", "=", `${name}@example.com`).executeTakeFirstOrThrow();
      ids[name] = row.id;
      await addMember(t.services.db, t.clock.now, w.groupA.id, row.id, "verified-member-community-visible");
    }
    // The sign-ups above happened 31 days before `end`, outside every window.
    const events = Object.entries(HISTORY)
      .flatMap(([name, hours]) => hours.map((h) => ({ name, at: end - h * HOUR })))
      .sort((a, b) => a.at - b.at);
    for (const event of events) {
      t.clock.now = new Date(event.at);
      await codeLogin(`${event.name}@example.com`);
    }
    t.clock.now = new Date(end);
    // The admin's fixture session would have idled out over the month.
    const admin = await newSession(t, w.adminA.user.id);
    // Everyone else in the group (the admin, memberA) never logged in: "none" in every window.
    const quiet = [w.adminA.user.id, w.memberA.user.id];

    const cases = (["1d", "7d", "28d"] as const).flatMap((window) => COUNT_BUCKETS.map((count) => ({ window, count })));
    for (const { window, count } of cases) {
      const expected = [
        ...Object.keys(HISTORY)
          .filter((name) => bucketOf(EXPECTED[name]![window]) === count)
          .map((name) => ids[name]!),
        ...(count === "none" ? quiet : []),
      ].sort();
      const param = encodeURIComponent(JSON.stringify({ window, count }));
      const listed = await pageOf(
        await t.call("GET", `/api/groups/${w.groupA.id}/members?${MEMBER_FILTER_PARAMS.loginActivity}=${param}`, { cookie: admin }),
        consoleMemberSchema,
      );
      expect(listed.data.map((m) => m.userId).sort(), `${window} × ${count}`).toEqual(expected);
      expect(listed.meta.total).toBe(expected.length);
      const direct = await memberIdsMatching(t.services.db, w.groupA.id, { loginActivity: { window, count } }, t.clock.now);
      expect(direct.sort(), `${window} × ${count} (read-model)`).toEqual(expected);
    }

    // The 28-day count shows on each row; the last log-in too.
    const all = await pageOf(await t.call("GET", `/api/groups/${w.groupA.id}/members`, { cookie: admin }), consoleMemberSchema);
    const m3 = all.data.find((m) => m.userId === ids.m3)!;
    expect(m3.activity28d.logins).toBe(4);
    expect(m3.lastLoginAt).toBe(new Date(end - HOUR).toISOString());

    // 23 hours on, m1's login (2 hours old) has left the day; m2's 3-day one is still in the week.
    t.clock.advance(23 * HOUR);
    const day = { window: "1d", count: "none" } as const;
    expect(await memberIdsMatching(t.services.db, w.groupA.id, { loginActivity: day }, t.clock.now)).toContain(ids.m1);
    // Four more days: m2's 3-day log-in has left the week (7d count 1: the 2-hour one).
    t.clock.advance(4 * DAY);
    expect(await memberIdsMatching(t.services.db, w.groupA.id, { loginActivity: { window: "7d", count: "one" } }, t.clock.now)).toEqual(
      expect.arrayContaining([ids.m1, ids.m2]),
    );
  });
});
