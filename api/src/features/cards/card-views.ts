import type { CardDetail, CardSummary } from "@kora/shared/contracts/cards.ts";
import { channels } from "@kora/shared/contracts/realtime.ts";
import { convertMinor } from "@kora/shared/domain/money/rates.ts";
import type { LinkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import type { Db } from "../../db/database.ts";
import type { Services } from "../../services.ts";
import { brandingsShown } from "../branding/branding.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { detailRelations, summaryRelations, workHistoryRows } from "./card-views.read-model.ts";
import { draftBlanksOf } from "./cards.repository.ts";
import type { CardRow } from "./cards.table.ts";
import { loadRates, type RatesPerUsd } from "./currency-rates.repository.ts";

export interface ViewContext {
  db: Db;
  publicUrl: string;
  /** The viewer's currency for convertedRate, and the rates to convert with. */
  currency: string;
  rates: RatesPerUsd;
  /** The time (ISO) the cards are shown at: whose Pro branding shows. */
  at: string;
}

/** How `viewer` sees cards: in their currency (or `currency`), at today's rates. */
export async function viewContext(
  services: Pick<Services, "config" | "db" | "now">,
  viewer: UserRow | null,
  currency?: string,
): Promise<ViewContext> {
  return {
    db: services.db,
    publicUrl: services.config.publicUrl,
    currency: currency ?? viewer?.currency ?? "AUD",
    rates: await loadRates(services.db),
    at: services.now().toISOString(),
  };
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
  const draftIds = cards.filter((card) => card.status === "draft").map((card) => card.id);
  const [{ skills, categories, languages, users, groups }, blanks, brandings] = await Promise.all([
    summaryRelations(ctx.db, ids, userIds, groupIds),
    draftBlanksOf(ctx.db, draftIds),
    brandingsShown(ctx.db, userIds, ctx.at),
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
      ...(blanks.has(card.id) && { unsetFields: blanks.get(card.id) }),
      branding: brandings.get(card.user_id) ?? null,
    };
  });
}

export interface DetailExtras {
  isFavourite: boolean;
  /** Owner and reviewers see the review feedback; the owner may edit. */
  canSeeFeedback: boolean;
  canEdit: boolean;
  /** What the card's group lets the viewer do (always true outside groups). */
  canBook: boolean;
  canSave: boolean;
}

/** A card's page. */
export async function toDetail(ctx: ViewContext, card: CardRow, extras: DetailExtras): Promise<CardDetail> {
  const [summary] = await toSummaries(ctx, [card]);
  const { histories, qualifications, links, categoryIds } = await detailRelations(ctx.db, card.id);
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
    categoryIds,
    approvedAt: card.approved_at,
    createdAt: card.created_at,
    shortLink: card.short_code ? `${ctx.publicUrl}/c/${card.short_code}` : null,
    publicChannel: channels.card(card.id),
    isFavourite: extras.isFavourite,
    reviewFeedback: extras.canSeeFeedback ? card.review_feedback : null,
    autoUnpublished: extras.canSeeFeedback ? (card.auto_unpublished ?? null) : null,
    canEdit: extras.canEdit,
    canBook: extras.canBook,
    canSave: extras.canSave,
  };
}

/** Work histories for several cards (related cards include them). */
export async function workHistoriesOf(db: Db, cardIds: string[]) {
  if (cardIds.length === 0) return new Map<string, CardDetail["workHistories"]>();
  const rows = await workHistoryRows(db, cardIds);
  const map = new Map<string, CardDetail["workHistories"]>();
  for (const w of rows)
    map.set(w.card_id, [
      ...(map.get(w.card_id) ?? []),
      { id: w.id, organization: w.organization, role: w.role, description: w.description, startDate: w.start_date, endDate: w.end_date },
    ]);
  return map;
}
