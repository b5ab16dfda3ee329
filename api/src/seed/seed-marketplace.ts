import type { Db } from "../db/database.ts";
import { loadRates } from "../features/cards/currency-rates.repository.ts";
import { generateAdvisor, generateCard, type GeneratedCard, insertCards, prng } from "./marketplace.ts";

export interface Owner {
  id: string;
  country: string;
  timezone: string;
  currency: string;
}

/**
 * Adds `count` published marketplace cards: `owners` get theirs first (one each), the rest go to
 * new advisors (about two cards each). Reproducible for a given seed. Returns the cards made.
 */
export async function seedMarketplace(
  db: Db,
  options: { count: number; seed?: number; now: Date; owners?: Owner[] },
): Promise<GeneratedCard[]> {
  const r = prng(options.seed ?? 20261121);
  const rates = await loadRates(db);
  const existingTitles = new Map<string, Set<string>>();
  const titlesOf = (userId: string) => existingTitles.get(userId) ?? existingTitles.set(userId, new Set()).get(userId)!;
  const cards: GeneratedCard[] = [];
  for (const owner of options.owners ?? []) {
    if (cards.length < options.count) cards.push(generateCard(r, owner, options.now, rates, titlesOf(owner.id)));
  }
  const advisors: ReturnType<typeof generateAdvisor>[] = [];
  const offset = Number(
    (
      await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  while (cards.length < options.count) {
    const advisor = generateAdvisor(r, offset + advisors.length, options.now);
    advisors.push(advisor);
    const perAdvisor = r.next() > 0.6 ? 2 : 1;
    for (let i = 0; i < perAdvisor && cards.length < options.count; i++)
      cards.push(generateCard(r, advisor, options.now, rates, titlesOf(advisor.id)));
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < advisors.length; i += 200)
      await trx
        .insertInto("users")
        .values(advisors.slice(i, i + 200))
        .execute();
  });
  await insertCards(db, cards);
  return cards;
}
