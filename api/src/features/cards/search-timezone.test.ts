import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardDetailSchema, cardSearchResultSchema } from "@kora/shared/contracts/cards.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { fillMessage } from "@kora/shared/messages.ts";
import { makeAdvisor, makeStaff, publishedCard } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe("timezones sent by clients", () => {
  it("answers an unknown user_timezone in search with 422 and the field's message, not a 500", async () => {
    for (const zone of ["Not/AZone", "", "Etc/Nowhere", "America/New_York/"]) {
      const response = await t.call("GET", `/api/cards/search?user_timezone=${encodeURIComponent(zone)}`);
      expect(response.status, zone).toBe(422);
      const error = await errorOf(response);
      expect(error).toMatchObject({ code: "validation_failed", fields: { user_timezone: [fillMessage("timezone")] } });
    }
  });

  it("treats any spelling of a zone as its canonical IANA name: one search cache entry, the same cards", async () => {
    const advisor = await makeAdvisor(t, "Nora");
    const staff = await makeStaff(t);
    const id = await publishedCard(t, advisor.cookie, staff.cookie, { timezone: "America/New_York" });
    const before = t.services.searchCache.size;
    const bodies: string[] = [];
    const answeredBy: (string | null)[] = [];
    for (const zone of ["America/New_York", "america/new_york", "AMERICA/NEW_YORK", "aMeRiCa/NeW_yOrK"]) {
      const response = await t.call("GET", `/api/cards/search?seed=7&user_timezone=${encodeURIComponent(zone)}`);
      expect(response.status, zone).toBe(200);
      answeredBy.push(response.headers.get("x-cache"));
      bodies.push(await response.text());
    }
    expect(t.services.searchCache.size - before).toBe(1);
    // X-Cache says which answers came from the cache (the search benchmark counts them).
    expect(answeredBy).toEqual(["miss", "hit", "hit", "hit"]);
    expect(new Set(bodies).size).toBe(1);
    expect(cardSearchResultSchema.parse(JSON.parse(bodies[0]!)).data.map((card) => card.id)).toEqual([id]);
  });

  it("stores the canonical spelling of a profile's and a card's timezone, and refuses unknown ones with 422", async () => {
    const advisor = await makeAdvisor(t, "Omar");
    const updated = await t.call("PUT", "/api/me", { cookie: advisor.cookie, body: { timezone: "europe/london" } });
    expect(updated.status).toBe(200);
    expect((await dataOf(updated, meSchema)).timezone).toBe("Europe/London");
    const bad = await t.call("PUT", "/api/me", { cookie: advisor.cookie, body: { timezone: "Not/AZone" } });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields).toEqual({ timezone: [fillMessage("timezone")] });

    const staff = await makeStaff(t);
    const cardId = await publishedCard(t, advisor.cookie, staff.cookie, { timezone: "PACIFIC/AUCKLAND" });
    expect((await dataOf(await t.call("GET", `/api/cards/${cardId}`), cardDetailSchema)).timezone).toBe("Pacific/Auckland");
  });
});
