import { sql } from "kysely";
import type { z } from "zod";
import type { BookingDto, bookingListQuerySchema } from "@kora/shared/contracts/bookings.ts";
import { ARCHIVED_STATUSES, AWAITING_STATUSES, JOIN_CLOSES_MINUTES, JOIN_OPENS_MINUTES } from "@kora/shared/domain/bookings/lifecycle.ts";
import type { Page } from "../../http/pagination.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { toBookingDtos } from "./booking-views.ts";
import { contactsOf } from "./bookings.repository.ts";

type ListQuery = z.output<typeof bookingListQuerySchema>;

/** The caller's bookings with the filters and orders of core §7; only bookings they are on, whatever the filters say. */
export async function listBookings(
  services: Services,
  user: UserRow,
  query: ListQuery,
  page: Page,
): Promise<{ data: BookingDto[]; total: number }> {
  let q = services.db.selectFrom("bookings as b").where((eb) => {
    const mine = {
      advisor: eb("b.advisor_id", "=", user.id),
      learner: eb("b.learner_id", "=", user.id),
      facilitator: eb("b.facilitated_by", "=", user.id),
    };
    return query.role ? mine[query.role] : eb.or([mine.advisor, mine.learner, mine.facilitator]);
  });
  if (query.status?.length) q = q.where("b.status", "in", query.status);
  if (query.archived !== undefined) q = q.where("b.status", query.archived ? "in" : "not in", [...ARCHIVED_STATUSES]);
  if (query.instant_booking !== undefined) q = q.where("b.instant_booking", "=", query.instant_booking ? 1 : 0);
  if (query.recorded !== undefined) q = q.where("b.recorded", "=", query.recorded ? 1 : 0);
  if (query.advisor_id) q = q.where("b.advisor_id", "=", query.advisor_id);
  if (query.learner_id) q = q.where("b.learner_id", "=", query.learner_id);
  if (query.facilitated_by) q = q.where("b.facilitated_by", "=", query.facilitated_by);
  if (query.query) {
    const like = `%${query.query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("users as u")
          .innerJoin("cards as c", "c.id", "b.card_id")
          .select("u.id")
          .where((w) => w.or([w("u.id", "=", w.ref("b.advisor_id")), w("u.id", "=", w.ref("b.learner_id"))]))
          .where(sql<boolean>`(u.first_name || ' ' || u.last_name like ${like} escape '\\' or c.title like ${like} escape '\\')`),
      ),
    );
  }
  const ordered = (() => {
    switch (query.orderBy) {
      case "request_expires_at_utc":
        return q.orderBy("b.request_expires_at_ms", "asc").orderBy("b.created_at", "desc");
      case "booking_time_utc":
        return q.orderBy("b.start_ms", "asc").orderBy("b.created_at", "desc");
      case "-booking_time_utc":
        return q.orderBy("b.start_ms", "desc").orderBy("b.created_at", "desc");
      default:
        return q.orderBy("b.created_at", "desc");
    }
  })();
  const [rows, count] = await Promise.all([
    ordered
      .selectAll("b")
      .orderBy("b.id")
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { data: await toBookingDtos(services.db, user, rows, services.now().getTime()), total: Number(count.n) };
}

/** Booking counters for the menu (core §3 User.stats). */
export async function bookingStats(services: Services, userId: string) {
  const nowMs = services.now().getTime();
  const count = (rows: { n: number | bigint }) => Number(rows.n);
  const awaitingMine = (side: "advisor" | "learner") =>
    services.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(side === "advisor" ? "advisor_id" : "learner_id", "=", userId)
      .where("status", "in", [...AWAITING_STATUSES])
      .where("awaiting_from", "=", side)
      .executeTakeFirstOrThrow();
  const mine = services.db.selectFrom("bookings").where((eb) => eb.or([eb("advisor_id", "=", userId), eb("learner_id", "=", userId)]));
  const [learning, advising, confirmed, archived, active] = await Promise.all([
    awaitingMine("learner"),
    awaitingMine("advisor"),
    mine
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "confirmed")
      .where("end_ms", ">", nowMs)
      .executeTakeFirstOrThrow(),
    mine
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "in", [...ARCHIVED_STATUSES])
      .executeTakeFirstOrThrow(),
    mine
      .select("id")
      .where("status", "=", "confirmed")
      .where("start_ms", "<=", nowMs + JOIN_OPENS_MINUTES * 60_000)
      .where("start_ms", ">=", nowMs - JOIN_CLOSES_MINUTES * 60_000)
      .orderBy("start_ms")
      .executeTakeFirst(),
  ]);
  const bookingRequestsLearning = count(learning);
  const bookingRequestsAdvising = count(advising);
  return {
    bookingRequestsLearning,
    bookingRequestsAdvising,
    bookingsConfirmed: count(confirmed),
    bookingsArchived: count(archived),
    bookingAlerts: bookingRequestsLearning + bookingRequestsAdvising,
    bookingActive: active !== undefined,
    activeBookingId: active?.id ?? null,
  };
}

/** People the caller has had bookings with (the advisor's flows pick from them). Emails only of people who aren't placeholders. */
export async function contacts(services: Services, user: UserRow) {
  const rows = await contactsOf(services.db, user.id);
  if (rows.length === 0) return [];
  const users = await services.db
    .selectFrom("users")
    .selectAll()
    .where(
      "id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.flatMap((r) => {
    const u = byId.get(r.id);
    return u
      ? [
          {
            id: u.id,
            firstName: u.first_name,
            fullName: `${u.first_name} ${u.last_name}`.trim(),
            avatarUrl: u.avatar_url,
            email: u.email,
            lastBookedAt: r.last_at,
          },
        ]
      : [];
  });
}

/** Cards the caller has booked as a learner, most recently booked first (repeat bookings). */
export async function repeatCardIds(services: Services, user: UserRow, page: Page): Promise<{ ids: string[]; total: number }> {
  const base = services.db
    .selectFrom("bookings as b")
    .innerJoin("cards as c", "c.id", "b.card_id")
    .where("b.learner_id", "=", user.id)
    .where("c.deleted_at", "is", null)
    .where("c.status", "in", ["published", "unlisted"]);
  const [rows, count] = await Promise.all([
    base
      .select(["b.card_id"])
      .select((eb) => eb.fn.max("b.created_at").as("last"))
      .groupBy("b.card_id")
      .orderBy("last", "desc")
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    base.select((eb) => eb.fn.count<number>("b.card_id").distinct().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.card_id), total: Number(count.n) };
}
