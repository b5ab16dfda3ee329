import { sql } from "kysely";
import { ADVISING_LANGUAGES, CARD_DURATIONS, YEARS_OF_EXPERIENCE } from "@kora/shared/contracts/cards.ts";
import { linkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import { PAID_BOOKABLE_COUNTRIES, titleKey } from "@kora/shared/domain/cards/rules.ts";
import type { Db } from "../db/database.ts";
import { indexCards } from "../features/cards/cards.repository.ts";
import type { CardTables, CardsTable } from "../features/cards/cards.table.ts";
import { freeCardSlug, slugify } from "../lib/slug.ts";
import type { NewUserRow } from "../features/users/users.table.ts";
import { FIRST_NAMES, LAST_NAMES, ORGANISATIONS, PLACES, ROLES, TOPICS, UNIVERSITIES } from "./marketplace-pools.ts";

/** mulberry32: a small, fast, seeded PRNG, so the same seed builds the same marketplace. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items];
    const count = Math.min(pool.length, min + Math.floor(next() * (max - min + 1)));
    return Array.from({ length: count }, () => pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  };
  return { next, pick, some };
}

export interface GeneratedCard {
  card: CardsTable;
  skills: string[];
  categoryIds: string[];
  languages: string[];
  histories: CardTables["work_histories"][];
  qualifications: CardTables["qualifications"][];
  links: CardTables["supporting_links"][];
}

const LOCAL_LANGUAGE: Record<string, string> = { SE: "sv", DK: "da", DE: "de", IN: "hi", SG: "zh", CA: "fr" };

function summaryFor(r: ReturnType<typeof prng>, title: string, skills: string[], years: string, org: string): string {
  const opening = r.pick([
    `I've spent ${years} years helping people with exactly this, most recently at ${org}.`,
    `After ${years} years in the field, including time at ${org}, I know where people get stuck.`,
    `For ${years} years I've done this work day to day, lately with ${org}.`,
  ]);
  const middle = `In our session on "${title.toLowerCase()}" we can cover ${skills.slice(0, -1).join(", ")}${skills.length > 1 ? " and " : ""}${skills.at(-1)}, starting from where you are today.`;
  const close = r.pick([
    "Bring your questions, a draft or a plan; you'll leave with concrete next steps and a clear idea of what to try first. I'm direct, kind and practical, and I'll tell you what I would do in your place.",
    "Most people come with one burning question and leave with a short list of actions they can start that week. Sessions are relaxed and practical, and I'm happy to review anything you share beforehand.",
    "I keep sessions focused: we agree on the one outcome you want, work through it together, and I follow up with a short written summary so nothing gets lost after the call.",
  ]);
  return `${opening} ${middle} ${close}`;
}

/** One advisor's card, reproducible from the PRNG; `owner` supplies id, name, place. */
export function generateCard(
  r: ReturnType<typeof prng>,
  owner: { id: string; country: string; timezone: string; currency: string },
  now: Date,
  rates: Record<string, number>,
  usedTitles: Set<string>,
): GeneratedCard {
  const categoryId = r.pick(Object.keys(TOPICS));
  const topic = TOPICS[categoryId]!;
  let title = r.pick(topic.titles);
  for (let n = 2; usedTitles.has(titleKey(title)); n++) title = `${r.pick(topic.titles)} ${n}`;
  usedTitles.add(titleKey(title));
  const skills = r.some(topic.skills, 2, 4);
  const years = r.pick(YEARS_OF_EXPERIENCE);
  const org = r.pick(ORGANISATIONS);
  const paidPossible = (PAID_BOOKABLE_COUNTRIES as readonly string[]).includes(owner.country);
  const rate = paidPossible && r.next() > 0.15 ? 1500 + Math.floor(r.next() * 28) * 500 : 0;
  const id = crypto.randomUUID();
  const created = new Date(now.getTime() - Math.floor(r.next() * 400) * 86_400_000).toISOString();
  const durations = [
    30,
    ...r.some(
      CARD_DURATIONS.filter((d) => d !== 30),
      0,
      2,
    ),
  ].sort((a, b) => a - b);
  const local = LOCAL_LANGUAGE[owner.country];
  const languages = [
    "en",
    ...(local ? [local] : []),
    ...(r.next() > 0.85 ? [r.pick(ADVISING_LANGUAGES.filter((l) => l !== "en" && l !== local))] : []),
  ];
  const historyCount = 1 + Math.floor(r.next() * 3);
  return {
    card: {
      id,
      user_id: owner.id,
      group_id: null,
      slug: freeCardSlug(title, []),
      title,
      title_key: titleKey(title),
      working_hours: null,
      summary: summaryFor(r, title, skills, years.replace("+", " or more"), org),
      type: "marketplace",
      status: "published",
      rate,
      currency: owner.currency,
      rate_usd: Math.round(rate / (rates[owner.currency] ?? 1)),
      durations: JSON.stringify(durations),
      booking_slot_duration: 30,
      years_of_experience: years,
      pro_bono: r.next() > 0.85 ? 1 : 0,
      repeat_only: 0,
      timezone: owner.timezone,
      review_feedback: null,
      short_code: null,
      reviews_count: 0,
      reviews_average: 0,
      shuffle_key: Math.floor(r.next() * 2 ** 31),
      approved_at: created,
      deleted_at: null,
      created_at: created,
      updated_at: created,
    },
    skills,
    categoryIds: [categoryId],
    languages: [...new Set(languages)],
    histories: Array.from({ length: historyCount }, (_, position) => {
      const start = 2024 - position * 4 - Math.floor(r.next() * 3);
      return {
        id: crypto.randomUUID(),
        card_id: id,
        position,
        organization: position === 0 ? org : r.pick(ORGANISATIONS),
        role: r.pick(ROLES),
        description: `Led work on ${r.pick(skills).toLowerCase()} with a team of ${2 + Math.floor(r.next() * 12)}.`,
        start_date: `${start}-0${1 + Math.floor(r.next() * 9)}`,
        end_date: position === 0 ? null : `${start + 3}-0${1 + Math.floor(r.next() * 9)}`,
      };
    }),
    qualifications:
      r.next() > 0.4
        ? [
            {
              id: crypto.randomUUID(),
              card_id: id,
              position: 0,
              qualification: r.pick(["BSc", "BA", "MSc", "MBA", "Diploma", "PhD"]),
              subject: r.pick(skills),
              organization: r.pick(UNIVERSITIES),
              completion_date: `${2000 + Math.floor(r.next() * 22)}-0${1 + Math.floor(r.next() * 9)}`,
            },
          ]
        : [],
    links:
      r.next() > 0.5
        ? [
            ((link: string) => ({
              id: crypto.randomUUID(),
              card_id: id,
              position: 0,
              link,
              title: "More about my work",
              description: "",
              icon: linkIcon(link),
            }))(
              r.pick(["https://www.linkedin.com/in/", "https://github.com/", "https://medium.com/@", "https://example.com/blog/"]) +
                slugify(title),
            ),
          ]
        : [],
  };
}

/** A new advisor user somewhere in the world (password-free sign-in; no password set). */
export function generateAdvisor(
  r: ReturnType<typeof prng>,
  index: number,
  now: Date,
): NewUserRow & { id: string; country: string; timezone: string; currency: string } {
  const [country, city, timezone, currency, lat, lng] = r.pick(PLACES);
  const first = r.pick(FIRST_NAMES);
  const last = r.pick(LAST_NAMES);
  const at = now.toISOString();
  return {
    id: crypto.randomUUID(),
    slug: `${slugify(`${first} ${last}`)}-${index.toString(36)}`,
    email: `advisor${index}@seed.kora.local`,
    first_name: first,
    last_name: last,
    type: "Advisor",
    timezone,
    currency,
    avatar_url: null,
    password_hash: null,
    email_verified_at: at,
    phone: null,
    phone_verified_at: null,
    country,
    location: `${city}, ${country}`,
    latitude: lat + (r.next() - 0.5) * 0.2,
    longitude: lng + (r.next() - 0.5) * 0.2,
    created_at: at,
    updated_at: at,
  };
}

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Writes generated cards with all their rows and full-text entries, in batches, inside one transaction. */
export async function insertCards(db: Db, cards: GeneratedCard[]): Promise<void> {
  const skillNames = [...new Set(cards.flatMap((c) => c.skills))];
  await db.transaction().execute(async (trx) => {
    await inBatches(skillNames, 300, (batch) =>
      trx
        .insertInto("skills")
        .values(batch.map((name) => ({ id: crypto.randomUUID(), name, name_key: name.toLowerCase() })))
        .onConflict((oc) => oc.column("name_key").doNothing())
        .execute(),
    );
    const skillIds = new Map((await trx.selectFrom("skills").select(["id", "name_key"]).execute()).map((s) => [s.name_key, s.id]));
    await inBatches(cards, 200, async (batch) => {
      await trx
        .insertInto("cards")
        .values(batch.map((c) => c.card))
        .execute();
      await trx
        .insertInto("card_skills")
        .values(
          batch.flatMap((c) => c.skills.map((s, position) => ({ card_id: c.card.id, skill_id: skillIds.get(s.toLowerCase())!, position }))),
        )
        .execute();
      await trx
        .insertInto("card_categories")
        .values(batch.flatMap((c) => c.categoryIds.map((category_id) => ({ card_id: c.card.id, category_id }))))
        .execute();
      await trx
        .insertInto("card_languages")
        .values(batch.flatMap((c) => c.languages.map((language) => ({ card_id: c.card.id, language }))))
        .execute();
      const histories = batch.flatMap((c) => c.histories);
      const qualifications = batch.flatMap((c) => c.qualifications);
      const links = batch.flatMap((c) => c.links);
      if (histories.length) await trx.insertInto("work_histories").values(histories).execute();
      if (qualifications.length) await trx.insertInto("qualifications").values(qualifications).execute();
      if (links.length) await trx.insertInto("supporting_links").values(links).execute();
      await indexCards(
        trx,
        batch.map((c) => c.card.id),
      );
    });
  });
  await sql`insert into cards_fts(cards_fts) values ('optimize')`.execute(db);
  // Fresh statistics, so the planner drives searches from the selective filter.
  await sql`analyze`.execute(db);
}
