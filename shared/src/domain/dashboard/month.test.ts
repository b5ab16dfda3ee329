import { describe, expect, it } from "vitest";
import { monthWindow } from "./month.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("this month in the user's time zone (dashboard money)", () => {
  it.each([
    // now (UTC), zone, month, first instant, first instant of the next month
    ["2026-11-21T09:00:00Z", "UTC", "2026-11", "2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z"],
    ["2026-12-31T23:59:00Z", "UTC", "2026-12", "2026-12-01T00:00:00.000Z", "2027-01-01T00:00:00.000Z"],
    // Sydney's clocks go forward on 4 October 2026: the month starts at +10 and ends at +11.
    ["2026-10-15T00:00:00Z", "Australia/Sydney", "2026-10", "2026-09-30T14:00:00.000Z", "2026-10-31T13:00:00.000Z"],
    // New York's go forward on 14 March 2027: -5 at the start, -4 at the end.
    ["2027-03-20T12:00:00Z", "America/New_York", "2027-03", "2027-03-01T05:00:00.000Z", "2027-04-01T04:00:00.000Z"],
    // UTC+13 (Auckland in summer): half past midnight on 1 December is already December there.
    ["2026-11-30T11:30:00Z", "Pacific/Auckland", "2026-12", "2026-11-30T11:00:00.000Z", "2026-12-31T11:00:00.000Z"],
    // UTC+13 all year (Tonga): a minute before local midnight is still November.
    ["2026-11-30T10:59:00Z", "Pacific/Tongatapu", "2026-11", "2026-10-31T11:00:00.000Z", "2026-11-30T11:00:00.000Z"],
    // UTC-10 (Honolulu): 09:59 UTC on 1 December is 23:59 on 30 November.
    ["2026-12-01T09:59:00Z", "Pacific/Honolulu", "2026-11", "2026-11-01T10:00:00.000Z", "2026-12-01T10:00:00.000Z"],
    ["2026-12-01T10:00:00Z", "Pacific/Honolulu", "2026-12", "2026-12-01T10:00:00.000Z", "2027-01-01T10:00:00.000Z"],
  ])("%s in %s → %s [%s, %s)", (now, zone, key, start, end) => {
    const month = monthWindow(at(now), zone);
    expect({ key: month.key, start: iso(month.startMs), end: iso(month.endMs) }).toEqual({ key, start, end });
    expect(month.startMs).toBeLessThanOrEqual(at(now));
    expect(month.endMs).toBeGreaterThan(at(now));
  });

  it("names the month in words", () => expect(monthWindow(at("2026-11-21T09:00:00Z"), "UTC").label).toBe("November 2026"));

  it.each(["Australia/Sydney", "America/New_York", "Pacific/Auckland", "Pacific/Honolulu", "Europe/London"])(
    "tiles a year of months in %s with no gap or overlap",
    (zone) => {
      let month = monthWindow(at("2026-01-15T12:00:00Z"), zone);
      for (let i = 0; i < 12; i++) {
        const next = monthWindow(month.endMs, zone);
        expect(next.startMs).toBe(month.endMs);
        expect(next.key > month.key).toBe(true);
        month = next;
      }
    },
  );
});
