import type { KyselyPlugin } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { INVITE_CREDIT_MAX_MINUTES } from "@kora/shared/domain/money/pro-bono.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { makeUser } from "../../test/factories.ts";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { createTestApp, ORIGIN, type TestApp } from "../../test/harness.ts";
import { grantInviteProBonoCredit } from "./pro-bono.service.ts";
import { inviteCreditMinutes } from "./pro-bono.repository.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const LEARNERS = 12;
/** Noon in Sydney on a day of a month ahead (the advisor's zone), one hour apart per learner. */
const timeIn = (month: string, learner: number) => new Date(Date.parse(`${month}-10T01:00:00Z`) + learner * 3_600_000).toISOString();

async function learners() {
  return Promise.all(Array.from({ length: LEARNERS }, (_, i) => makeUser(t, { firstName: `Learner${i}` })));
}

/**
 * Yields to the event loop for a moment after every query. On the in-memory database a request would
 * otherwise run its queries back to back; this way concurrent requests interleave at each query, as
 * they do under load, and every one of them passes the early check before any has written.
 */
const interleaving: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
    return args.result;
  },
};

/** Each learner asks for a 60-minute session in `month` at once, through an app whose queries interleave; the statuses. */
async function race(cardId: string, people: Awaited<ReturnType<typeof learners>>, month: string, extra: Record<string, unknown>) {
  const { app } = await createApp({
    config: loadConfig({ LOG_LEVEL: "silent" }),
    db: t.services.db.withPlugin(interleaving),
    now: () => t.clock.now,
  });
  const responses = await Promise.all(
    people.map((person, i) =>
      app.request("/api/bookings", {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", cookie: `kora_session=${person.cookie}` },
        body: JSON.stringify({
          cardId,
          duration: 60,
          preferredTimes: [timeIn(month, i)],
          discussionTopic: "Getting started as a volunteer mentor",
          expiry: null,
          paymentMethodId: null,
          ...extra,
        }),
      }),
    ),
  );
  return responses.map((response) => response.status);
}

const heldMinutes = async (advisorId: string, proBonoOnly: boolean) => {
  let query = t.services.db
    .selectFrom("bookings")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("duration"), eb.val(0)).as("minutes"))
    .where("advisor_id", "=", advisorId)
    .where("status", "=", "pending-approval");
  if (proBonoOnly) query = query.where("use_pro_bono", "=", 1);
  return Number((await query.executeTakeFirstOrThrow()).minutes);
};

describe("the last minutes of a month, asked for at once", () => {
  it("gives a month's last pro-bono minutes to exactly as many requests as fit, month after month", async () => {
    const s = await bookingScenario(t, { card: { proBono: true } });
    await t.call("PUT", "/api/me/pro-bono", { cookie: s.advisor.cookie, body: { enabled: true, probono_minutes: 120 } });
    const people = await learners();
    for (const month of ["2026-12", "2027-01", "2027-02"]) {
      const statuses = await race(s.cardId, people, month, { useProbonoCredit: true });
      expect(
        statuses.filter((code) => code === 201),
        month,
      ).toHaveLength(2);
      expect(
        statuses.filter((code) => code === 422),
        month,
      ).toHaveLength(LEARNERS - 2);
    }
    expect(await heldMinutes(s.advisor.user.id, true)).toBe(3 * 120);
  }, 60_000);

  it("lets exactly as many requests as the consultation cap allows through", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null, settings: { consultationCap: 3 } });
    const people = await learners();
    const statuses = await race(s.cardId, people, "2026-12", {});
    expect(statuses.filter((code) => code === 201)).toHaveLength(3);
    // The rest are refused: the cap's 422, or — for one that raced past the early check while the month
    // filled — the slot check's 409 (the month's times are closed once the cap is reached).
    expect(statuses.filter((code) => code === 422 || code === 409)).toHaveLength(LEARNERS - 3);
    expect(await heldMinutes(s.advisor.user.id, false)).toBe(180);
  }, 60_000);
});

describe("invite pro-bono credit: grantInviteProBonoCredit", () => {
  /** The services the grant needs, on a database whose queries interleave (see `interleaving`). */
  const racing = () => ({ db: t.services.db.withPlugin(interleaving), now: () => t.clock.now });

  it("never lets 20 invites granted at once take the total past 100 hours", async () => {
    const { user } = await makeUser(t, { firstName: "Inviter", type: "Advisor" });
    const grants = await Promise.all(
      Array.from({ length: 20 }, (_, i) => grantInviteProBonoCredit(racing(), user.id, `invite-${i}`, 7 * 60)),
    );
    const granted = grants.reduce((sum, grant) => sum + grant.grantedMinutes, 0);
    expect(granted).toBe(INVITE_CREDIT_MAX_MINUTES);
    expect(await inviteCreditMinutes(t.services.db, user.id)).toBe(INVITE_CREDIT_MAX_MINUTES);
    // 14 full grants of 7 hours, one of the 2 hours left, then nothing.
    expect(grants.map((grant) => grant.grantedMinutes).sort((a, b) => b - a)).toEqual([...Array(14).fill(420), 120, 0, 0, 0, 0, 0]);
  });

  it("grants once per invite, whoever repeats it at the same time", async () => {
    const { user } = await makeUser(t, { firstName: "Inviter", type: "Advisor" });
    const grants = await Promise.all(Array.from({ length: 10 }, () => grantInviteProBonoCredit(racing(), user.id, "invite-a", 90)));
    expect(grants.filter((grant) => !grant.replay)).toHaveLength(1);
    expect(grants.every((grant) => grant.grantedMinutes === 90 && grant.totalMinutes === 90)).toBe(true);
    expect(await inviteCreditMinutes(t.services.db, user.id)).toBe(90);
  });

  it("has the database refuse a total over 100 hours and any change to a grant", async () => {
    const { user } = await makeUser(t, { firstName: "Inviter", type: "Advisor" });
    await grantInviteProBonoCredit(t.services, user.id, "invite-big", 9000);
    expect(await inviteCreditMinutes(t.services.db, user.id)).toBe(INVITE_CREDIT_MAX_MINUTES);
    const row = { user_id: user.id, source: "invite" as const, minutes: 1, created_at: t.clock.now.toISOString() };
    await expect(
      t.services.db
        .insertInto("pro_bono_credits")
        .values({ ...row, id: "x", invite_id: "sneaky" })
        .execute(),
    ).rejects.toThrow(/pro_bono_invite_credit_cap/);
    await expect(t.services.db.updateTable("pro_bono_credits").set({ minutes: 0 }).execute()).rejects.toThrow(/append_only/);
  });
});
