import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ACTIVITY_IDLE_MS, ACTIVITY_RETENTION_DAYS } from "@kora/shared/domain/activity/activity-rules.ts";
import { consoleMemberSchema } from "@kora/shared/contracts/group-console.ts";
import { MEMBER_FILTER_PARAMS } from "@kora/shared/contracts/groups.ts";
import { newSession } from "../../test/factories.ts";
import { addMember, groupWorld } from "../../test/group-fixtures.ts";
import { createTestApp, pageOf, type TestApp } from "../../test/harness.ts";
import { ACTIVITY_COOKIE } from "./activity-cookie.ts";
import { PRUNE_BATCH, PRUNE_EVERY_MS, pruneActivity, scheduleActivityPruning } from "./activity.jobs.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const DAY = 86_400_000;

async function person(email: string) {
  const cookie = await t.signIn(email);
  const { id } = await t.services.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return { id, cookie };
}

const events = (userId: string) =>
  t.services.db.selectFrom("user_activity").select(["event", "created_at"]).where("user_id", "=", userId).orderBy("id").execute();

describe("pruning activity", () => {
  it("deletes events older than the retention in batches, keeps the rest, and runs again each hour", async () => {
    const { id } = await person("old@example.com");
    const start = t.clock.now.getTime();
    // PRUNE_BATCH * 2 + 7 old events (over two full batches), and 3 within the 90 days.
    const old = Array.from({ length: PRUNE_BATCH * 2 + 7 }, (_, i) => ({
      user_id: id,
      session_id: "s",
      event: "pageView",
      route: "/x",
      extra: null,
      created_at: new Date(start + i * 1000).toISOString(),
    }));
    await t.services.db.insertInto("user_activity").values(old).execute();
    const recentAt = start + 10 * DAY;
    await t.services.db
      .insertInto("user_activity")
      .values(
        [0, 1, 2].map((i) => ({
          user_id: id,
          session_id: "s",
          event: "pageView",
          route: "/y",
          extra: null,
          created_at: new Date(recentAt + i).toISOString(),
        })),
      )
      .execute();

    // 90 days on, nothing is old enough yet (the sign-in included).
    t.clock.now = new Date(start + ACTIVITY_RETENTION_DAYS * DAY);
    expect(await pruneActivity(t.services)).toBe(0);

    // A day later, the sign-in's login and the old events are past 90 days; the recent three stay.
    t.clock.now = new Date(start + (ACTIVITY_RETENTION_DAYS + 1) * DAY);
    await scheduleActivityPruning(t.services);
    expect(await t.services.jobs.runDue()).toBe(0); // not due before its slot
    t.clock.now = new Date((Math.floor(t.clock.now.getTime() / PRUNE_EVERY_MS) + 1) * PRUNE_EVERY_MS);
    expect(await t.services.jobs.runDue()).toBe(1);
    expect(await events(id)).toEqual([0, 1, 2].map((i) => ({ event: "pageView", created_at: new Date(recentAt + i).toISOString() })));

    // It scheduled its next run: due one slot on.
    t.clock.advance(PRUNE_EVERY_MS);
    expect(await t.services.jobs.runDue()).toBe(1);
  });
});

describe("the console's log-in windows", () => {
  it("count a return after an idle hour as a log-in, beside the sign-ins", async () => {
    const w = await groupWorld(t);
    const { id, cookie } = await person("back@example.com");
    await addMember(t.services.db, t.clock.now, w.groupA.id, id, "verified-member-community-visible");
    const post = () =>
      t.call("POST", "/api/users/activity", {
        body: { route: "/my-kora/dashboard", event: "pageView" },
        headers: { cookie: `kora_session=${cookie}` },
      });

    /** The members of group A whose log-ins in the last day fall in `count`, as the admin's console lists them. */
    const listed = async (count: "one" | "two-three") => {
      const admin = await newSession(t, w.adminA.user.id);
      const param = encodeURIComponent(JSON.stringify({ window: "1d", count }));
      const page = await pageOf(
        await t.call("GET", `/api/groups/${w.groupA.id}/members?${MEMBER_FILTER_PARAMS.loginActivity}=${param}`, { cookie: admin }),
        consoleMemberSchema,
      );
      return page.data.map((member) => member.userId);
    };
    expect(await post()).toHaveProperty("status", 202);
    expect(await listed("one")).toContain(id);

    // Back two hours later on the same (still valid) session: a new activity session and a log-in.
    t.clock.advance(2 * ACTIVITY_IDLE_MS);
    const back = await post();
    expect(back.headers.get("set-cookie")).toContain(`${ACTIVITY_COOKIE}=`);
    expect((await events(id)).filter((e) => e.event === "login")).toHaveLength(2);
    expect(await listed("two-three")).toContain(id);
    expect(await listed("one")).not.toContain(id);
  });
});
