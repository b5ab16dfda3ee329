import type { CardDetail, CardSummary } from "@kora/shared/contracts/cards.ts";
import { channels } from "@kora/shared/contracts/realtime.ts";
import { convertMinor } from "@kora/shared/domain/money/rates.ts";
import type { LinkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import type { Db } from "../../db/database.ts";
import type { RatesPerUsd } from "../catalog/catalog.repository.ts";
import type { CardRow } from "./cards.table.ts";

export interface ViewContext {
  db: Db;
  publicUrl: string;
  /** The viewer's currency for convertedRate, and the rates to convert with. */
  currency: string;
  rates: RatesPerUsd;
}

const EXCERPT = 200;
const excerpt = (text: string) =>
  text.length <= EXCERPT ? text : `${text.slice(0, text.lastIndexOf(" ", EXCERPT) > 0 ? text.lastIndexOf(" ", EXCERPT) : EXCERPT)}…`;
const groupBy = <T extends { card_id: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.card_id, [...(map.get(row.card_id) ?? []), row]);
  return map;
};

/** Builds list entries for many cards with one query per related table. */
export async function toSummaries(ctx: ViewContext, cards: CardRow[]): Promise<CardSummary[]> {
  if (cards.length === 0) return [];
  const ids = cards.map((card) => card.id);
  const userIds = [...new Set(cards.map((card) => card.user_id))];
  const groupIds = [...new Set(cards.map((card) => card.group_id).filter((id): id is string => id !== null))];
  const [skills, categories, languages, users, groups] = await Promise.all([
    ctx.db
      .selectFrom("card_skills")
      .innerJoin("skills", "skills.id", "card_skills.skill_id")
      .select(["card_skills.card_id", "skills.name", "card_skills.position"])
      .where("card_skills.card_id", "in", ids)
      .orderBy("card_skills.position")
      .execute(),
    ctx.db
      .selectFrom("card_categories")
      .innerJoin("categories", "categories.id", "card_categories.category_id")
      .select(["card_categories.card_id", "categories.id", "categories.slug", "categories.name"])
      .where("card_categories.card_id", "in", ids)
      .execute(),
    ctx.db.selectFrom("card_languages").select(["card_id", "language"]).where("card_id", "in", ids).orderBy("language").execute(),
    ctx.db
      .selectFrom("users")
      .select(["id", "slug", "first_name", "last_name", "avatar_url", "timezone"])
      .where("id", "in", userIds)
      .execute(),
    groupIds.length
      ? ctx.db.selectFrom("groups").select(["id", "slug", "name"]).where("id", "in", groupIds).execute()
      : Promise.resolve([]),
  ]);
  const skillsOf = groupBy(skills);
  const categoriesOf = groupBy(categories);
  const languagesOf = groupBy(languages);
  const userById = new Map(users.map((u) => [u.id, u]));
  const groupById = new Map(groups.map((g) => [g.id, g]));
  return cards.map((card) => {
    const user = userById.get(card.user_id)!;
    const link = `/advisors/${user.slug}/${card.slug}`;
    const converted = convertMinor(card.rate, card.currency, ctx.currency, ctx.rates);
    return {
      id: card.id,
      slug: card.slug,
      title: card.title,
      excerpt: excerpt(card.summary),
      status: card.status,
      type: card.type,
      rate: card.rate,
      currency: card.currency,
      convertedRate: converted === null ? null : { minor: converted, currency: ctx.currency },
      durations: JSON.parse(card.durations) as number[],
      skills: (skillsOf.get(card.id) ?? []).map((s) => s.name),
      categories: (categoriesOf.get(card.id) ?? []).map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
      advisingIn: (languagesOf.get(card.id) ?? []).map((l) => l.language),
      yearsOfExperience: card.years_of_experience,
      proBono: card.pro_bono === 1,
      timezone: card.timezone,
      stats: { reviewsCount: card.reviews_count, reviewsAverage: card.reviews_average },
      user: {
        id: user.id,
        slug: user.slug,
        firstName: user.first_name,
        fullName: `${user.first_name} ${user.last_name}`.trim(),
        avatarUrl: user.avatar_url,
        timezone: user.timezone,
      },
      group: card.group_id ? (groupById.get(card.group_id) ?? null) : null,
      link,
      bookLink: `${link}/book`,
      deletedAt: card.deleted_at,
      updatedAt: card.updated_at,
    };
  });
}

export interface DetailExtras {
  isFavourite: boolean;
  /** Owner and reviewers see the review feedback; the owner may edit. */
  canSeeFeedback: boolean;
  canEdit: boolean;
}

/** A card's page. */
export async function toDetail(ctx: ViewContext, card: CardRow, extras: DetailExtras): Promise<CardDetail> {
  const [summary] = await toSummaries(ctx, [card]);
  const [histories, qualifications, links, categories] = await Promise.all([
    ctx.db.selectFrom("work_histories").selectAll().where("card_id", "=", card.id).orderBy("position").execute(),
    ctx.db.selectFrom("qualifications").selectAll().where("card_id", "=", card.id).orderBy("position").execute(),
    ctx.db.selectFrom("supporting_links").selectAll().where("card_id", "=", card.id).orderBy("position").execute(),
    ctx.db.selectFrom("card_categories").select("category_id").where("card_id", "=", card.id).execute(),
  ]);
  return {
    ...summary!,
    summary: card.summary,
    repeatOnly: card.repeat_only === 1,
    bookingSlotDuration: card.booking_slot_duration,
    workHistories: histories.map((w) => ({
      id: w.id,
      organization: w.organization,
      role: w.role,
      description: w.description,
      startDate: w.start_date,
      endDate: w.end_date,
    })),
    qualifications: qualifications.map((q) => ({
      id: q.id,
      qualification: q.qualification,
      subject: q.subject,
      organization: q.organization,
      completionDate: q.completion_date,
    })),
    supportingLinks: links.map((l) => ({ id: l.id, link: l.link, title: l.title, description: l.description, icon: l.icon as LinkIcon })),
    categoryIds: categories.map((c) => c.category_id),
    approvedAt: card.approved_at,
    createdAt: card.created_at,
    shortLink: card.short_code ? `${ctx.publicUrl}/c/${card.short_code}` : null,
    publicChannel: channels.card(card.id),
    isFavourite: extras.isFavourite,
    reviewFeedback: extras.canSeeFeedback ? card.review_feedback : null,
    canEdit: extras.canEdit,
  };
}

/** Work histories for several cards (related cards include them). */
export async function workHistoriesOf(db: Db, cardIds: string[]) {
  if (cardIds.length === 0) return new Map<string, CardDetail["workHistories"]>();
  const rows = await db.selectFrom("work_histories").selectAll().where("card_id", "in", cardIds).orderBy("position").execute();
  const map = new Map<string, CardDetail["workHistories"]>();
  for (const w of rows)
    map.set(w.card_id, [
      ...(map.get(w.card_id) ?? []),
      { id: w.id, organization: w.organization, role: w.role, description: w.description, startDate: w.start_date, endDate: w.end_date },
    ]);
  return map;
}
