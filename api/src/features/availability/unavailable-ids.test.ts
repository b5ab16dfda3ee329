import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeAdvisor, makeStaff, publishedCard } from "../../test/factories.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const range = { startsAtUtc: "2026-12-01T00:00:00Z", endsAtUtc: "2026-12-02T00:00:00Z", note: "Away" };
const rows = () => t.services.db.selectFrom("unavailable_times").select(["user_id", "card_id"]).execute();

describe("POST /api/me/unavailable-times: the card it is for", () => {
  it("answers an empty or blank cardId with 422 on that field, and stores nothing", async () => {
    const advisor = await makeAdvisor(t, "Ada");
    for (const cardId of ["", " "]) {
      const response = await t.call("POST", "/api/me/unavailable-times", { cookie: advisor.cookie, body: { ...range, cardId } });
      expect(response.status, JSON.stringify(cardId)).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe("validation_failed");
      expect(Object.keys(error.fields ?? {})).toEqual(["cardId"]);
    }
    expect(await rows()).toEqual([]);
  });

  it("answers another advisor's card, or one that doesn't exist, with 404, and stores nothing", async () => {
    const owner = await makeAdvisor(t, "Own");
    const other = await makeAdvisor(t, "Oth");
    const staff = await makeStaff(t);
    const cardId = await publishedCard(t, owner.cookie, staff.cookie);
    for (const id of [cardId, crypto.randomUUID()]) {
      const response = await t.call("POST", "/api/me/unavailable-times", { cookie: other.cookie, body: { ...range, cardId: id } });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe("not_found");
    }
    expect(await rows()).toEqual([]);

    const mine = await t.call("POST", "/api/me/unavailable-times", { cookie: owner.cookie, body: { ...range, cardId } });
    expect(mine.status).toBe(201);
    expect(await rows()).toEqual([
      { user_id: (await dataOf(await t.call("GET", "/api/me", { cookie: owner.cookie }), meSchema)).id, card_id: cardId },
    ]);
    // No card at all means every card: still fine.
    expect((await t.call("POST", "/api/me/unavailable-times", { cookie: other.cookie, body: range })).status).toBe(201);
  });
});
