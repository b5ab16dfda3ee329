import { describe, expect, it } from "vitest";
import { dateRangeToUtc, describeRange, todayIn } from "./date-range.ts";

describe("dateRangeToUtc", () => {
  it("blocks whole local days, from the first midnight to the midnight after the last day", () => {
    expect(dateRangeToUtc("2026-05-04", "2026-05-08", "Australia/Sydney", "2026-05-01")).toEqual({
      ok: true,
      startsAtUtc: "2026-05-03T14:00:00.000Z",
      endsAtUtc: "2026-05-08T14:00:00.000Z",
    });
    expect(dateRangeToUtc("2026-05-04", "2026-05-04", "America/New_York", "2026-05-01")).toEqual({
      ok: true,
      startsAtUtc: "2026-05-04T04:00:00.000Z",
      endsAtUtc: "2026-05-05T04:00:00.000Z",
    });
  });
  it("follows daylight saving inside the range", () => {
    // Sydney goes from +11 to +10 on Sun 5 Apr 2026.
    const range = dateRangeToUtc("2026-04-03", "2026-04-06", "Australia/Sydney", "2026-04-01");
    expect(range).toEqual({ ok: true, startsAtUtc: "2026-04-02T13:00:00.000Z", endsAtUtc: "2026-04-06T14:00:00.000Z" });
  });
  it("starts a day whose midnight is skipped when the clocks jump", () => {
    // Santiago springs forward at midnight on Sun 6 Sep 2026: 00:00 becomes 01:00 (UTC−3).
    expect(dateRangeToUtc("2026-09-06", "2026-09-06", "America/Santiago", "2026-09-01")).toMatchObject({
      ok: true,
      startsAtUtc: "2026-09-06T04:00:00.000Z",
    });
  });
  it("explains what is wrong", () => {
    expect(dateRangeToUtc("", "2026-05-04", "UTC", "2026-05-01")).toMatchObject({ ok: false, field: "from" });
    expect(dateRangeToUtc("2026-05-04", "", "UTC", "2026-05-01")).toMatchObject({ ok: false, field: "to" });
    expect(dateRangeToUtc("2026-05-04", "2026-05-03", "UTC", "2026-05-01")).toMatchObject({
      ok: false,
      field: "to",
      message: "The last day can't be before the first.",
    });
    expect(dateRangeToUtc("2026-04-04", "2026-04-05", "UTC", "2026-05-01")).toMatchObject({
      ok: false,
      field: "to",
      message: "Those days have already passed.",
    });
  });
});

describe("describeRange", () => {
  it("reads whole days back in the advisor's zone", () => {
    expect(describeRange("2026-05-03T14:00:00.000Z", "2026-05-08T14:00:00.000Z", "Australia/Sydney")).toBe("Mon 4 May – Fri 8 May 2026");
    expect(describeRange("2026-05-03T14:00:00.000Z", "2026-05-04T14:00:00.000Z", "Australia/Sydney")).toBe("Mon 4 May 2026");
    expect(describeRange("2026-12-23T13:00:00.000Z", "2027-01-02T13:00:00.000Z", "Australia/Sydney")).toBe(
      "Thu 24 Dec 2026 – Sat 2 Jan 2027",
    );
  });
  it("shows times for a range that does not fall on midnights", () => {
    expect(describeRange("2026-05-04T09:00:00.000Z", "2026-05-04T12:30:00.000Z", "UTC")).toBe(
      "Mon 4 May 2026 09:00 – Mon 4 May 2026 12:30",
    );
  });
  it("knows today in a zone", () => {
    expect(todayIn("Australia/Sydney", Date.parse("2026-05-04T15:00:00Z"))).toBe("2026-05-05");
  });
});
