/**
 * The marketplace the search property test (features/cards/search.property.test.ts) searches: about
 * 250 cards in every state, made through the real card service from one seeded PRNG.
 */
import { type CardInput, cardInputSchema } from "@kora/shared/contracts/cards.ts";
import { addSessionReview, applyAction, createCard } from "../features/cards/cards.service.ts";
import { updateUser } from "../features/users/users.repository.ts";
import type { UserRow } from "../features/users/users.table.ts";
import { makeStaff, makeUser } from "./factories.ts";
import type { TestApp } from "./harness.ts";

/** mulberry32: a tiny seeded PRNG, so a run can be repeated exactly. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  /** Between min and max distinct items, in random order. */
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, int(min, Math.min(max, pool.length)));
  };
  return { next, int, pick, chance, some };
}
export type Random = ReturnType<typeof prng>;

// ---------------------------------------------------------------------------------------------
// Vocabulary of the generated cards (and of the searches, so that filters hit)
// ---------------------------------------------------------------------------------------------

export const TOPICS = [
  "Python",
  "React",
  "Career",
  "Leadership",
  "Marketing",
  "Startup",
  "Finance",
  "Investing",
  "Nutrition",
  "Fitness",
  "Writing",
  "Music",
  "Photography",
  "Gardening",
  "Spanish",
  "Interview",
  "Design",
  "Data",
  "Sales",
  "Résumé",
];
export const ADJECTIVES = ["Practical", "Friendly", "Expert", "Beginner", "Advanced"];
export const NOUNS = ["coaching", "mentoring", "sessions", "advice", "clinic"];
export const FILLER =
  "I work with people one to one, with clear goals, notes after each call and follow-up questions answered by message. ";
export const SKILLS = [
  "Python",
  "React",
  "SEO",
  "Public speaking",
  "Career change",
  "Data analysis",
  "Budgeting",
  "Yoga",
  "Guitar",
  "Spanish",
  "Interview preparation",
  "Leadership",
  "Photography",
  "Résumé writing",
  "Gardening",
];
export const ROLES = ["Engineer", "Designer", "Coach", "Analyst", "Manager", "Teacher"];
export const ORGANISATIONS = ["Atlassian", "Canva", "Spotify", "Xero", "Volvo", "Harbour Bank"];
export const QUALIFICATIONS = ["MBA", "BSc", "PhD", "Diploma", "Certificate"];
export const SUBJECTS = ["Finance", "Computer Science", "Music", "Nutrition", "Marketing"];
export const SCHOOLS = ["Harvard", "Monash University", "Oxford", "KTH", "Auckland Uni"];
export const FIRST_NAMES = ["Ada", "Bo", "Chen", "Dara", "Eli", "Femi", "Greta", "Hugo", "Ines", "Jonas", "Kiri", "Lena"];
export const LAST_NAMES = ["Nakamura", "Okafor", "Lindqvist", "Müller", "Tane", "Walsh", "Ferreira", "Hansen"];
export const LANGUAGES = ["en", "es", "fr", "de", "sv", "ja"] as const;
export const YEARS = ["1-5", "5-10", "10-20", "20+"] as const;
export const CURRENCIES = ["AUD", "USD", "GBP", "EUR", "NZD"] as const;
export const PAID_RATES = [0, 1500, 2000, 2500, 4000, 5000, 7500, 10000, 15000, 25000];
export const ZONES = ["Australia/Sydney", "Europe/London", "America/New_York", "Asia/Tokyo", "Europe/Stockholm", "Pacific/Auckland"];
/** Parents and children, so a parent filter must also find cards filed only under a child. */
export const CARD_CATEGORIES = [
  "cat-technology",
  "cat-software-engineering",
  "cat-web-development",
  "cat-data-science",
  "cat-careers",
  "cat-career-coaching",
  "cat-leadership",
  "cat-money",
  "cat-investing",
  "cat-fitness",
];
/** Where advisors live: country, location text, and a point to scatter round (null: not given). */
export const PLACES: { country: string | null; location: string | null; at: [number, number] | null }[] = [
  { country: "AU", location: "Sydney, Australia", at: [-33.87, 151.21] },
  { country: "AU", location: "Melbourne, Australia", at: [-37.81, 144.96] },
  { country: "GB", location: "London, United Kingdom", at: [51.51, -0.13] },
  { country: "SE", location: "Stockholm, Sweden", at: [59.33, 18.07] },
  { country: "NZ", location: "Auckland, New Zealand", at: [-36.85, 174.76] },
  { country: "DK", location: null, at: [55.68, 12.57] },
  { country: "US", location: "New York, USA", at: [40.71, -74.01] },
  { country: "DE", location: "Berlin, Germany", at: null },
  { country: null, location: null, at: null },
];
export const PAID_COUNTRIES = new Set(["AU", "NZ", "GB", "SE", "DK"]);
export const GROUPS = ["g-guild", "g-studio"];

// ---------------------------------------------------------------------------------------------
// Building the marketplace through the real write paths
// ---------------------------------------------------------------------------------------------

export interface Advisor {
  user: UserRow;
  groups: string[];
  titles: Set<string>;
}

/**
 * Groups and their members have no service to create them; this is the one place with raw inserts
 * (as cards.routes.test.ts does), and it touches no card.
 */
export async function insertGroups(t: TestApp, admins: Record<string, UserRow>, members: Record<string, UserRow[]>): Promise<void> {
  const now = t.clock.now.toISOString();
  for (const id of GROUPS) {
    await t.services.db
      .insertInto("groups")
      .values({ id, slug: id.slice(2), name: id, logo_url: null, content_only: 0, pricing_enabled: 0, created_at: now })
      .execute();
    const rows = [
      ...members[id]!.map((user) => ({ user, role: "group-advisor-consulting-visible", admin: 0 })),
      { user: admins[id]!, role: "group-advisor-consulting-visible", admin: 1 },
    ];
    await t.services.db
      .insertInto("group_members")
      .values(
        rows.map(({ user, role, admin }) => ({
          group_id: id,
          user_id: user.id,
          role,
          role_when_joined: role,
          is_admin: admin,
          approved_at: now,
          created_at: now,
          last_visited_at: null,
        })),
      )
      .execute();
  }
}

/** An advisor with a place (set before any card exists, so anything derived on card writes sees it). */
export async function makeAdvisor(t: TestApp, r: Random, index: number): Promise<UserRow> {
  const place = r.pick(PLACES);
  const { user } = await makeUser(t, {
    firstName: `${r.pick(FIRST_NAMES)}${index}`,
    lastName: r.pick(LAST_NAMES),
    type: "Advisor",
    country: place.country,
  });
  const jitter = () => Math.round((r.next() - 0.5) * 100) / 100; // up to ±0.5°, about ±55 km
  return updateUser(t.services.db, user.id, {
    location: place.location,
    latitude: place.at ? place.at[0] + jitter() : null,
    longitude: place.at ? place.at[1] + jitter() : null,
  });
}

export function randomCard(r: Random, advisor: Advisor): CardInput {
  const paid = PAID_COUNTRIES.has(advisor.user.country ?? "");
  let title = `${r.pick(ADJECTIVES)} ${r.some(TOPICS, 1, 2).join(" ")} ${r.pick(NOUNS)}`;
  while (advisor.titles.has(title.toLowerCase())) title = `${title} ${r.int(2, 99)}`;
  advisor.titles.add(title.toLowerCase());
  const skills = r.some(SKILLS, 2, 5).map((skill) => (r.chance(0.1) ? skill.toLowerCase() : skill));
  const type = advisor.groups.length > 0 && r.chance(0.25) ? "group" : r.chance(0.12) ? "private" : "marketplace";
  return {
    type,
    groupId: type === "group" ? r.pick(advisor.groups) : null,
    title,
    summary: `${r.some(TOPICS, 2, 5).join(" and ")}: what we will cover. ${FILLER.repeat(3)}`,
    rate: paid ? r.pick(PAID_RATES) : 0,
    currency: r.pick(CURRENCIES),
    durations: [30, 60],
    skills,
    categoryIds: r.some(CARD_CATEGORIES, 1, 3),
    advisingIn: r.some(LANGUAGES, 1, 3),
    yearsOfExperience: r.pick(YEARS),
    proBono: r.chance(0.25),
    timezone: r.pick(ZONES),
    workHistories: r
      .some(ROLES, 0, 2)
      .map((role) => ({ role, organization: r.pick(ORGANISATIONS), startDate: "2015-03", endDate: r.chance(0.5) ? "2019-11" : null })),
    qualifications: r.some(QUALIFICATIONS, 0, 2).map((qualification) => ({
      qualification,
      subject: r.pick(SUBJECTS),
      organization: r.pick(SCHOOLS),
      completionDate: "2012-06",
    })),
  };
}

/** Builds ~250 cards in every state through createCard / applyAction / addSessionReview. */
export async function buildMarketplace(t: TestApp, r: Random): Promise<void> {
  const staff = (await makeStaff(t)).user;
  const learner = (await makeUser(t, { firstName: "Learner" })).user;
  const admins: Record<string, UserRow> = {};
  for (const id of GROUPS) admins[id] = (await makeUser(t, { firstName: `Admin${id}` })).user;
  const advisors: Advisor[] = [];
  for (let i = 0; i < 60; i++) advisors.push({ user: await makeAdvisor(t, r, i), groups: [], titles: new Set() });
  const members: Record<string, UserRow[]> = {};
  for (const [index, id] of GROUPS.entries()) {
    const inGroup = advisors.slice(index * 10, index * 10 + 15);
    for (const advisor of inGroup) advisor.groups.push(id);
    members[id] = inGroup.map((advisor) => advisor.user);
  }
  await insertGroups(t, admins, members);

  const services = t.services;
  for (let i = 0; i < 250; i++) {
    const advisor = r.pick(advisors);
    const owner = advisor.user;
    if (r.chance(0.7)) t.clock.advance(r.int(1, 90) * 60_000); // otherwise the same created_at as the last card
    const card = await createCard(services, owner, cardInputSchema.parse(randomCard(r, advisor)));
    const target = r.pick(["published", "published", "published", "published", "published", "draft", "review", "unlisted", "deleted"]);
    if (target === "draft") continue;
    let row = await applyAction(services, owner, card.id, "publish");
    if (row.status === "awaiting-review" && target !== "review") {
      const reviewer = row.type === "group" ? admins[row.group_id!]! : staff;
      row = await applyAction(services, reviewer, card.id, "approve");
    }
    if (target === "unlisted" && row.status === "published") await applyAction(services, owner, card.id, "unlist");
    if (target === "deleted") await applyAction(services, owner, card.id, "delete");
    if (row.status === "published" && r.chance(0.45)) {
      for (let n = r.int(1, 4); n > 0; n--) {
        await addSessionReview(
          services,
          {
            cardId: card.id,
            bookingId: crypto.randomUUID(),
            createdBy: learner.id,
            createdFor: owner.id,
            rating: r.int(1, 5),
            callQualityRating: null,
            comments: "",
            callQualityComment: null,
          },
          owner.id,
        );
      }
    }
  }
}
