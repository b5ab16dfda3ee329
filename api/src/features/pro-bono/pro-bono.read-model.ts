import { AWAITING_STATUSES } from "@kora/shared/domain/bookings/lifecycle.ts";
import { MINUTE_HOLDING_STATUSES } from "@kora/shared/domain/money/pro-bono.ts";
import type { Db } from "../../db/database.ts";

export interface HeldTime {
  booking_id: string;
  duration: number;
  use_pro_bono: number;
  start_ms: number;
}

/**
 * The instants that place an advisor's held bookings in months, within [fromMs, toMs): the start of
 * each requested, confirmed or completed booking that has one (a reschedule keeps its old start until
 * answered), and every time of the latest proposal of each booking awaiting an answer. One row per
 * instant; callers group them by booking.
 */
export async function heldTimes(db: Db, advisorId: string, fromMs: number, toMs: number): Promise<HeldTime[]> {
  const [starts, proposed] = await Promise.all([
    db
      .selectFrom("bookings")
      .select(["id as booking_id", "duration", "use_pro_bono", "start_ms"])
      .where("advisor_id", "=", advisorId)
      .where("status", "in", MINUTE_HOLDING_STATUSES)
      .where("start_ms", ">=", fromMs)
      .where("start_ms", "<", toMs)
      .execute(),
    db
      .selectFrom("booking_times as t")
      .innerJoin("bookings as b", "b.id", "t.booking_id")
      .select(["b.id as booking_id", "b.duration", "b.use_pro_bono", "t.start_ms"])
      .where("b.advisor_id", "=", advisorId)
      .where("b.status", "in", AWAITING_STATUSES)
      .where("t.start_ms", ">=", fromMs)
      .where("t.start_ms", "<", toMs)
      .where("t.round", "=", (eb) =>
        eb
          .selectFrom("booking_times as l")
          .select((e) => e.fn.max("l.round").as("r"))
          .whereRef("l.booking_id", "=", "t.booking_id"),
      )
      .execute(),
  ]);
  return [...(starts as HeldTime[]), ...proposed];
}
