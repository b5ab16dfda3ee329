import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { categoryNodeSchema } from "@kora/shared/contracts/cards.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const categoryIds = async () => {
  const tree = await dataOf(await t.call("GET", "/api/categories"), z.array(categoryNodeSchema));
  return [tree[0]!.id, tree[0]!.children[0]!.id, tree[1]!.id];
};

describe("PUT /api/me: profile fields (core §3)", () => {
  it("saves location, education, links, languages, interests and category interests, and GET /api/me returns them", async () => {
    const cookie = await t.signIn("ada@example.com");
    const fresh = await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema);
    expect(fresh).toMatchObject({
      location: null,
      education: null,
      socialLinks: [],
      languagesSpoken: [],
      interests: [],
      categoryInterests: [],
    });

    const categories = await categoryIds();
    const response = await t.call("PUT", "/api/me", {
      cookie,
      body: {
        location: " London, UK ",
        education: "BSc Mathematics, University of London",
        socialLinks: ["github.com/ada/", "https://www.linkedin.com/in/ada-lovelace", "https://ada.example.org/notes"],
        languagesSpoken: ["en", "FR", "mi"],
        interests: [" analytical  engines", "Poetry"],
        categoryInterests: categories,
      },
    });
    expect(response.status).toBe(200);
    const expected = {
      location: "London, UK",
      education: "BSc Mathematics, University of London",
      socialLinks: ["https://github.com/ada", "https://www.linkedin.com/in/ada-lovelace", "https://ada.example.org/notes"],
      languagesSpoken: ["en", "fr", "mi"],
      interests: ["analytical engines", "Poetry"],
      categoryInterests: categories,
    };
    expect(await dataOf(response, meSchema)).toMatchObject(expected);
    expect(await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema)).toMatchObject(expected);

    // Cleared: empty text is null, empty lists are empty; fields not sent stay as they were.
    const cleared = await t.call("PUT", "/api/me", { cookie, body: { location: "", education: null, socialLinks: [], interests: [] } });
    expect(await dataOf(cleared, meSchema)).toMatchObject({
      location: null,
      education: null,
      socialLinks: [],
      interests: [],
      languagesSpoken: ["en", "fr", "mi"],
      categoryInterests: categories,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      "location over 100 characters",
      { location: "x".repeat(101) },
      { location: ["Please provide a location with no more than 100 characters."] },
    ],
    [
      "12,000 characters of education",
      { education: "y".repeat(12_000) },
      { education: ["Please provide an education with no more than 200 characters."] },
    ],
    ["an unknown language", { languagesSpoken: ["en", "xx"] }, { "languagesSpoken.1": ["Oops, we can't find that language."] }],
    ["the same link twice", { socialLinks: ["https://ada.dev", "ada.dev/"] }, { "socialLinks.1": ["already chosen"] }],
    [
      "a GitHub repository for a profile",
      { socialLinks: ["https://github.com/ada/engine"] },
      { "socialLinks.0": ["Please provide a valid GitHub profile url."] },
    ],
    [
      "nine links",
      { socialLinks: Array.from({ length: 9 }, (_, i) => `https://s${i}.example.com`) },
      { socialLinks: ["You can add up to 8 links."] },
    ],
    ["an interest twice", { interests: ["Chess", "CHESS"] }, { "interests.1": ["already chosen"] }],
    [
      "an unknown category",
      { categoryInterests: ["no-such-category"] },
      { categoryInterests: ["Please choose categories from the list."] },
    ],
  ])("refuses %s with 422 and the field's message, changing nothing", async (_, body, fields) => {
    const cookie = await t.signIn("bo@example.com");
    await t.call("PUT", "/api/me", { cookie, body: { location: "Leeds", languagesSpoken: ["en"] } });
    const response = await t.call("PUT", "/api/me", { cookie, body: { ...body, interests: body.interests ?? ["kept?"] } });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual(fields);
    expect(await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema)).toMatchObject({
      location: "Leeds",
      languagesSpoken: ["en"],
      interests: [],
    });
  });
});
