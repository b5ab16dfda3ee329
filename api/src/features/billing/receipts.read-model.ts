import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Page } from "../../http/pagination.ts";

/** A money movement with its booking, card and the other party (or the gift card it bought), as receipts show it. */
function receiptsQuery(db: Db, userId: string) {
  return db
    .selectFrom("payments as p")
    .leftJoin("bookings as b", "b.id", "p.booking_id")
    .leftJoin("cards as c", "c.id", "b.card_id")
    .leftJoin("gift_cards as g", "g.payment_id", "p.id")
    .leftJoin("users as o", (join) =>
      join.on(sql<boolean>`o.id = case when b.learner_id = ${userId} then b.advisor_id else b.learner_id end`),
    )
    .where("p.user_id", "=", userId);
}

const COLUMNS = [
  "p.id",
  "p.kind",
  "p.status",
  "p.amount",
  "p.currency",
  "p.fees",
  "p.reason",
  "p.due_at_ms",
  "p.created_at",
  "p.booking_id",
  "b.start_ms",
  "b.duration",
  "b.price",
  "b.payment_due_ms",
  "b.credit_minor",
  "b.refunded_minor",
  "c.title as card_title",
  "o.first_name as other_first",
  "o.last_name as other_last",
  "g.id as gift_card_id",
  "g.recipient_name as gift_recipient",
] as const;

/** The caller's receipts, newest first. */
export async function receiptsPage(db: Db, userId: string, page: Page) {
  const [rows, total] = await Promise.all([
    receiptsQuery(db, userId)
      .select(COLUMNS)
      .orderBy("p.created_at", "desc")
      .orderBy("p.id", "desc")
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    receiptsQuery(db, userId)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export type ReceiptRow = Awaited<ReturnType<typeof receiptsPage>>["rows"][number];

/** One of the caller's receipts, or undefined when it isn't theirs. */
export function findReceipt(db: Db, userId: string, id: string): Promise<ReceiptRow | undefined> {
  return receiptsQuery(db, userId).select(COLUMNS).where("p.id", "=", id).executeTakeFirst();
}

/** The caller's transfers with their bookings, oldest first (the earnings CSV). */
export function earningsRows(db: Db, userId: string): Promise<ReceiptRow[]> {
  return receiptsQuery(db, userId)
    .select(COLUMNS)
    .where("p.kind", "in", ["transfer", "payout"])
    .orderBy("p.created_at")
    .orderBy("p.id")
    .execute();
}

/** The soonest payment the learner owes now (unpaid confirmed bookings), then the ones due at confirmation. */
export function owedBookings(db: Db, learnerId: string) {
  return db
    .selectFrom("bookings as b")
    .innerJoin("cards as c", "c.id", "b.card_id")
    .select(["b.id", "b.price", "b.status", "b.payment_status", "b.payment_due_ms", "b.request_expires_at_ms", "b.credit_minor", "c.title"])
    .where("b.learner_id", "=", learnerId)
    .where(sql<boolean>`json_extract(b.price, '$.free') = 0`)
    .where("b.payment_status", "not in", ["charged", "refunded", "partly-refunded", "pending"])
    .where((eb) =>
      eb.or([
        eb.and([eb("b.status", "=", "confirmed"), eb("b.payment_status", "in", ["action-required", "failed"])]),
        eb("b.status", "in", ["pending-approval", "suggested-times"]),
      ]),
    )
    .orderBy(sql`case when b.status = 'confirmed' then 0 else 1 end`)
    .orderBy(sql`coalesce(b.payment_due_ms, b.request_expires_at_ms)`)
    .limit(1)
    .executeTakeFirst();
}
