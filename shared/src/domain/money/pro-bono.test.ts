import { describe, expect, it } from "vitest";
import { updateProBonoSchema } from "../../contracts/pro-bono.ts";
import {
  capReached,
  checkMonths,
  fitsCap,
  formatHoursTenths,
  formatMonth,
  formatProBonoHours,
  type HeldBooking,
  INVITE_CREDIT_MAX_MINUTES,
  inviteCreditGrant,
  inviteCreditLeft,
  type MonthCheck,
  monthKeyOf,
  monthsOf,
  proBonoChoice,
  proBonoRemaining,
  usageByMonth,
} from "./pro-bono.ts";

describe("pro bono shown as X.X hours a month (core §9)", () => {
  it.each([
    [0, "0.0 hours a month"],
    [30, "0.5 hours a month"],
    [60, "1.0 hours a month"],
    [150, "2.5 hours a month"],
    [45, "0.8 hours a month"],
    [6000, "100.0 hours a month"],
    [6001, "100.0 hours a month"],
  ])("%i minutes → %s", (minutes, text) => expect(formatProBonoHours(minutes)).toBe(text));
  it("shows used and remaining time the same way", () => expect(formatHoursTenths(90)).toBe("1.5 hours"));
});

describe("months in the advisor's zone", () => {
  it.each([
    ["2026-11-30T13:30:00Z", "Australia/Sydney", "2026-12"],
    ["2026-11-30T12:59:00Z", "Australia/Sydney", "2026-11"],
    ["2027-01-01T04:00:00Z", "America/New_York", "2026-12"],
    ["2027-01-01T05:00:00Z", "America/New_York", "2027-01"],
    ["2026-12-31T23:59:59Z", "UTC", "2026-12"],
  ])("%s in %s is %s", (iso, zone, month) => expect(monthKeyOf(Date.parse(iso), zone)).toBe(month));

  it("lists a booking's distinct months in order, and names them", () => {
    const times = ["2027-01-02T00:00:00Z", "2026-12-05T00:00:00Z", "2026-12-20T00:00:00Z"].map(Date.parse);
    expect(monthsOf(times, "UTC")).toEqual(["2026-12", "2027-01"]);
    expect(formatMonth("2026-12")).toBe("December 2026");
  });
});

describe("usage per month", () => {
  const held = (id: string, minutes: number, proBono: boolean, ...isos: string[]): HeldBooking => ({
    bookingId: id,
    minutes,
    proBono,
    instants: isos.map(Date.parse),
  });
  it.each<[string, HeldBooking[], Record<string, { bookedMinutes: number; proBonoMinutes: number }>]>([
    ["nothing held", [], {}],
    ["one paid booking", [held("a", 60, false, "2026-12-03T10:00:00Z")], { "2026-12": { bookedMinutes: 60, proBonoMinutes: 0 } }],
    [
      "pro bono counts towards both",
      [held("a", 60, false, "2026-12-03T10:00:00Z"), held("b", 30, true, "2026-12-04T10:00:00Z")],
      { "2026-12": { bookedMinutes: 90, proBonoMinutes: 30 } },
    ],
    [
      "three times in one month count once",
      [held("a", 60, true, "2026-12-03T10:00:00Z", "2026-12-04T10:00:00Z", "2026-12-05T10:00:00Z")],
      { "2026-12": { bookedMinutes: 60, proBonoMinutes: 60 } },
    ],
    [
      "times in two months hold both",
      [held("a", 45, true, "2026-12-30T10:00:00Z", "2027-01-02T10:00:00Z")],
      { "2026-12": { bookedMinutes: 45, proBonoMinutes: 45 }, "2027-01": { bookedMinutes: 45, proBonoMinutes: 45 } },
    ],
  ])("%s", (_, bookings, expected) => expect(usageByMonth(bookings, "UTC")).toEqual(expected));
});

describe("pro-bono minutes left", () => {
  it.each([
    ["off: nothing, whatever the budget", { enabled: false, budgetMinutes: 600, inviteCreditMinutes: 60 }, 0, 0],
    ["budget untouched", { enabled: true, budgetMinutes: 600, inviteCreditMinutes: 0 }, 0, 600],
    ["budget partly used", { enabled: true, budgetMinutes: 600, inviteCreditMinutes: 0 }, 540, 60],
    ["unspent invite credit adds to what the budget has left", { enabled: true, budgetMinutes: 60, inviteCreditMinutes: 90 }, 60, 90],
    ["invite credit alone", { enabled: true, budgetMinutes: 0, inviteCreditMinutes: 120 }, 0, 120],
    ["over-used (budget lowered since): never negative", { enabled: true, budgetMinutes: 60, inviteCreditMinutes: 0 }, 120, 0],
  ])("%s", (_, allowance, used, left) => expect(proBonoRemaining(allowance, used)).toBe(left));
});

describe("the monthly consultation cap", () => {
  it.each([
    [null, 10_000, 60, false, true],
    [1, 0, 60, false, true],
    [1, 30, 30, false, true],
    [1, 30, 60, false, false],
    [1, 60, 30, true, false],
    [10, 599, 1, false, true],
    [10, 600, 0, true, true],
  ])("cap %s h, %i booked, +%i min: reached %s, fits %s", (cap, booked, duration, reached, fits) => {
    expect(capReached(cap, booked)).toBe(reached);
    expect(fitsCap(cap, booked, duration)).toBe(fits);
  });
});

describe("invite pro-bono credit: up to 100 hours in all", () => {
  it.each([
    ["first invite", 0, 600, 600],
    ["fits exactly", INVITE_CREDIT_MAX_MINUTES - 600, 600, 600],
    ["only the part that fits", INVITE_CREDIT_MAX_MINUTES - 100, 600, 100],
    ["nothing once full", INVITE_CREDIT_MAX_MINUTES, 600, 0],
    ["nothing for a negative ask", 0, -60, 0],
    ["one invite can't exceed the cap alone", 0, 9000, INVITE_CREDIT_MAX_MINUTES],
  ])("%s", (_, total, asked, granted) => expect(inviteCreditGrant(total, asked)).toBe(granted));

  const month = (proBonoMinutes: number) => ({ bookedMinutes: proBonoMinutes, proBonoMinutes });
  it.each([
    ["untouched while months stay within their budget", 600, 120, { "2027-01": month(120), "2027-02": month(60) }, 600],
    ["spent by what a month took beyond its budget", 600, 120, { "2027-01": month(180) }, 540],
    ["spent for good: later months don't give it back", 600, 120, { "2027-01": month(300), "2027-02": month(0) }, 420],
    ["a budget of none spends it from the first minute", 120, 0, { "2027-01": month(60), "2027-03": month(90) }, 0],
  ])("is one pool, %s", (_, earned, budget, usage, left) => expect(inviteCreditLeft(earned, budget, usage)).toBe(left));
});

describe("checking a booking's months", () => {
  const allowance = { enabled: true, budgetMinutes: 120, inviteCreditMinutes: 0 };
  const base: MonthCheck = { months: ["2026-12"], durationMinutes: 60, usage: {}, capHours: null, proBono: null };
  const used = (booked: number, proBono: number) => ({ "2026-12": { bookedMinutes: booked, proBonoMinutes: proBono } });
  it.each<[string, Partial<MonthCheck>, ReturnType<typeof checkMonths>]>([
    ["no cap, paid: always fine", { usage: used(100_000, 0) }, null],
    ["under the cap", { capHours: 2, usage: used(60, 0) }, null],
    ["exactly at the cap after", { capHours: 2, usage: used(60, 0), durationMinutes: 60 }, null],
    ["over the cap", { capHours: 2, usage: used(90, 0) }, { kind: "cap", month: "2026-12" }],
    ["pro bono within the budget", { proBono: allowance, usage: used(60, 60) }, null],
    ["pro bono over the budget", { proBono: allowance, usage: used(90, 90) }, { kind: "pro-bono", month: "2026-12", remainingMinutes: 30 }],
    ["pro bono switched off", { proBono: { ...allowance, enabled: false } }, { kind: "pro-bono", month: "2026-12", remainingMinutes: 0 }],
    ["the cap is checked before pro bono", { capHours: 1, proBono: allowance, usage: used(60, 60) }, { kind: "cap", month: "2026-12" }],
    [
      "each month is checked",
      { months: ["2026-12", "2027-01"], capHours: 2, usage: { "2027-01": { bookedMinutes: 120, proBonoMinutes: 0 } } },
      { kind: "cap", month: "2027-01" },
    ],
    ["a month the booking already held is not checked again", { capHours: 1, usage: used(120, 0), exempt: ["2026-12"] }, null],
  ])("%s", (_, patch, expected) => expect(checkMonths({ ...base, ...patch })).toEqual(expected));
});

describe("the budget's bounds", () => {
  it.each([
    [{ probono_minutes: 0 }, true],
    [{ probono_minutes: 150 }, true],
    [{ probono_minutes: 6000 }, true],
    [{ probono_minutes: 6030 }, false],
    [{ probono_minutes: 45 }, false],
    [{ probono_minutes: -30 }, false],
    [{ probono_minutes: 30.5 }, false],
    [{ enabled: true }, true],
    [{ enabled: "yes" }, false],
    [{ other: 1 }, false],
  ])("%j valid: %s", (body, ok) => expect(updateProBonoSchema.safeParse(body).success).toBe(ok));
});

describe("the book form's pro-bono option", () => {
  const left = { "2026-11": 30, "2026-12": 120, "2027-01": 0 };
  const at = (...isos: string[]) => isos.map(Date.parse);
  it.each<[string, Record<string, number>, number[], number, ReturnType<typeof proBonoChoice>]>([
    ["no times yet, some month has the minutes", left, [], 60, { kind: "available" }],
    ["no month ahead has them", left, [], 180, { kind: "none" }],
    ["nothing offered at all", {}, [], 30, { kind: "none" }],
    ["the chosen month has them", left, at("2026-12-05T01:00:00Z"), 60, { kind: "available" }],
    ["the chosen month is short", left, at("2026-11-25T01:00:00Z"), 60, { kind: "short", month: "2026-11" }],
    [
      "every chosen month must have them",
      left,
      at("2026-12-05T01:00:00Z", "2027-01-05T01:00:00Z"),
      30,
      { kind: "short", month: "2027-01" },
    ],
    ["months are the advisor's: 1 Dec in Sydney", left, at("2026-11-30T14:00:00Z"), 60, { kind: "available" }],
  ])("%s", (_, remaining, times, duration, expected) =>
    expect(proBonoChoice(remaining, "Australia/Sydney", times, duration)).toEqual(expected),
  );
});
