import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import { z } from "zod";
import { makeAdvisor, makeStaff, makeUser, postCard, publishedCard } from "../../test/factories.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const shortLinkSchema = z.object({ shortLink: z.string() });

/** Asks for the card's short link as `cookie` (a guest without one) and returns its path, /c/{code}. */
async function shortPath(cardId: string, cookie?: string): Promise<string> {
  const response = await t.call("POST", `/api/guest/card/${cardId}/short-link`, { cookie });
  expect(response.status).toBe(200);
  const { shortLink } = await dataOf(response, shortLinkSchema);
  expect(shortLink).toMatch(new RegExp(`^${t.services.config.publicUrl}/c/[a-z2-9]{7}$`));
  return new URL(shortLink).pathname;
}

/** Where opening the path sends the browser. */
async function opens(path: string, cookie?: string): Promise<string | null> {
  const response = await t.call("GET", path, { cookie });
  expect(response.status).toBe(302);
  return response.headers.get("location");
}

describe("card short links", () => {
  it("a guest gets one short link for a published card, the same each time, and it opens the card's page", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    const id = await publishedCard(t, advisor.cookie, staff.cookie);
    const path = await shortPath(id);
    expect(await shortPath(id)).toBe(path);
    expect(await shortPath(id, advisor.cookie)).toBe(path);
    const card = await dataOf(await t.call("GET", `/api/cards/${id}`), cardDetailSchema);
    expect(card.shortLink).toBe(`${t.services.config.publicUrl}${path}`);
    expect(await opens(path)).toBe(`/advisors/${advisor.user.slug}/${card.slug}`);
  });

  it("no one but its owner gets a short link for a draft, and the owner's link opens it for them only", async () => {
    const advisor = await makeAdvisor(t);
    const other = await makeUser(t, { firstName: "Lena" });
    const id = await postCard(t, advisor.cookie);
    expect((await t.call("POST", `/api/guest/card/${id}/short-link`)).status).toBe(404);
    expect((await t.call("POST", `/api/guest/card/${id}/short-link`, { cookie: other.cookie })).status).toBe(404);
    const path = await shortPath(id, advisor.cookie);
    expect(await opens(path, advisor.cookie)).toBe(`/advisors/${advisor.user.slug}/career-coaching-for-engineers`);
    // Everyone else is sent home: the draft is no one else's to see.
    expect(await opens(path)).toBe("/");
    expect(await opens(path, other.cookie)).toBe("/");
  });

  it("once the card is unpublished or deleted its code sends viewers home; an unknown code is the 404 page", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    const unpublished = await publishedCard(t, advisor.cookie, staff.cookie);
    const deleted = await publishedCard(t, advisor.cookie, staff.cookie, { title: "Interview practice" });
    const unpublishedPath = await shortPath(unpublished);
    const deletedPath = await shortPath(deleted);
    expect((await t.call("POST", `/api/cards/${unpublished}/unpublish`, { cookie: advisor.cookie })).status).toBe(200);
    expect((await t.call("DELETE", `/api/cards/${deleted}`, { cookie: advisor.cookie })).status).toBe(204);
    expect(await opens(unpublishedPath)).toBe("/");
    expect(await opens(deletedPath)).toBe("/");
    expect(await opens(deletedPath, advisor.cookie)).toBe("/");
    expect(await opens("/c/zzzzzzz")).toBe("/not-found");
  });
});
