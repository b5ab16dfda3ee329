import type { Db } from "../../db/database.ts";
import type { CardsTx } from "./card-writes.ts";
import type { CardTables } from "./cards.table.ts";

export type ReviewRow = CardTables["reviews"];

/** Whether this person has reviewed this booking already. */
export async function hasReviewed(db: Db, bookingId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("reviews")
    .select("id")
    .where("booking_id", "=", bookingId)
    .where("created_by", "=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertReview(tx: CardsTx, row: ReviewRow): Promise<void> {
  await tx.insertInto("reviews").values(row).execute();
}

const YEAR_MS = 365 * 86_400_000;

/**
 * Recounts a card's stars from the reviews of its advisor (learners' reviews): the count, and the
 * average to one decimal — in which each session the advisor cancelled within 24 hours of its start
 * in the last year counts as a 1-star (public-site §9: a late cancellation harms the rating).
 */
export async function refreshReviewStats(tx: CardsTx, cardId: string, advisorId: string, nowMs: number): Promise<void> {
  const stats = await tx
    .selectFrom("reviews")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("rating").as("stars")])
    .where("card_id", "=", cardId)
    .where("created_for", "=", advisorId)
    .executeTakeFirstOrThrow();
  const late = await tx
    .selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("card_id", "=", cardId)
    .where("advisor_id", "=", advisorId)
    .where("late_cancellation", "=", 1)
    .where("start_ms", ">", nowMs - YEAR_MS)
    .executeTakeFirstOrThrow();
  const reviews = Number(stats.n);
  const entries = reviews + Number(late.n);
  const average = entries === 0 ? 0 : (Number(stats.stars ?? 0) + Number(late.n)) / entries;
  await tx
    .updateTable("cards")
    .set({ reviews_count: reviews, reviews_average: Math.round(average * 10) / 10 })
    .where("id", "=", cardId)
    .execute();
}
