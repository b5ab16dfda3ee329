import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { cardSearchResultSchema } from "@kora/shared/contracts/cards.ts";
import { makeAdvisor, makeStaff, publishedCard } from "../../test/factories.ts";
import { bodyOf, createTestApp, dataOf, narrow, type TestApp } from "../../test/harness.ts";

/** `PUT /api/currency-rates`: the rates now in force, units per US dollar. */
const ratesSchema = narrow(z.object({ rates: z.record(z.string(), z.number()) }));

describe("/api/currency-rates", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const search = async (query: string) => bodyOf(await t.call("GET", `/api/cards/search?${query}`), cardSearchResultSchema);

  it("lets staff replace rates: cards are re-priced and cached search results show it at once", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    await publishedCard(t, advisor.cookie, staff.cookie, { title: "Numbat spotting", rate: 2000, currency: "AUD" });
    const shown = async () => (await search("swift_search=numbat&currency=USD")).data[0]!.convertedRate!.minor;
    const before = await shown();

    const refused = await t.call("PUT", "/api/currency-rates", { cookie: advisor.cookie, body: { rates: { AUD: 4 } } });
    expect(refused.status).toBe(403);
    const updated = await t.call("PUT", "/api/currency-rates", { cookie: staff.cookie, body: { rates: { AUD: 4 } } });
    expect(updated.status).toBe(200);
    expect((await dataOf(updated, ratesSchema)).rates).toMatchObject({ USD: 1, AUD: 4 });

    expect(await shown()).toBe(500);
    expect(before).not.toBe(500);
    const cheap = await search("swift_search=numbat&currency=USD&to_rate=600");
    expect(cheap.meta.total).toBe(1);
  });
});
