import { sql } from "kysely";
import type { OnboardingFacts } from "@kora/shared/domain/onboarding/checklist.ts";
import type { InfoBoxFacts } from "@kora/shared/domain/onboarding/info-boxes.ts";
import type { Db } from "../../db/database.ts";
import type { UserRow } from "../users/users.table.ts";

const LIVE = ["published", "unlisted", "awaiting-review"] as const;
const count = (row: { n: number | bigint | null } | undefined) => Number(row?.n ?? 0);

/**
 * What the checklists tick from, read straight from the tables that hold it (cards, payout accounts,
 * favourites, bookings), in one round of queries. Nothing here is a flag the browser set.
 */
export async function onboardingFacts(db: Db, user: UserRow): Promise<OnboardingFacts> {
  const [cards, payout, favourites, bookings, hidden] = await Promise.all([
    db
      .selectFrom("cards")
      .select([
        sql<number>`sum(case when status in (${sql.join([...LIVE])}) then 1 else 0 end)`.as("live"),
        sql<number>`sum(case when status in (${sql.join([...LIVE])}) and rate > 0 then 1 else 0 end)`.as("paid"),
        sql<number>`sum(case when status = 'draft' then 1 else 0 end)`.as("drafts"),
      ])
      .where("user_id", "=", user.id)
      .where("deleted_at", "is", null)
      .executeTakeFirst(),
    db.selectFrom("payout_accounts").select("user_id").where("user_id", "=", user.id).where("status", "=", "enabled").executeTakeFirst(),
    db
      .selectFrom("favourites")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", user.id)
      .executeTakeFirst(),
    db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("learner_id", "=", user.id)
      .executeTakeFirst(),
    db.selectFrom("onboarding_hidden").select("user_id").where("user_id", "=", user.id).executeTakeFirst(),
  ]);
  return {
    type: user.type,
    isPlaceholder: user.is_placeholder === 1,
    country: user.country,
    hasAvatar: Boolean(user.avatar_url),
    hasLocation: Boolean(user.location?.trim()),
    hasWorkingHours: (JSON.parse(user.working_hours || "[]") as unknown[]).length > 0,
    liveCards: Number(cards?.live ?? 0),
    paidLiveCards: Number(cards?.paid ?? 0),
    draftCards: Number(cards?.drafts ?? 0),
    payoutReady: payout !== undefined,
    favourites: count(favourites),
    bookingsAsLearner: count(bookings),
    hidden: hidden !== undefined,
  };
}

/** What the info boxes check before showing: a verified mobile, a photo, a video of one's own. */
export async function infoBoxFacts(db: Db, user: UserRow): Promise<InfoBoxFacts> {
  const video = await db.selectFrom("videos").select("id").where("owner_id", "=", user.id).limit(1).executeTakeFirst();
  return { phoneVerified: user.phone_verified_at !== null, hasAvatar: Boolean(user.avatar_url), hasVideo: video !== undefined };
}

/** The info boxes this person has completed. */
export async function completedInfoBoxes(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom("user_info_boxes").select("box_id").where("user_id", "=", userId).execute();
  return new Set(rows.map((row) => row.box_id));
}
