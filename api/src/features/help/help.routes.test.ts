import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { HELP_CATEGORIES } from "@kora/shared/site/help/help-centre.ts";
import type { HelpCentre } from "@kora/shared/site/help/types.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";

/** The wire shape of `HelpCentre` (interfaces in shared/site/help/types.ts, no zod contract). */
const helpCentreSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      image: z.string(),
      sections: z.array(z.object({ id: z.string(), title: z.string(), questions: z.array(z.object({ q: z.string(), a: z.string() })) })),
    }),
  ),
}) satisfies z.ZodType<HelpCentre>;

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe("GET /api/help", () => {
  it("returns every category with its sections and questions, cacheable for 5 minutes", async () => {
    const response = await t.call("GET", "/api/help");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const data = await dataOf(response, helpCentreSchema);
    expect(data.categories.map((category) => category.id)).toEqual(HELP_CATEGORIES.map((category) => category.id));
    const giftCards = data.categories.find((category) => category.id === "gift-cards");
    expect(giftCards).toMatchObject({ title: "Gift cards", image: "/img/help/gift-cards.svg" });
    expect(giftCards?.sections[0]?.questions[0]).toEqual({
      q: expect.stringMatching(/\?$/),
      a: expect.stringContaining("$25, $50 or $100"),
    });
  });

  it("needs no session", async () => {
    const cookie = await t.signIn("reader@example.com");
    const signedIn = await (await t.call("GET", "/api/help", { cookie })).json();
    const guest = await (await t.call("GET", "/api/help")).json();
    expect(signedIn).toEqual(guest);
  });
});
