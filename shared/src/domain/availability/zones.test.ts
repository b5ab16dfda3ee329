import { describe, expect, it } from "vitest";
import { addDays, dayOfWeek, utcToZonedParts, zonedWallToUtc, zonedWallToUtcOrNext } from "./zones.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const hm = (time: string) => {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

describe("zonedWallToUtc", () => {
  it.each([
    // Ordinary days, both hemispheres, and a half-hour zone.
    ["Australia/Sydney", "2026-06-01", "09:00", "2026-05-31T23:00:00.000Z"],
    ["Australia/Sydney", "2026-01-15", "09:00", "2026-01-14T22:00:00.000Z"],
    ["America/New_York", "2026-06-01", "09:00", "2026-06-01T13:00:00.000Z"],
    ["Asia/Kolkata", "2026-06-01", "09:00", "2026-06-01T03:30:00.000Z"],
    ["UTC", "2026-06-01", "00:00", "2026-06-01T00:00:00.000Z"],
    // Sydney fall-back, Sun 5 Apr 2026: 03:00 AEDT → 02:00 AEST; 02:00–02:59 happens twice, earlier wins.
    ["Australia/Sydney", "2026-04-05", "01:30", "2026-04-04T14:30:00.000Z"],
    ["Australia/Sydney", "2026-04-05", "02:00", "2026-04-04T15:00:00.000Z"],
    ["Australia/Sydney", "2026-04-05", "02:30", "2026-04-04T15:30:00.000Z"],
    ["Australia/Sydney", "2026-04-05", "03:00", "2026-04-04T17:00:00.000Z"],
    // Sydney spring-forward, Sun 4 Oct 2026: 02:00 AEST → 03:00 AEDT; 02:00–02:59 never happens.
    ["Australia/Sydney", "2026-10-04", "01:59", "2026-10-03T15:59:00.000Z"],
    ["Australia/Sydney", "2026-10-04", "02:00", null],
    ["Australia/Sydney", "2026-10-04", "02:30", null],
    ["Australia/Sydney", "2026-10-04", "03:00", "2026-10-03T16:00:00.000Z"],
    // New York spring-forward, Sun 8 Mar 2026: 02:00 EST → 03:00 EDT.
    ["America/New_York", "2026-03-08", "01:59", "2026-03-08T06:59:00.000Z"],
    ["America/New_York", "2026-03-08", "02:00", null],
    ["America/New_York", "2026-03-08", "02:59", null],
    ["America/New_York", "2026-03-08", "03:00", "2026-03-08T07:00:00.000Z"],
    // New York fall-back, Sun 1 Nov 2026: 02:00 EDT → 01:00 EST; 01:00–01:59 twice, earlier (EDT) wins.
    ["America/New_York", "2026-11-01", "00:59", "2026-11-01T04:59:00.000Z"],
    ["America/New_York", "2026-11-01", "01:00", "2026-11-01T05:00:00.000Z"],
    ["America/New_York", "2026-11-01", "01:30", "2026-11-01T05:30:00.000Z"],
    ["America/New_York", "2026-11-01", "02:00", "2026-11-01T07:00:00.000Z"],
    // Lord Howe moves by half an hour: gap 02:00–02:30 in October, repeat 01:30–02:00 in April.
    ["Australia/Lord_Howe", "2026-10-04", "02:15", null],
    ["Australia/Lord_Howe", "2026-10-04", "02:30", "2026-10-03T15:30:00.000Z"],
    ["Australia/Lord_Howe", "2026-04-05", "01:45", "2026-04-04T14:45:00.000Z"],
  ])("%s %s %s → %s", (zone, date, time, expected) => {
    expect(iso(zonedWallToUtc(date, hm(time), zone))).toBe(expected);
  });

  it("reads minute 1440 as the next midnight, even across a month end", () => {
    expect(iso(zonedWallToUtc("2026-06-30", 1440, "Australia/Sydney"))).toBe("2026-06-30T14:00:00.000Z");
    expect(zonedWallToUtc("2026-06-30", 1440, "Australia/Sydney")).toBe(zonedWallToUtc("2026-07-01", 0, "Australia/Sydney"));
  });

  it("refuses impossible dates and unknown zones", () => {
    expect(() => zonedWallToUtc("2026-02-30", 0, "UTC")).toThrow(RangeError);
    expect(() => zonedWallToUtc("5 June", 0, "UTC")).toThrow(RangeError);
    expect(() => zonedWallToUtc("2026-06-01", 0, "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("zonedWallToUtcOrNext", () => {
  it.each([
    ["America/New_York", "2026-03-08", "02:30", "2026-03-08T07:00:00.000Z"],
    ["America/New_York", "2026-03-08", "02:00", "2026-03-08T07:00:00.000Z"],
    ["Australia/Sydney", "2026-10-04", "02:00", "2026-10-03T16:00:00.000Z"],
    ["Australia/Lord_Howe", "2026-10-04", "02:15", "2026-10-03T15:30:00.000Z"],
    // Outside a gap it is zonedWallToUtc, repeated hour included.
    ["America/New_York", "2026-11-01", "01:30", "2026-11-01T05:30:00.000Z"],
    ["Australia/Sydney", "2026-06-01", "17:00", "2026-06-01T07:00:00.000Z"],
  ])("%s %s %s → the first real instant %s", (zone, date, time, expected) => {
    expect(iso(zonedWallToUtcOrNext(date, hm(time), zone))).toBe(expected);
  });
});

describe("utcToZonedParts", () => {
  it.each([
    ["2026-11-01T05:30:00Z", "America/New_York", "2026-11-01", "01:30", 7],
    // The repeated hour: a later instant, the same wall time.
    ["2026-11-01T06:30:00Z", "America/New_York", "2026-11-01", "01:30", 7],
    ["2026-04-04T16:30:00Z", "Australia/Sydney", "2026-04-05", "02:30", 7],
    ["2026-10-03T16:00:00Z", "Australia/Sydney", "2026-10-04", "03:00", 7],
    ["2026-06-07T21:00:00Z", "Pacific/Auckland", "2026-06-08", "09:00", 1],
    ["2026-06-07T21:00:00Z", "America/Los_Angeles", "2026-06-07", "14:00", 7],
    ["2026-06-01T00:00:00Z", "UTC", "2026-06-01", "00:00", 1],
    // Seconds are dropped, never rounded up into the next minute.
    ["2026-06-01T23:59:59.999Z", "UTC", "2026-06-01", "23:59", 1],
  ])("%s in %s is %s %s (day %i)", (instant, zone, date, time, day) => {
    expect(utcToZonedParts(Date.parse(instant), zone)).toEqual({ date, minuteOfDay: hm(time), day });
  });

  it.each(["America/New_York", "Australia/Sydney", "Australia/Lord_Howe", "Pacific/Chatham", "Europe/London"])(
    "round-trips every quarter hour through the 2026 changes in %s",
    (zone) => {
      const windows = [7, 28]
        .map((d) => Date.UTC(2026, 2, d))
        .concat([Date.UTC(2026, 3, 3), Date.UTC(2026, 8, 26), Date.UTC(2026, 9, 2), Date.UTC(2026, 9, 24), Date.UTC(2026, 9, 31)]);
      for (const from of windows) {
        for (let ms = from; ms < from + 3 * 86_400_000; ms += 15 * 60_000) {
          const parts = utcToZonedParts(ms, zone);
          const back = zonedWallToUtc(parts.date, parts.minuteOfDay, zone);
          // An instant's own wall time always exists; in a repeated hour the earlier twin comes back.
          expect(back).not.toBeNull();
          expect(back!).toBeLessThanOrEqual(ms);
          expect(ms - back!).toBeLessThanOrEqual(60 * 60_000);
          expect(utcToZonedParts(back!, zone)).toEqual(parts);
        }
      }
    },
  );
});

describe("calendar arithmetic", () => {
  it.each([
    ["2026-06-01", 1, "2026-06-02"],
    ["2026-06-30", 1, "2026-07-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-03-08", 0, "2026-03-08"],
    ["2026-01-01", 365, "2027-01-01"],
  ])("addDays(%s, %i) = %s", (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it.each([
    ["2026-06-01", 1],
    ["2026-06-03", 3],
    ["2026-04-05", 7],
    ["2026-10-04", 7],
    ["2026-03-09", 1],
    ["2028-02-29", 2],
  ])("dayOfWeek(%s) = %i (Monday = 1)", (date, day) => {
    expect(dayOfWeek(date)).toBe(day);
  });
});
