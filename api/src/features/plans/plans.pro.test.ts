import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { PLAN_MESSAGES, proRequestDtoSchema } from "@kora/shared/contracts/plans.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { makeStaff, makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, narrow, type TestApp } from "../../test/harness.ts";
import { mailSubjects } from "../../test/payments-scenarios.ts";
import { downgrade, mySlugs, plansOf, subscribePlus } from "../../test/plans-fixtures.ts";

const MESSAGE = "I run a coaching practice with 40 clients and want analytics and branding.";

describe("Pro on request", () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it("takes one request at a time, staff answer it once, and approval gives Pro at once", async () => {
    const ada = await makeUser(t, { firstName: "Ada" });
    const staff = await makeStaff(t);
    const ask = (message?: string) => t.call("POST", "/api/subscriptions/pro/subscribe", { cookie: ada.cookie, body: { message } });

    const short = await ask("Pro please");
    expect(short.status).toBe(422);
    expect((await errorOf(short)).fields).toEqual({ message: [PLAN_MESSAGES.proMessage] });
    expect((await ask(MESSAGE)).status).toBe(201);
    const twice = await ask(MESSAGE);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(PLAN_MESSAGES.proPending);
    expect((await plansOf(t, ada.cookie)).plans.find((p) => p.id === "pro")!.request).toMatchObject({ status: "pending" });

    // Someone else can't answer it; staff see it first in their list.
    const list = z.array(proRequestDtoSchema);
    const requests = await dataOf(await t.call("GET", "/api/subscriptions/pro-requests", { cookie: staff.cookie }), list);
    expect(requests[0]).toMatchObject({ userId: ada.user.id, status: "pending", message: MESSAGE });
    expect((await t.call("POST", `/api/subscriptions/pro-requests/${requests[0]!.id}/approve`, { cookie: ada.cookie })).status).toBe(403);

    const both = await Promise.all([
      t.call("POST", `/api/subscriptions/pro-requests/${requests[0]!.id}/approve`, { cookie: staff.cookie }),
      t.call("POST", `/api/subscriptions/pro-requests/${requests[0]!.id}/decline`, { cookie: staff.cookie }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const approved = both[0]!.status === 200;
    await t.services.jobs.runDue();
    expect(await mySlugs(t, ada.cookie)).toEqual(approved ? ["kora-pro"] : []);
    expect(await mailSubjects(t, ada.user.email!)).toContain(approved ? "You're on Pro" : "About your Pro request");
    expect(await mailSubjects(t, t.services.config.staffEmail)).toContain("Pro request from Ada Tester");
    if (approved) {
      expect((await downgrade(t, ada.cookie, "pro")).status).toBe(200);
      expect(await mySlugs(t, ada.cookie)).toEqual([]);
    }
  });

  it("refuses Basic as a subscription and unknown plans", async () => {
    const bo = await makeUser(t, { firstName: "Bo" });
    const basic = await t.call("POST", "/api/subscriptions/basic/subscribe", { cookie: bo.cookie, body: {} });
    expect(basic.status).toBe(422);
    expect((await errorOf(basic)).message).toBe(PLAN_MESSAGES.basic);
    expect((await t.call("POST", "/api/subscriptions/gold/subscribe", { cookie: bo.cookie, body: {} })).status).toBe(404);
    expect((await t.call("PUT", "/api/subscriptions/plus/unsubscribe", { cookie: bo.cookie })).status).toBe(422);
  });
});

describe("what the plan changes on a booking", () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it("an advisor on Plus charges a 5% admin fee on a marketplace card instead of 15%, and 15% again after downgrading", async () => {
    const s = await bookingScenario(t, { card: { rate: 2500 } });
    const price = async () => {
      const breakdown = await dataOf(
        await t.call("GET", `/api/cards/${s.cardId}/price?duration=60`, { cookie: s.learner.cookie }),
        narrow(z.object({ adminFee: z.number(), adminFeePercent: z.number(), total: z.number() })),
      );
      return { adminFee: breakdown.adminFee, adminFeePercent: breakdown.adminFeePercent, total: breakdown.total };
    };
    expect(await price()).toEqual({ adminFee: 750, adminFeePercent: 15, total: 5750 });
    expect((await subscribePlus(t, s.advisor.cookie)).status).toBe(201);
    expect(await price()).toEqual({ adminFee: 250, adminFeePercent: 5, total: 5250 });
    const booking = await s.requested([s.inHours(72)]);
    expect(booking.price).toMatchObject({ adminFeePercent: 5, total: 5250 });
    expect((await downgrade(t, s.advisor.cookie)).status).toBe(200);
    expect(await price()).toEqual({ adminFee: 750, adminFeePercent: 15, total: 5750 });
  });
});
