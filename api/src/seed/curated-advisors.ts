import { linkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import { titleKey } from "@kora/shared/domain/cards/rules.ts";
import type { Db } from "../db/database.ts";
import { loadRates } from "../features/cards/currency-rates.repository.ts";
import { freeCardSlug, slugify } from "../lib/slug.ts";
import type { NewUserRow } from "../features/users/users.table.ts";
import { type GeneratedCard, insertCards } from "./marketplace.ts";

import { CURATED_ADVISORS, type CuratedAdvisorSeed, type CuratedCardSeed } from "./curated-advisors.data.ts";

export { CURATED_ADVISORS } from "./curated-advisors.data.ts";

const DAY_MS = 86_400_000;

/** The rows for one curated card, in the shape the marketplace seeder writes. */
function cardRows(
  advisor: CuratedAdvisorSeed,
  seed: CuratedCardSeed,
  index: number,
  now: Date,
  rates: Record<string, number>,
): GeneratedCard {
  // Published between about two months and a year and a half ago, a fixed distance apart.
  const created = new Date(now.getTime() - (60 + index * 11) * DAY_MS).toISOString();
  const id = seed.id;
  return {
    card: {
      id,
      user_id: advisor.id,
      group_id: null,
      slug: freeCardSlug(seed.title, []),
      title: seed.title,
      title_key: titleKey(seed.title),
      working_hours: null,
      summary: seed.summary,
      type: "marketplace",
      status: "published",
      rate: seed.rate,
      currency: advisor.currency,
      rate_usd: Math.round(seed.rate / (rates[advisor.currency] ?? 1)),
      durations: JSON.stringify(seed.durations),
      booking_slot_duration: 30,
      years_of_experience: seed.years,
      pro_bono: 0,
      repeat_only: 0,
      timezone: advisor.timezone,
      review_feedback: null,
      short_code: null,
      reviews_count: 0,
      reviews_average: 0,
      shuffle_key: (index * 2_654_435_761) % 2 ** 31,
      approved_at: created,
      deleted_at: null,
      created_at: created,
      updated_at: created,
    },
    skills: seed.skills,
    categoryIds: [seed.categoryId],
    languages: ["en", ...(seed.languages ?? [])],
    histories: seed.history.map((h, position) => ({
      id: `${id}-h${position}`,
      card_id: id,
      position,
      organization: h.organization,
      role: h.role,
      description: h.description,
      start_date: h.start,
      end_date: h.end ?? null,
    })),
    qualifications: seed.qualification
      ? [
          {
            id: `${id}-q0`,
            card_id: id,
            position: 0,
            qualification: seed.qualification.qualification,
            subject: seed.qualification.subject,
            organization: seed.qualification.organization,
            completion_date: seed.qualification.completionDate,
          },
        ]
      : [],
    links: seed.link
      ? [
          {
            id: `${id}-l0`,
            card_id: id,
            position: 0,
            link: seed.link.url,
            title: seed.link.title,
            description: "",
            icon: linkIcon(seed.link.url),
          },
        ]
      : [],
  };
}

/**
 * Adds the curated advisors and their published marketplace cards, with their fixed ids. Skips
 * any advisor already present, so it can run on a database that has them.
 */
export async function seedCuratedAdvisors(db: Db, now: Date): Promise<void> {
  const present = new Set(
    (
      await db
        .selectFrom("users")
        .select("id")
        .where(
          "id",
          "in",
          CURATED_ADVISORS.map((a) => a.id),
        )
        .execute()
    ).map((u) => u.id),
  );
  const advisors = CURATED_ADVISORS.filter((advisor) => !present.has(advisor.id));
  if (advisors.length === 0) return;
  const rates = await loadRates(db);
  const at = now.toISOString();
  const users: NewUserRow[] = advisors.map((a) => ({
    id: a.id,
    slug: slugify(`${a.firstName} ${a.lastName}`),
    email: `${slugify(`${a.firstName} ${a.lastName}`)}@curated.kora.local`,
    first_name: a.firstName,
    last_name: a.lastName,
    type: "Advisor",
    timezone: a.timezone,
    currency: a.currency,
    avatar_url: null,
    password_hash: null,
    email_verified_at: at,
    phone: null,
    phone_verified_at: null,
    country: a.country,
    location: `${a.city}, ${a.country}`,
    latitude: a.latitude,
    longitude: a.longitude,
    created_at: at,
    updated_at: at,
  }));
  await db.insertInto("users").values(users).execute();
  let index = 0;
  await insertCards(
    db,
    advisors.flatMap((advisor) => advisor.cards.map((card) => cardRows(advisor, card, index++, now, rates))),
  );
}
