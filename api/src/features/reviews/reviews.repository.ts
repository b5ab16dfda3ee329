import type { Db } from "../../db/database.ts";
import type { CardTables } from "../cards/cards.table.ts";
import type { Page } from "../../http/pagination.ts";

export type ReviewRow = CardTables["reviews"];

/** A booking's reviews with each author's first name, oldest first. */
export function bookingReviewRows(db: Db, bookingId: string) {
  return db
    .selectFrom("reviews")
    .innerJoin("users", "users.id", "reviews.created_by")
    .selectAll("reviews")
    .select("users.first_name")
    .where("reviews.booking_id", "=", bookingId)
    .orderBy("reviews.created_at", "asc")
    .execute();
}

export function findOwnReview(db: Db, bookingId: string, userId: string): Promise<ReviewRow | undefined> {
  return db.selectFrom("reviews").selectAll().where("booking_id", "=", bookingId).where("created_by", "=", userId).executeTakeFirst();
}

/** Advisors' ratings of a learner, newest first, with the advisor's first name; and their average. */
export async function learnerRatingRows(db: Db, learnerId: string, { page, limit }: Page) {
  const base = db
    .selectFrom("reviews")
    .innerJoin("bookings", "bookings.id", "reviews.booking_id")
    .where("reviews.created_for", "=", learnerId)
    .whereRef("bookings.advisor_id", "=", "reviews.created_by");
  const [rows, stats] = await Promise.all([
    base
      .innerJoin("users", "users.id", "reviews.created_by")
      .select(["reviews.id", "reviews.rating", "reviews.comments", "reviews.created_at", "users.first_name"])
      .orderBy("reviews.created_at", "desc")
      .orderBy("reviews.id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.avg<number>("reviews.rating").as("average")]).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(stats.n), average: Number(stats.average ?? 0) };
}

/** The caller's completed sessions (as advisor or learner) they haven't reviewed, most recent first. */
export function awaitingReviewRows(db: Db, userId: string, limit: number) {
  return db
    .selectFrom("bookings")
    .innerJoin("cards", "cards.id", "bookings.card_id")
    .innerJoin("users as other", (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb("bookings.advisor_id", "=", userId), eb("other.id", "=", eb.ref("bookings.learner_id"))]),
          eb.and([eb("bookings.learner_id", "=", userId), eb("other.id", "=", eb.ref("bookings.advisor_id"))]),
        ]),
      ),
    )
    .select(["bookings.id", "cards.title", "other.first_name"])
    .where("bookings.status", "=", "completed")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("reviews")
            .select("reviews.id")
            .whereRef("reviews.booking_id", "=", "bookings.id")
            .where("reviews.created_by", "=", userId),
        ),
      ),
    )
    .orderBy("bookings.end_ms", "desc")
    .limit(limit)
    .execute();
}
