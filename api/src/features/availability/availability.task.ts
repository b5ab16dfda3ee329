import type { AvailabilitySummary } from "@kora/shared/contracts/onboarding.ts";
import { coveredMinutes } from "@kora/shared/domain/onboarding/bookable-time.ts";
import { defineReadTask, jsonBytes } from "../../db/read-task.ts";
import { findUserById } from "../users/users.service.ts";
import { type HoursSource, type SlotWindow, slotList, workingHoursOf } from "./slot-lists.ts";

/**
 * Slot computation as read tasks (db/read-task.ts): the reads and the CPU work of a slot list, as one
 * message to a reader worker in the server, so none of it runs on the event loop. Who may see the
 * card is checked before, on the main handle (availability.service.ts); inputs are plain data.
 */

const DAY_MS = 86_400_000;

export interface SlotListInput {
  advisorId: string;
  /** Its working hours null: the advisor's standard hours, read here with the advisor. */
  source: HoursSource;
  viewerId: string | null;
  window: SlotWindow;
  nowMs: number;
  /** The window as asked for, echoed in the answer. */
  asked: { from: string; to: string };
}

/** `GET /api/cards/:id/availability`'s JSON body, encoded (the slots cache keeps bytes); null when the card's advisor is gone. */
export const slotListTask = defineReadTask(
  "availability.slot-list",
  async (db, input: SlotListInput): Promise<Uint8Array<ArrayBuffer> | null> => {
    const advisor = await findUserById(db, input.advisorId);
    if (!advisor) return null;
    const source = { ...input.source, workingHours: input.source.workingHours ?? advisor.working_hours };
    const slots = await slotList(db, advisor, source, input.viewerId, input.window, input.nowMs);
    return jsonBytes({
      data: slots,
      meta: {
        timezone: advisor.timezone,
        duration: input.window.duration,
        from: input.asked.from,
        to: input.asked.to,
        instantBooking: advisor.instant_booking === 1,
        minNoticeMinutes: advisor.min_notice_hours * 60,
      },
    });
  },
);

/** The window the publish warning looks at (core §4 Cards): the next 4 weeks. */
export const SUMMARY_WINDOW_DAYS = 28;

export interface SummaryInput {
  advisorId: string;
  /** Its working hours null: the advisor's standard hours. */
  source: HoursSource;
  /** The session length the slots are counted in. */
  duration: number;
  nowMs: number;
}

/** The advisor's bookable minutes over the next 4 weeks by the real slot rules; null when the advisor is gone. */
export const availabilitySummaryTask = defineReadTask(
  "availability.summary",
  async (db, input: SummaryInput): Promise<AvailabilitySummary | null> => {
    const advisor = await findUserById(db, input.advisorId);
    if (!advisor) return null;
    const source = { ...input.source, workingHours: input.source.workingHours ?? advisor.working_hours };
    const window = { fromMs: input.nowMs, toMs: input.nowMs + SUMMARY_WINDOW_DAYS * DAY_MS, duration: input.duration };
    const slots = await slotList(db, advisor, source, null, window, input.nowMs);
    return {
      hasWorkingHours: workingHoursOf(source.workingHours).length > 0,
      bookableMinutesNext4Weeks: coveredMinutes(
        slots.map((slot) => ({ startMs: Date.parse(slot.startUtc), endMs: Date.parse(slot.endUtc) })),
      ),
      timezone: advisor.timezone,
    };
  },
);
