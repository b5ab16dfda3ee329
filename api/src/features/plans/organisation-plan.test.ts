import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_MESSAGES, subscriptionListSchema } from "@kora/shared/contracts/plans.ts";
import { ORGANISATION_PLAN } from "@kora/shared/domain/plans/organisation-plan.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";
import { mySlugs } from "../../test/plans-fixtures.ts";

describe("the B2B starter plan in GET /api/subscriptions", () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it("is listed after the personal plans, for anyone, and is what filter[slug] picks out", async () => {
    const all = await dataOf(await t.call("GET", "/api/subscriptions"), subscriptionListSchema);
    expect(all.map((plan) => plan.id)).toEqual(["basic", "plus", "pro", "groups-starter"]);
    const picked = await dataOf(
      await t.call("GET", `/api/subscriptions?filter[slug]=${encodeURIComponent(ORGANISATION_PLAN.slug)}`),
      subscriptionListSchema,
    );
    expect(picked).toEqual([
      expect.objectContaining({
        id: "groups-starter",
        audience: "organisation",
        name: "Groups Starter",
        contact: ORGANISATION_PLAN.contact,
      }),
    ]);
    const plus = await dataOf(await t.call("GET", "/api/subscriptions?filter[slug]=kora-plus"), subscriptionListSchema);
    expect(plus.map((plan) => plan.id)).toEqual(["plus"]);
    expect(await dataOf(await t.call("GET", "/api/subscriptions?filter[slug]=kora-gold"), subscriptionListSchema)).toEqual([]);
  });

  it("can't be subscribed to or dropped in the app: 409 says a demo leads in, and nothing changes", async () => {
    const ada = await makeUser(t, { firstName: "Ada" });
    for (const key of [ORGANISATION_PLAN.id, ORGANISATION_PLAN.slug]) {
      const subscribed = await t.call("POST", `/api/subscriptions/${key}/subscribe`, { cookie: ada.cookie, body: {} });
      expect(subscribed.status).toBe(409);
      expect((await errorOf(subscribed)).message).toBe(PLAN_MESSAGES.organisation);
      const dropped = await t.call("PUT", `/api/subscriptions/${key}/unsubscribe`, { cookie: ada.cookie });
      expect(dropped.status).toBe(409);
    }
    expect(PLAN_MESSAGES.organisation).toContain("/book-a-demo");
    expect(await mySlugs(t, ada.cookie)).toEqual([]);
  });
});
