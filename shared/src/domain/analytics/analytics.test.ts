import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, type BookingStatus } from "../bookings/lifecycle.ts";
import { buildCsv, csvCell, majorUnits } from "./csv.ts";
import { BOOKING_GROUP_OF, lastMonths, monthKeyIn, monthSeries, monthStartMs, monthsFromTo, seriesTotals, shiftMonth } from "./months.ts";

describe("months in the advisor's zone", () => {
  it.each([
    ["2026-11-30T13:30:00Z", "Australia/Sydney", "2026-12"],
    ["2026-11-30T12:59:59Z", "Australia/Sydney", "2026-11"],
    ["2026-12-01T04:00:00Z", "America/Los_Angeles", "2026-11"],
    ["2026-12-01T08:00:00Z", "America/Los_Angeles", "2026-12"],
    ["2026-01-01T00:00:00Z", "UTC", "2026-01"],
  ])("%s in %s is %s", (iso, zone, month) => expect(monthKeyIn(Date.parse(iso), zone)).toBe(month));

  it.each([
    ["2026-11", 1, "2026-12"],
    ["2026-12", 1, "2027-01"],
    ["2026-01", -1, "2025-12"],
    ["2026-03", -14, "2025-01"],
    ["2026-05", 0, "2026-05"],
  ])("%s shifted by %i is %s", (month, by, expected) => expect(shiftMonth(month, by)).toBe(expected));

  it("refuses what isn't a month", () => expect(() => shiftMonth("2026-1", 1)).toThrow(RangeError));

  it.each([
    ["2026-01", "2026-12", 12],
    ["2025-11", "2026-02", 4],
    ["2026-05", "2026-05", 1],
    ["2026-06", "2026-05", 0],
  ])("%s to %s is %i months", (first, last, n) => expect(monthsFromTo(first, last)).toBe(n));

  it("lists the last months up to the current one, oldest first, across a year", () => {
    expect(lastMonths(Date.parse("2026-02-10T00:00:00Z"), "UTC", 4)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    // Already March in Sydney.
    expect(lastMonths(Date.parse("2026-02-28T14:00:00Z"), "Australia/Sydney", 2)).toEqual(["2026-02", "2026-03"]);
  });

  it.each([
    ["2026-12", "Australia/Sydney", "2026-11-30T13:00:00.000Z"],
    ["2026-07", "Australia/Sydney", "2026-06-30T14:00:00.000Z"],
    ["2026-11", "America/New_York", "2026-11-01T04:00:00.000Z"],
    ["2026-11", "UTC", "2026-11-01T00:00:00.000Z"],
  ])("%s starts in %s at %s", (month, zone, iso) => expect(new Date(monthStartMs(month, zone)).toISOString()).toBe(iso));
});

describe("booking groups", () => {
  const TABLE: Record<BookingStatus, string> = {
    "pending-approval": "awaiting",
    "suggested-times": "awaiting",
    confirmed: "confirmed",
    completed: "completed",
    "cancelled-provisional": "cancelled",
    "cancelled-confirmed": "cancelled",
    "provisional-request-expired": "expired",
    "expired-learner-no-show": "expired",
    "expired-advisor-no-show": "expired",
    "expired-both-no-show": "expired",
  };
  it.each(BOOKING_STATUSES.map((s) => [s, TABLE[s]]))("%s counts as %s", (status, group) =>
    expect(BOOKING_GROUP_OF[status as BookingStatus]).toBe(group),
  );
});

describe("the month series", () => {
  const months = ["2026-10", "2026-11", "2026-12"];
  const zone = "Australia/Sydney";
  const at = (iso: string) => Date.parse(iso);
  const series = monthSeries(
    months,
    zone,
    [
      { status: "completed", requestedMs: at("2026-10-05T00:00:00Z") },
      { status: "cancelled-confirmed", requestedMs: at("2026-10-20T00:00:00Z") },
      // 1 December in Sydney already.
      { status: "confirmed", requestedMs: at("2026-11-30T14:00:00Z") },
      { status: "pending-approval", requestedMs: at("2026-12-02T00:00:00Z") },
      { status: "expired-learner-no-show", requestedMs: at("2026-12-03T00:00:00Z") },
      // Before the window: left out.
      { status: "completed", requestedMs: at("2026-09-10T00:00:00Z") },
    ],
    [
      { amount: 5000, currency: "AUD", settledMs: at("2026-10-06T00:00:00Z"), paid: true },
      { amount: 2500, currency: "AUD", settledMs: at("2026-10-07T00:00:00Z"), paid: false },
      { amount: 4000, currency: "USD", settledMs: at("2026-10-08T00:00:00Z"), paid: false },
      { amount: 9999, currency: "AUD", settledMs: at("2026-01-01T00:00:00Z"), paid: true },
    ],
  );

  it("counts each booking once, in the month it was requested, by where it stands", () => {
    expect(series.map((m) => [m.month, m.bookings])).toEqual([
      ["2026-10", { requested: 2, awaiting: 0, confirmed: 0, completed: 1, cancelled: 1, expired: 0 }],
      ["2026-11", { requested: 0, awaiting: 0, confirmed: 0, completed: 0, cancelled: 0, expired: 0 }],
      ["2026-12", { requested: 3, awaiting: 1, confirmed: 1, completed: 0, cancelled: 0, expired: 1 }],
    ]);
  });

  it("sums income per currency in the month the session settled, months with none empty", () => {
    expect(series.map((m) => m.income)).toEqual([
      [
        { currency: "AUD", earned: 7500, paid: 5000 },
        { currency: "USD", earned: 4000, paid: 0 },
      ],
      [],
      [],
    ]);
  });

  it("totals the series", () => {
    expect(seriesTotals(series)).toEqual({
      bookings: { requested: 5, awaiting: 1, confirmed: 1, completed: 1, cancelled: 1, expired: 1 },
      income: [
        { currency: "AUD", earned: 7500, paid: 5000 },
        { currency: "USD", earned: 4000, paid: 0 },
      ],
    });
  });
});

describe("CSV cells", () => {
  it.each([
    ["plain", '"plain"'],
    ['say "hi"', '"say ""hi"""'],
    ["a,b", '"a,b"'],
    ["two\nlines", '"two\nlines"'],
    ["=SUM(A1:A9)", `"'=SUM(A1:A9)"`],
    ["+61 400 000 000", `"'+61 400 000 000"`],
    ["-2+3", `"'-2+3"`],
    ["@cmd", `"'@cmd"`],
    ["\t=1", `"'\t=1"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["a=b", '"a=b"'],
    ["", '""'],
  ])("%j → %s", (value, cell) => expect(csvCell(value)).toBe(cell));

  it("writes numbers and empties as they are", () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(null)).toBe('""');
  });

  it("builds a file with CRLF line ends", () => {
    expect(
      buildCsv(
        ["Name", "Bookings"],
        [
          ["Ada", 2],
          ["=Bob", null],
        ],
      ),
    ).toBe('"Name","Bookings"\r\n"Ada","2"\r\n"\'=Bob",""\r\n');
    expect(buildCsv(["Only"], [])).toBe('"Only"\r\n');
  });

  it.each([
    [5000, "50.00"],
    [5, "0.05"],
    [0, "0.00"],
    [123456, "1234.56"],
  ])("%i minor units → %s", (minor, text) => expect(majorUnits(minor)).toBe(text));
});
