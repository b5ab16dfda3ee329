import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { languageMask } from "@kora/shared/domain/cards/language-mask.ts";
import { ADVISING_LANGUAGES } from "@kora/shared/domain/cards/options.ts";
import { sql } from "kysely";
import { cardInput, makeAdvisor, makeStaff, postCard, publishedCard } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

/**
 * card_facets and card_terms (migration 2026_11_25_1000) are kept by database triggers; search reads
 * only them. These tests write cards the way people do (the API) and read the tables back.
 */
let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const facetsOf = async (cardId: string) =>
  (
    await sql<{ rate_usd: number; timezone: string; language_mask: number; type: string }>`
      select f.* from card_facets f join cards c on c.rowid = f.card_rowid where c.id = ${cardId}`.execute(t.services.db)
  ).rows[0];
const termsOf = async (cardId: string) =>
  (
    await sql<{
      term: string;
    }>`select t.term from card_terms t join cards c on c.rowid = t.card_rowid where c.id = ${cardId} order by t.term`.execute(t.services.db)
  ).rows.map((row) => row.term);
const skillTerm = async (name: string) =>
  `s:${(await t.services.db.selectFrom("skills").select("id").where("name_key", "=", name.toLowerCase()).executeTakeFirstOrThrow()).id}`;

describe("card facets and terms", () => {
  it("give every advising language the bit the shared languageMask gives it (the migration's list is frozen)", async () => {
    const advisor = await makeAdvisor(t, "Lina");
    const staff = await makeStaff(t);
    for (const [i, code] of ADVISING_LANGUAGES.entries()) {
      const id = await publishedCard(t, advisor.cookie, staff.cookie, { title: `Advice in ${code} ${i}`, advisingIn: [code] });
      expect((await facetsOf(id))?.language_mask, code).toBe(languageMask([code]));
    }
    const both = await publishedCard(t, advisor.cookie, staff.cookie, { title: "Two languages", advisingIn: ["de", "he"] });
    expect((await facetsOf(both))?.language_mask).toBe(languageMask(["de", "he"]));
  });

  it("follow a card through publishing, editing, unpublishing and deletion", async () => {
    const advisor = await makeAdvisor(t, "Pia");
    const staff = await makeStaff(t);
    const draft = await postCard(t, advisor.cookie, { title: "Still a draft" });
    expect(await facetsOf(draft)).toBeUndefined();
    expect(await termsOf(draft)).toEqual(
      [await skillTerm("Career change"), await skillTerm("Interview preparation"), "c:cat-career-coaching", "l:en"].sort(),
    );

    const id = await publishedCard(t, advisor.cookie, staff.cookie, { title: "Published one", timezone: "Europe/Berlin" });
    expect(await facetsOf(id)).toMatchObject({ type: "marketplace", timezone: "Europe/Berlin", language_mask: languageMask(["en"]) });

    const edit = cardInput({
      title: "Published one",
      timezone: "Asia/Tokyo",
      advisingIn: ["ja", "en"],
      categoryIds: ["cat-interviews"],
      skills: ["Python", "Go"],
    });
    expect((await t.call("PUT", `/api/cards/${id}`, { cookie: advisor.cookie, body: edit })).status).toBe(200);
    // An edit of the same kind of card stays published, and search sees the new values at once.
    expect(await facetsOf(id)).toMatchObject({ timezone: "Asia/Tokyo", language_mask: languageMask(["ja", "en"]) });
    expect(await termsOf(id)).toEqual([await skillTerm("Go"), await skillTerm("Python"), "c:cat-interviews", "l:en", "l:ja"].sort());

    const other = await publishedCard(t, advisor.cookie, staff.cookie, { title: "Another one" });
    expect(await facetsOf(other)).toBeDefined();
    expect((await t.call("POST", `/api/cards/${other}/unpublish`, { cookie: advisor.cookie })).status).toBe(200);
    expect(await facetsOf(other)).toBeUndefined();
    expect((await t.call("DELETE", `/api/cards/${id}`, { cookie: advisor.cookie })).status).toBeLessThan(300);
    expect(await facetsOf(id)).toBeUndefined();
  });

  it("lose a card's terms and facets when the card row itself goes (an account deleted with its cards)", async () => {
    const advisor = await makeAdvisor(t, "Rex");
    const staff = await makeStaff(t);
    const id = await publishedCard(t, advisor.cookie, staff.cookie, { title: "Soon gone" });
    const rowid = (await sql<{ r: number }>`select rowid as r from cards where id = ${id}`.execute(t.services.db)).rows[0]!.r;
    expect((await termsOf(id)).length).toBe(4);
    await t.services.db.deleteFrom("cards").where("id", "=", id).execute();
    const left = await sql<{
      n: number;
    }>`select (select count(*) from card_terms where card_rowid = ${rowid}) + (select count(*) from card_facets where card_rowid = ${rowid}) as n`.execute(
      t.services.db,
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});
