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

/** Inserts a review unless this person has one on this booking (a unique index): false when they had. */
export async function insertReview(tx: CardsTx, row: ReviewRow): Promise<boolean> {
  const result = await tx
    .insertInto("reviews")
    .values(row)
    .onConflict((oc) => oc.columns(["booking_id", "created_by"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export type ReviewChanges = Pick<ReviewRow, "rating" | "call_quality_rating" | "comments" | "call_quality_comment" | "updated_at">;

/**
 * Changes an author's review while it is still editable (posted at or after `postedSince`), in one
 * statement: the window is held by the WHERE whatever else runs meanwhile. Undefined when it wasn't.
 */
export function updateOwnReview(tx: CardsTx, id: string, authorId: string, postedSince: string, changes: ReviewChanges) {
  return tx
    .updateTable("reviews")
    .set(changes)
    .where("id", "=", id)
    .where("created_by", "=", authorId)
    .where("created_at", ">=", postedSince)
    .returningAll()
    .executeTakeFirst();
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
