import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAdvisor, makeStaff, publishedCard } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

describe("/api/currency-rates", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lets staff replace rates: cards are re-priced and cached search results show it at once", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    await publishedCard(t, advisor.cookie, staff.cookie, { title: "Numbat spotting", rate: 2000, currency: "AUD" });
    const shown = async () =>
      (await (await t.call("GET", "/api/cards/search?swift_search=numbat&currency=USD")).json()).data[0].convertedRate.minor;
    const before = await shown();

    const refused = await t.call("PUT", "/api/currency-rates", { cookie: advisor.cookie, body: { rates: { AUD: 4 } } });
    expect(refused.status).toBe(403);
    const updated = await t.call("PUT", "/api/currency-rates", { cookie: staff.cookie, body: { rates: { AUD: 4 } } });
    expect(updated.status).toBe(200);
    expect((await updated.json()).data.rates).toMatchObject({ USD: 1, AUD: 4 });

    expect(await shown()).toBe(500);
    expect(before).not.toBe(500);
    const cheap = await (await t.call("GET", "/api/cards/search?swift_search=numbat&currency=USD&to_rate=600")).json();
    expect(cheap.meta.total).toBe(1);
  });
});
