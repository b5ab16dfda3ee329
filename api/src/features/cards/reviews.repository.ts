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

/** Recounts a card's stars from the reviews of its advisor (learners' reviews): count and average to one decimal. */
export async function refreshReviewStats(tx: CardsTx, cardId: string, advisorId: string): Promise<void> {
  const stats = await tx
    .selectFrom("reviews")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.avg<number>("rating").as("avg")])
    .where("card_id", "=", cardId)
    .where("created_for", "=", advisorId)
    .executeTakeFirstOrThrow();
  await tx
    .updateTable("cards")
    .set({ reviews_count: Number(stats.n), reviews_average: Math.round(Number(stats.avg) * 10) / 10 })
    .where("id", "=", cardId)
    .execute();
}
