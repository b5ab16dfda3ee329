import type { z } from "zod";
import { type CardProBono, PRO_BONO_MESSAGES, type ProBonoSummary, type updateProBonoSchema } from "@kora/shared/contracts/pro-bono.ts";
import {
  checkMonths,
  type HeldBooking,
  inviteCreditGrant,
  inviteCreditLeft,
  monthKeyOf,
  monthsOf,
  type ProBonoAllowance,
  proBonoRemaining,
  usageByMonth,
} from "@kora/shared/domain/money/pro-bono.ts";
import type { Db } from "../../db/database.ts";
import { invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { viewCard } from "../cards/cards.service.ts";
import type { CardRow } from "../cards/cards.table.ts";
import { findUserById, saveProBonoSettings } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { heldTimes } from "./pro-bono.read-model.ts";
import { findInviteCredit, insertInviteCredit, inviteCreditMinutes } from "./pro-bono.repository.ts";

/**
 * Pro-bono minutes and the monthly consultation cap (core §3 User, §9): the advisor's settings, what a month
 * has left, the checks a booking passes when it takes an advisor's time, and the invite credit ledger.
 * Minutes are held by the bookings themselves (requested, confirmed, completed); a booking that ends
 * any other way gives them back by its status alone.
 */

const DAY_MS = 86_400_000;
/** How many months ahead a learner may book (the one-year horizon): this month and the next twelve. */
const MONTHS_AHEAD = 12;

const monthStartUtc = (key: string) => Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, 1);
const nextMonth = (key: string) => new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)), 1)).toISOString().slice(0, 7);

/** A UTC window that holds the whole of months first…last in any timezone (offsets are under a day). */
const windowOf = (first: string, last: string) => ({
  fromMs: monthStartUtc(first) - DAY_MS,
  toMs: monthStartUtc(nextMonth(last)) + DAY_MS,
});

/** The advisor's held bookings with an instant in [fromMs, toMs), each with all its instants there. */
async function heldBookings(db: Db, advisorId: string, fromMs: number, toMs: number): Promise<HeldBooking[]> {
  const byId = new Map<string, HeldBooking>();
  for (const row of await heldTimes(db, advisorId, fromMs, toMs)) {
    const held = byId.get(row.booking_id) ?? {
      bookingId: row.booking_id,
      minutes: row.duration,
      proBono: row.use_pro_bono === 1,
      instants: [],
    };
    held.instants.push(row.start_ms);
    byId.set(row.booking_id, held);
  }
  return [...byId.values()];
}

/** The advisor's allowance: the monthly budget and the invite credit still unspent (every month's use beyond the budget, ever, came out of it). */
async function allowanceOf(db: Db, advisor: UserRow): Promise<ProBonoAllowance> {
  const [earned, held] = await Promise.all([inviteCreditMinutes(db, advisor.id), heldBookings(db, advisor.id, 0, Number.MAX_SAFE_INTEGER)]);
  const usage = usageByMonth(
    held.filter((booking) => booking.proBono),
    advisor.timezone,
  );
  return {
    enabled: advisor.pro_bono_enable === 1,
    budgetMinutes: advisor.pro_bono_minutes,
    inviteCreditMinutes: inviteCreditLeft(earned, advisor.pro_bono_minutes, usage),
  };
}

/** `GET /api/me/pro-bono`: the budget and this calendar month's use, in the caller's timezone. */
export async function proBonoSummary(services: Pick<Services, "db" | "now">, user: UserRow): Promise<ProBonoSummary> {
  const month = monthKeyOf(services.now().getTime(), user.timezone);
  const { fromMs, toMs } = windowOf(month, month);
  const [held, allowance] = await Promise.all([heldBookings(services.db, user.id, fromMs, toMs), allowanceOf(services.db, user)]);
  const used = usageByMonth(held, user.timezone)[month] ?? { bookedMinutes: 0, proBonoMinutes: 0 };
  return {
    enabled: allowance.enabled,
    probono_minutes: allowance.budgetMinutes,
    month,
    used_minutes: used.proBonoMinutes,
    remaining_minutes: proBonoRemaining(allowance, used.proBonoMinutes),
    invite_credit_minutes: allowance.inviteCreditMinutes,
    consultation_cap_hours: user.consultation_cap_hours,
    booked_minutes_this_month: used.bookedMinutes,
  };
}

/** `PUT /api/me/pro-bono`: switches pro bono on or off and sets the monthly budget. Bookings already made keep their minutes. */
export async function updateProBono(
  services: Pick<Services, "db" | "now">,
  user: UserRow,
  input: z.output<typeof updateProBonoSchema>,
): Promise<ProBonoSummary> {
  const updated = await saveProBonoSettings(
    services.db,
    user.id,
    {
      ...(input.enabled !== undefined && { pro_bono_enable: input.enabled ? 1 : 0 }),
      ...(input.probono_minutes !== undefined && { pro_bono_minutes: input.probono_minutes }),
    },
    services.now().toISOString(),
  );
  return proBonoSummary(services, updated);
}

/** `GET /api/cards/{id}/pro-bono`: whether pro-bono credit may be used on a card the viewer may see, and the minutes left per month. */
export async function cardProBono(services: Pick<Services, "db" | "now">, viewer: UserRow | null, cardId: string): Promise<CardProBono> {
  const card = await viewCard(services, viewer, cardId);
  const advisor = await findUserById(services.db, card.user_id);
  if (!advisor) throw notFound();
  const offered = card.pro_bono === 1 && card.rate > 0 && advisor.pro_bono_enable === 1;
  if (!offered) return { offered, timezone: advisor.timezone, months: [] };
  const months = [monthKeyOf(services.now().getTime(), advisor.timezone)];
  while (months.length <= MONTHS_AHEAD) months.push(nextMonth(months[months.length - 1]!));
  const { fromMs, toMs } = windowOf(months[0]!, months[months.length - 1]!);
  const [held, allowance] = await Promise.all([heldBookings(services.db, advisor.id, fromMs, toMs), allowanceOf(services.db, advisor)]);
  const usage = usageByMonth(held, advisor.timezone);
  return {
    offered,
    timezone: advisor.timezone,
    months: months.map((month) => ({ month, remaining_minutes: proBonoRemaining(allowance, usage[month]?.proBonoMinutes ?? 0) })),
  };
}

/** Minutes an advisor has booked per month (requested, confirmed, completed; pro bono included) around [fromMs, toMs): the cap's count. */
export async function bookedMinutesByMonth(
  services: Pick<Services, "db">,
  advisor: Pick<UserRow, "id" | "timezone">,
  fromMs: number,
  toMs: number,
): Promise<Record<string, number>> {
  const usage = usageByMonth(await heldBookings(services.db, advisor.id, fromMs - DAY_MS, toMs + DAY_MS), advisor.timezone);
  return Object.fromEntries(Object.entries(usage).map(([month, used]) => [month, used.bookedMinutes]));
}

/**
 * Whether a request may use pro-bono credit: false when it didn't ask or the card is free anyway; a
 * 422 on `useProbonoCredit` when the card doesn't offer pro bono or its advisor has switched it off.
 * Whether the month has the minutes is `assertAdvisorMonths`'s question.
 */
export function proBonoRequested(card: CardRow, advisor: UserRow, wanted: boolean): boolean {
  if (!wanted || card.rate === 0) return false;
  if (card.pro_bono !== 1) throw invalidField("useProbonoCredit", PRO_BONO_MESSAGES.notOffered);
  if (advisor.pro_bono_enable !== 1) throw invalidField("useProbonoCredit", PRO_BONO_MESSAGES.switchedOff(advisor.first_name));
  return true;
}

export interface AdvisorTimeHold {
  advisorId: string;
  /** The booking's instants after the change: its proposed times (and a reschedule's old start). */
  startsMs: number[];
  duration: number;
  proBono: boolean;
  /** The booking being changed (new times): months it already holds aren't checked again. Absent for a new booking. */
  bookingId?: string;
  /** Where a refusal is reported: the times for the cap, the pro-bono choice for the minutes. */
  fields: { cap: string; proBono: string };
}

/**
 * Refuses (422) a booking whose times would take an advisor past their monthly consultation cap, or a
 * pro-bono booking past the month's pro-bono minutes. Race-safe when `db` is the transaction that
 * writes the booking or its times: transactions hold the write lock (BEGIN IMMEDIATE), so of two
 * requests for the last minutes the second sees the first.
 */
export async function assertAdvisorMonths(db: Db, hold: AdvisorTimeHold): Promise<void> {
  const advisor = await findUserById(db, hold.advisorId);
  if (!advisor || (advisor.consultation_cap_hours === null && !hold.proBono)) return;
  const months = monthsOf(hold.startsMs, advisor.timezone);
  if (months.length === 0) return;
  const { fromMs, toMs } = windowOf(months[0]!, months[months.length - 1]!);
  const held = await heldBookings(db, advisor.id, fromMs, toMs);
  const own = held.find((booking) => booking.bookingId === hold.bookingId);
  const refusal = checkMonths({
    months,
    exempt: own ? monthsOf(own.instants, advisor.timezone) : [],
    durationMinutes: hold.duration,
    usage: usageByMonth(
      held.filter((booking) => booking !== own),
      advisor.timezone,
    ),
    capHours: advisor.consultation_cap_hours,
    proBono: hold.proBono ? await allowanceOf(db, advisor) : null,
  });
  if (refusal?.kind === "cap") throw invalidField(hold.fields.cap, PRO_BONO_MESSAGES.capReached(advisor.first_name, refusal.month));
  if (refusal?.kind === "pro-bono")
    throw invalidField(hold.fields.proBono, PRO_BONO_MESSAGES.noneLeft(advisor.first_name, refusal.month, refusal.remainingMinutes));
}

/**
 * Grants pro-bono credit for an invite (the invite feature calls it once an invite counts): the part
 * of `minutes` that keeps the person's invite credit within 100 hours. Once per invite — a repeat
 * answers what the first call granted. Under the write lock, with the database's cap trigger behind it.
 */
export async function grantInviteProBonoCredit(
  services: Pick<Services, "db" | "now">,
  userId: string,
  inviteId: string,
  minutes: number,
): Promise<{ grantedMinutes: number; totalMinutes: number; replay: boolean }> {
  return services.db.transaction().execute(async (trx) => {
    const earlier = await findInviteCredit(trx, inviteId);
    if (earlier) return { grantedMinutes: earlier.minutes, totalMinutes: await inviteCreditMinutes(trx, earlier.user_id), replay: true };
    const total = await inviteCreditMinutes(trx, userId);
    const grantedMinutes = inviteCreditGrant(total, minutes);
    await insertInviteCredit(trx, {
      id: crypto.randomUUID(),
      user_id: userId,
      source: "invite",
      invite_id: inviteId,
      minutes: grantedMinutes,
      created_at: services.now().toISOString(),
    });
    return { grantedMinutes, totalMinutes: total + grantedMinutes, replay: false };
  });
}
