import type { Interval } from "../availability/slots.ts";

/** Minutes covered by the intervals, overlaps counted once (a 60-minute slot every 30 minutes from 9 to 10 covers 90). */
export function coveredMinutes(intervals: readonly Interval[]): number {
  const sorted = intervals.filter((i) => i.endMs > i.startMs).sort((a, b) => a.startMs - b.startMs);
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const { startMs, endMs } of sorted) {
    if (endMs <= end) continue;
    total += endMs - Math.max(startMs, end);
    end = endMs;
  }
  return Math.round(total / 60_000);
}

/** The publish warning (core §4 Cards): a card nobody can book in the next 4 weeks. */
export const needsHoursWarning = (summary: { bookableMinutesNext4Weeks: number }) => summary.bookableMinutesNext4Weeks === 0;

export const PUBLISH_WARNING = {
  title: "Before you publish",
  message: "Learners can't book this card yet: you have no bookable time in the next 4 weeks. Set your working hours",
  setHours: "Set working hours",
  publishAnyway: "Publish anyway",
} as const;
