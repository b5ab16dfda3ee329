import { describe, expect, it } from "vitest";
import { calendarWriteAction } from "./calendar-write.ts";

const NOW = Date.parse("2027-03-01T09:00:00Z");
const H = 3_600_000;
const D = 24 * H;

describe("what a booking change does to the calendar event", () => {
  it.each([
    ["confirmed, tomorrow", { status: "confirmed", startMs: NOW + D, endMs: NOW + D + H }, "put"],
    ["confirmed, under way", { status: "confirmed", startMs: NOW - H / 2, endMs: NOW + H / 2 }, "put"],
    ["confirmed, over", { status: "confirmed", startMs: NOW - 2 * H, endMs: NOW - H }, "keep"],
    ["confirmed, beyond a year", { status: "confirmed", startMs: NOW + 400 * D, endMs: NOW + 400 * D + H }, "keep"],
    ["cancelled after confirming", { status: "cancelled-confirmed", startMs: NOW + D, endMs: NOW + D + H }, "delete"],
    ["cancelled request", { status: "cancelled-provisional", startMs: null, endMs: null }, "delete"],
    ["new times proposed", { status: "suggested-times", startMs: NOW + D, endMs: NOW + D + H }, "keep"],
    ["completed", { status: "completed", startMs: NOW - 2 * H, endMs: NOW - H }, "keep"],
  ] as const)("%s → %s", (_name, booking, action) => {
    expect(calendarWriteAction(booking, NOW)).toBe(action);
  });
});
