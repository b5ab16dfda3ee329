import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { cardInputSchema, cardSummarySchema } from "@kora/shared/contracts/cards.ts";
import { rateProblem } from "@kora/shared/domain/cards/rules.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { ROUNDUP_SLUGS, ROUNDUPS, type RoundupPageData } from "@kora/shared/site/roundups.ts";
import { CURATED_ADVISORS, seedCuratedAdvisors } from "../../seed/curated-advisors.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

/** The wire shape of `RoundupPageData` (an interface in shared/site/roundups.ts, no zod contract). */
const roundupSchema = z.object({
  banner: z.object({
    title: z.string(),
    blurb: z.string(),
    slug: z.string(),
    img: z.string(),
    imgAlt: z.string(),
    fullImg: z.string().optional(),
  }),
  advisors: z.array(z.object({ blurb: z.string(), card: cardSummarySchema })),
  searchCategory: z.string(),
  searchLabel: z.string(),
  others: z.array(z.object({ slug: z.string(), title: z.string() })),
}) satisfies z.ZodType<RoundupPageData>;
const roundup = async (slug: string) => dataOf(await t.call("GET", `/api/roundups/${slug}`), roundupSchema);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCuratedAdvisors(t.services.db, t.clock.now);
});
afterAll(() => t.close());

const curatedCards = CURATED_ADVISORS.flatMap((advisor) => advisor.cards.map((card) => ({ advisor, card })));

describe("the curated seed", () => {
  it("has every card a roundup names, each roundup 3 to 6 distinct cards", () => {
    const ids = new Set(curatedCards.map(({ card }) => card.id));
    for (const slug of ROUNDUP_SLUGS) {
      const advisors = ROUNDUPS[slug].advisors;
      expect(advisors.length, slug).toBeGreaterThanOrEqual(3);
      expect(advisors.length, slug).toBeLessThanOrEqual(6);
      expect(new Set(advisors.map((a) => a.id)).size, slug).toBe(advisors.length);
      for (const { id } of advisors) expect(ids.has(id), `${slug}: ${id}`).toBe(true);
    }
  });

  it("writes cards an advisor could have written in the editor (title, summary, skills, rate for their country)", () => {
    for (const { advisor, card } of curatedCards) {
      const parsed = cardInputSchema.safeParse({
        title: card.title,
        summary: card.summary,
        rate: card.rate,
        currency: advisor.currency,
        durations: card.durations,
        skills: card.skills,
        categoryIds: [card.categoryId],
        advisingIn: ["en", ...(card.languages ?? [])],
        yearsOfExperience: card.years,
        timezone: advisor.timezone,
      });
      expect(parsed.success ? null : parsed.error.issues, card.title).toBeNull();
      expect(rateProblem(card.rate, advisor.country), card.title).toBeNull();
    }
  });

  it("runs twice without duplicating anyone", async () => {
    await seedCuratedAdvisors(t.services.db, t.clock.now);
    const count = await t.services.db
      .selectFrom("cards")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(
        "id",
        "in",
        curatedCards.map(({ card }) => card.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(curatedCards.length);
  });
});

describe("GET /api/roundups/:slug", () => {
  it("gives every roundup its banner and all its curated cards, in order, as card summaries", async () => {
    for (const slug of ROUNDUP_SLUGS) {
      const response = await t.call("GET", `/api/roundups/${slug}`);
      expect(response.status, slug).toBe(200);
      const data = await dataOf(response, roundupSchema);
      expect(data.banner).toEqual(ROUNDUPS[slug].banner);
      expect(data.advisors.map((a) => a.card.id)).toEqual(ROUNDUPS[slug].advisors.map((a) => a.id));
      expect(data.advisors.map((a) => a.blurb)).toEqual(ROUNDUPS[slug].advisors.map((a) => a.blurb));
      expect(data.searchCategory).toBe(ROUNDUPS[slug].searchCategory);
      expect(data.others).toHaveLength(ROUNDUP_SLUGS.length - 1);
      expect(data.others.map((o) => o.slug)).not.toContain(slug);
    }
  });

  it("sends what a tile needs: the advisor's name, the title, the rate and the card's link", async () => {
    const data = await roundup("career-coach");
    const [priya, priyaFree] = data.advisors.map((a) => a.card);
    expect(priya).toMatchObject({
      title: "Returning to work after a break",
      rate: 3500,
      currency: "GBP",
      status: "published",
      type: "marketplace",
      link: "/advisors/priya-nair/returning-to-work-after-a-break",
    });
    expect(priya?.user).toMatchObject({ fullName: "Priya Nair", firstName: "Priya" });
    expect(priyaFree?.rate).toBe(0);
  });

  it("leaves out a curated card that is unpublished, deleted or gone, and keeps the rest in order", async () => {
    const [first, second, third, ...rest] = ROUNDUPS["digital-marketing"].advisors.map((a) => a.id);
    const { db } = t.services;
    await db.updateTable("cards").set({ status: "draft" }).where("id", "=", first!).execute();
    await db.updateTable("cards").set({ deleted_at: t.clock.now.toISOString() }).where("id", "=", second!).execute();
    await db.updateTable("cards").set({ status: "unlisted" }).where("id", "=", third!).execute();
    try {
      const data = await roundup("digital-marketing");
      expect(data.advisors.map((a) => a.card.id)).toEqual(rest);
    } finally {
      await db.updateTable("cards").set({ status: "published", deleted_at: null }).where("id", "in", [first!, second!, third!]).execute();
    }
  });

  it("answers 404 for a slug that is not a roundup", async () => {
    for (const slug of ["pricing", "Digital-Marketing", "nothing-here"]) {
      const response = await t.call("GET", `/api/roundups/${slug}`);
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe(MESSAGES.pageNotFound);
    }
  });
});
