import type { Insertable, Transaction } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { PlanTables, ProRequestRow, SubscriptionRow } from "./plans.table.ts";

type NewSubscription = Insertable<PlanTables["plan_subscriptions"]>;
export type SubscriptionChanges = Partial<Omit<SubscriptionRow, "id" | "user_id" | "slug">>;

/** The person's subscriptions that haven't ended (incomplete ones included: they hold the place). */
export function runningSubscriptions(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db.selectFrom("plan_subscriptions").selectAll().where("user_id", "=", userId).where("ends_at", "is", null).execute();
}

export function findSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("plan_subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findSubscriptionByRef(db: Db, provider: string, ref: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom("plan_subscriptions")
    .selectAll()
    .where("provider", "=", provider)
    .where("provider_ref", "=", ref)
    .executeTakeFirst();
}

/**
 * Holds the person's place on a plan: false when a subscription to it is already running (the unique
 * index on running subscriptions decides between concurrent requests).
 */
export async function insertSubscription(db: Db, row: NewSubscription): Promise<boolean> {
  const result = await db
    .insertInto("plan_subscriptions")
    .values({ ...row, ends_at: null })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function updateSubscription(db: Db | Transaction<Database>, id: string, changes: SubscriptionChanges): Promise<void> {
  await db.updateTable("plan_subscriptions").set(changes).where("id", "=", id).execute();
}

/** Ends a running subscription; false when it had already ended (a concurrent downgrade, a webhook). */
export async function endSubscription(db: Db, id: string, nowIso: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable("plan_subscriptions")
    .set({ status: "canceled", ends_at: nowIso, canceled_at: nowIso, cancel_reason: reason, next_attempt_at: null })
    .where("id", "=", id)
    .where("ends_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A subscription whose set-up failed: it never gave the plan, so it leaves no trace. */
export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom("plan_trials").where("subscription_id", "=", id).execute();
  await db.deleteFrom("plan_subscriptions").where("id", "=", id).where("status", "=", "incomplete").execute();
}

/** Claims the person's one free month of `plan`: false when it was ever claimed before (the primary key). */
export async function claimTrial(db: Db, userId: string, plan: string, subscriptionId: string, nowIso: string): Promise<boolean> {
  const result = await db
    .insertInto("plan_trials")
    .values({ user_id: userId, plan, subscription_id: subscriptionId, claimed_at: nowIso })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function trialClaimed(db: Db, userId: string, plan: string): Promise<boolean> {
  return Boolean(
    await db.selectFrom("plan_trials").select("user_id").where("user_id", "=", userId).where("plan", "=", plan).executeTakeFirst(),
  );
}

/** Records a billed period once per attempt (a retried job or a repeated webhook adds nothing). */
export async function recordInvoice(db: Db, row: PlanTables["subscription_invoices"]): Promise<boolean> {
  const result = await db
    .insertInto("subscription_invoices")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export function invoicesOf(db: Db, subscriptionId: string) {
  return db.selectFrom("subscription_invoices").selectAll().where("subscription_id", "=", subscriptionId).orderBy("created_at").execute();
}

/** A new Pro request; false when one of the person's is already pending. */
export async function insertProRequest(db: Db, row: ProRequestRow): Promise<boolean> {
  const result = await db
    .insertInto("pro_requests")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export function latestProRequest(db: Db, userId: string): Promise<ProRequestRow | undefined> {
  return db.selectFrom("pro_requests").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").limit(1).executeTakeFirst();
}

export function findProRequest(db: Db, id: string): Promise<ProRequestRow | undefined> {
  return db.selectFrom("pro_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Pro requests with who asked, pending first, newest first. */
export function proRequestsWithUsers(db: Db) {
  return db
    .selectFrom("pro_requests")
    .innerJoin("users", "users.id", "pro_requests.user_id")
    .selectAll("pro_requests")
    .select(["users.first_name", "users.last_name", "users.email"])
    .orderBy((eb) => eb.case().when("pro_requests.status", "=", "pending").then(0).else(1).end())
    .orderBy("pro_requests.created_at", "desc")
    .limit(200)
    .execute();
}

/** Answers a pending request; false when it was already answered (two staff at once). */
export async function decideProRequest(
  db: Db,
  id: string,
  status: "approved" | "declined",
  staffId: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable("pro_requests")
    .set({ status, decided_by: staffId, decided_at: nowIso })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
