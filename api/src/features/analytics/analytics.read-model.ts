import type { BookingStatus } from "@kora/shared/domain/bookings/lifecycle.ts";
import type { Db } from "../../db/database.ts";
import type { Page } from "../../http/pagination.ts";

/**
 * What Pro analytics read (public-site §1 Pro): an advisor's bookings, the transfers of their share, and
 * the people who had a confirmed booking with them. Read only; every query is the advisor's own rows.
 */

/** Transfers that count as income: decided and not undone (failed or reversed ones never do). */
const INCOME_STATUSES = ["scheduled", "on-hold", "pending", "succeeded"] as const;

/** The advisor's bookings requested since `sinceIso` (all of them when null): status and request time. */
export function bookingsSince(
  db: Db,
  advisorId: string,
  sinceIso: string | null,
): Promise<{ status: BookingStatus; created_at: string }[]> {
  let query = db.selectFrom("bookings").select(["status", "created_at"]).where("advisor_id", "=", advisorId);
  if (sinceIso !== null) query = query.where("created_at", ">=", sinceIso);
  return query.execute();
}

/** The transfers of the advisor's share made since `sinceIso` (all when null) that count as income. */
export function incomeTransfersSince(
  db: Db,
  advisorId: string,
  sinceIso: string | null,
): Promise<{ amount: number; currency: string; status: string; created_at: string }[]> {
  let query = db
    .selectFrom("payments")
    .select(["amount", "currency", "status", "created_at"])
    .where("user_id", "=", advisorId)
    .where("kind", "=", "transfer")
    .where("status", "in", INCOME_STATUSES);
  if (sinceIso !== null) query = query.where("created_at", ">=", sinceIso);
  return query.execute();
}

/** When the advisor's first booking was requested and first income settled (ISO), or null for none. */
export async function firstActivity(db: Db, advisorId: string): Promise<string | null> {
  const [booking, transfer] = await Promise.all([
    db
      .selectFrom("bookings")
      .select((eb) => eb.fn.min<string | null>("created_at").as("first"))
      .where("advisor_id", "=", advisorId)
      .executeTakeFirst(),
    db
      .selectFrom("payments")
      .select((eb) => eb.fn.min<string | null>("created_at").as("first"))
      .where("user_id", "=", advisorId)
      .where("kind", "=", "transfer")
      .where("status", "in", INCOME_STATUSES)
      .executeTakeFirst(),
  ]);
  const firsts = [booking?.first, transfer?.first].filter((iso): iso is string => typeof iso === "string");
  return firsts.length === 0 ? null : firsts.sort()[0]!;
}

export interface LearnerRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  bookings: number;
  last_start_ms: number | null;
}

/** People with at least one booking with the advisor that was confirmed; the latest session first. */
function learnersQuery(db: Db, advisorId: string) {
  return db
    .selectFrom("bookings as b")
    .innerJoin("users as u", "u.id", "b.learner_id")
    .where("b.advisor_id", "=", advisorId)
    .where("b.confirmed_at", "is not", null);
}

const LEARNER_COLUMNS = (query: ReturnType<typeof learnersQuery>) =>
  query
    .select((eb) => [
      "u.id",
      "u.first_name",
      "u.last_name",
      "u.email",
      eb.fn.countAll<number>().as("bookings"),
      eb.fn.max<number | null>("b.start_ms").as("last_start_ms"),
    ])
    .groupBy(["u.id", "u.first_name", "u.last_name", "u.email"])
    .orderBy("last_start_ms", "desc")
    .orderBy("u.id");

/** One page of those people, and how many there are in all. */
export async function learnersPage(db: Db, advisorId: string, { page, limit }: Page): Promise<{ rows: LearnerRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    LEARNER_COLUMNS(learnersQuery(db, advisorId))
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    learnersQuery(db, advisorId)
      .select((eb) => eb.fn.count<number>("b.learner_id").distinct().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Every one of those people (the CSV export). */
export function allLearners(db: Db, advisorId: string): Promise<LearnerRow[]> {
  return LEARNER_COLUMNS(learnersQuery(db, advisorId)).execute();
}
