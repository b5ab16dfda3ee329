/**
 * The people `npm run bench:reads` reads as: advisors on Pro with a long history (BENCH_BOOKINGS bookings
 * each, 2,000 by default, and a transfer per completed session), and a group of BENCH_MEMBERS members
 * (5,000 by default) with log-ins, an InMail and bookings on the group's card, run by as many admins as
 * there are advisors. Written straight into the database before the server starts; each gets a session.
 */
import { openDatabase } from "../../api/src/db/database.ts";
import type { Db } from "../../api/src/db/database.ts";
import { createSession } from "../../api/src/features/auth/sessions.repository.ts";
import { createUser } from "../../api/src/features/users/users.service.ts";
import { seedMarketplace } from "../../api/src/seed/seed-marketplace.ts";
import { bookingRow, insertChunked } from "./bench-rows.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ZONE = "Australia/Sydney";

export interface ReadsWorld {
  /** Session tokens of the advisors, each with the full history. */
  advisors: string[];
  /** Session tokens of the group's admins. */
  admins: string[];
  groupId: string;
}

/** Users straight into the table (createUser's row, without its slug lookups): `members` of them. */
async function insertPeople(db: Db, now: Date, prefix: string, count: number): Promise<string[]> {
  const at = now.toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    slug: `${prefix}-${i}`,
    email: `${prefix}.${i}@example.com`,
    first_name: ["Ada", "Bea", "Cal", "Dev", "Eli", "Fay", "Gus", "Hal"][i % 8]!,
    last_name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)}${i}`,
    type: "Learner" as const,
    timezone: ZONE,
    currency: "AUD",
    avatar_url: null,
    password_hash: null,
    is_placeholder: 0,
    is_staff: 0,
    email_verified_at: at,
    phone: null,
    phone_verified_at: null,
    professional_url: null,
    timezone_confirmed_at: at,
    country: "AU",
    location: null,
    latitude: null,
    longitude: null,
    created_at: at,
    updated_at: at,
  }));
  await insertChunked(rows, 400, (chunk) => db.insertInto("users").values(chunk).execute());
  return rows.map((row) => row.id);
}

/** An advisor on Pro with one card (seedMarketplace opens its own transaction, so this runs before the bulk rows). */
async function proAdvisor(db: Db, now: Date, index: number) {
  const advisor = await createUser(db, now, {
    email: `reads.advisor.${index}@example.com`,
    firstName: "Reads",
    lastName: `Advisor${index}`,
    type: "Advisor",
    timezone: ZONE,
    country: "AU",
  });
  const [card] = await seedMarketplace(db, {
    count: 1,
    seed: 100 + index,
    now,
    owners: [{ id: advisor.id, country: "AU", timezone: ZONE, currency: "AUD" }],
  });
  const cardId = card!.card.id;
  // Monday to Friday, 08:00–18:00: the availability summary has slots to count.
  const hours = [1, 2, 3, 4, 5].map((day) => ({ day, startMinute: 480, endMinute: 1080 }));
  await db
    .updateTable("users")
    .set({ working_hours: JSON.stringify(hours), min_notice_hours: 0 })
    .where("id", "=", advisor.id)
    .execute();
  await db
    .insertInto("plan_subscriptions")
    .values({ id: crypto.randomUUID(), user_id: advisor.id, slug: "kora-pro", started_at: now.toISOString(), ends_at: null })
    .execute();
  return { advisorId: advisor.id, cardId };
}

/** `bookings` bookings of the advisor with learners from `learners` (about a third of them ahead), and their transfers. */
async function historyOf(
  db: Db,
  now: Date,
  at: { index: number; of: number },
  owner: { advisorId: string; cardId: string },
  bookings: number,
  learners: string[],
) {
  const { advisorId, cardId } = owner;
  const { index, of: advisorCount } = at;
  // Two hours apart per advisor, interleaved across advisors, so no person's confirmed sessions overlap.
  const first = now.getTime() - Math.floor((bookings * 2) / 3) * advisorCount * 2 * HOUR;
  const rows = Array.from({ length: bookings }, (_, i) => {
    const startMs = first + (i * advisorCount + index) * 2 * HOUR;
    const past = startMs < now.getTime();
    const createdAt = new Date(Math.min(startMs, now.getTime()) - 3 * DAY).toISOString();
    const status = past ? (i % 10 === 0 ? "cancelled-confirmed" : "completed") : i % 3 === 0 ? "pending-approval" : "confirmed";
    const confirmedAt = status === "completed" || status === "confirmed" ? createdAt : null;
    return bookingRow({
      cardId,
      advisorId,
      learnerId: learners[i % learners.length]!,
      startMs,
      minutes: 60,
      status,
      createdAt,
      confirmedAt,
    });
  });
  await insertChunked(rows, 200, (chunk) => db.insertInto("bookings").values(chunk).execute());
  const transfers = rows
    .filter((row) => row.status === "completed")
    .map((row, i) => ({
      id: crypto.randomUUID(),
      booking_id: row.id,
      user_id: advisorId,
      kind: "transfer" as const,
      provider: "ledger",
      provider_ref: `tr_${row.id}`,
      amount: 4_000 + (i % 7) * 500,
      currency: "AUD",
      status: "succeeded" as const,
      reason: null,
      client_secret: null,
      payment_method_id: null,
      source_ref: null,
      due_at_ms: row.end_ms! + 7 * DAY,
      flagged: null,
      event_id: null,
      idempotency_key: `booking:${row.id}:transfer`,
      created_at: new Date(row.end_ms!).toISOString(),
      updated_at: new Date(row.end_ms!).toISOString(),
    }));
  await insertChunked(transfers, 400, (chunk) => db.insertInto("payments").values(chunk).execute());
}

/** A group of `members` people with log-ins over the last month, one InMail (a third opened it) and a group card. */
async function groupOf(db: Db, now: Date, members: string[], admins: string[], cardId: string): Promise<string> {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  await db
    .insertInto("groups")
    .values({
      id,
      slug: "bench-reads-group",
      name: "Bench reads group",
      logo_url: null,
      content_only: 0,
      pricing_enabled: 0,
      created_at: at,
    })
    .execute();
  await db.updateTable("cards").set({ group_id: id, type: "group" }).where("id", "=", cardId).execute();
  const roles = ["verified-member-community-visible", "unverified-member-community-visible", "awaiting-verification-consulting-visible"];
  const memberRows = [...admins, ...members].map((userId, i) => ({
    group_id: id,
    user_id: userId,
    role: i < admins.length ? "verified-member-community-visible" : roles[i % roles.length]!,
    role_when_joined: roles[(i + 1) % roles.length]!,
    is_admin: i < admins.length ? 1 : 0,
    approved_at: at,
    created_at: new Date(now.getTime() - (i % 400) * DAY).toISOString(),
    last_visited_at: null,
  }));
  await insertChunked(memberRows, 500, (chunk) => db.insertInto("group_members").values(chunk).execute());
  // 0–5 log-ins each over the last 28 days.
  const logins = members.flatMap((userId, i) =>
    Array.from({ length: i % 6 }, (_, k) => ({
      user_id: userId,
      session_id: null,
      event: "login",
      route: null,
      extra: null,
      created_at: new Date(now.getTime() - ((i + k * 5) % 28) * DAY - k * HOUR).toISOString(),
    })),
  );
  await insertChunked(logins, 500, (chunk) => db.insertInto("user_activity").values(chunk).execute());
  const emailId = crypto.randomUUID();
  await db
    .insertInto("group_emails")
    .values({ id: emailId, group_id: id, created_by: admins[0]!, subject: "Welcome", body: "Hello", created_at: at })
    .execute();
  const recipients = members.map((userId, i) => ({
    email_id: emailId,
    recipient_id: userId,
    group_id: id,
    position: i,
    token: crypto.randomUUID(),
    sent_at: at,
    opened_at: i % 3 === 0 ? new Date(now.getTime() - (i % 20) * DAY).toISOString() : null,
    created_at: at,
  }));
  await insertChunked(recipients, 500, (chunk) => db.insertInto("group_email_recipients").values(chunk).execute());
  return id;
}

/** Seeds the world into a fresh database at `databaseUrl`. */
export async function seedReadsWorld(
  databaseUrl: string,
  options: { advisors: number; bookings: number; members: number },
): Promise<ReadsWorld> {
  const now = new Date();
  const { db, close } = await openDatabase(databaseUrl);
  try {
    const owners: { advisorId: string; cardId: string }[] = [];
    for (let i = 0; i < options.advisors; i++) owners.push(await proAdvisor(db, now, i));
    return await db.transaction().execute(async (trx) => {
      const learners = await insertPeople(trx, now, "learner", 400);
      for (const [index, owner] of owners.entries())
        await historyOf(trx, now, { index, of: owners.length }, owner, options.bookings, learners);
      const members = [...learners, ...(await insertPeople(trx, now, "member", Math.max(0, options.members - learners.length)))];
      const admins = await insertPeople(trx, now, "admin", options.advisors);
      const groupId = await groupOf(trx, now, members, admins, owners[0]!.cardId);
      const session = (userId: string) => createSession(trx, userId, now, "bench");
      const advisors = [];
      for (const owner of owners) advisors.push(await session(owner.advisorId));
      const adminTokens = [];
      for (const admin of admins) adminTokens.push(await session(admin));
      return { advisors, admins: adminTokens, groupId };
    });
  } finally {
    await close();
  }
}
