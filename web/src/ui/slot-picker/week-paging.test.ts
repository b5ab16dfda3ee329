import { describe, expect, it } from "vitest";
import { canPage, mondayOf, pageWeek, slotsByViewerDate, toggleTime, weekBounds, weekOf } from "./week-paging.ts";

describe("weeks", () => {
  it("start on Monday", () => {
    expect(mondayOf("2026-05-04")).toBe("2026-05-04");
    expect(mondayOf("2026-05-10")).toBe("2026-05-04");
    expect(mondayOf("2026-05-06")).toBe("2026-05-04");
  });
  it("ask for local midnight Monday to local midnight next Monday, as UTC", () => {
    const week = weekOf("2026-05-06", "Australia/Sydney");
    expect(week.start).toBe("2026-05-04");
    expect(week.days).toEqual(["2026-05-04", "2026-05-05", "2026-05-06", "2026-05-07", "2026-05-08", "2026-05-09", "2026-05-10"]);
    expect(week.from).toBe("2026-05-03T14:00:00.000Z");
    expect(week.to).toBe("2026-05-10T14:00:00.000Z");
  });
  it("span a daylight-saving change with the right offsets", () => {
    // Sydney leaves daylight saving on Sun 5 Apr 2026: Monday 30 Mar is +11, Monday 6 Apr is +10.
    const week = weekOf("2026-03-30", "Australia/Sydney");
    expect(week.from).toBe("2026-03-29T13:00:00.000Z");
    expect(week.to).toBe("2026-04-05T14:00:00.000Z");
  });
});

describe("paging", () => {
  // Wed 6 May 2026, 10:00 in Sydney.
  const bounds = weekBounds(Date.parse("2026-05-06T00:00:00Z"), "Australia/Sydney");
  it("runs from this week to the week a year ahead", () => {
    expect(bounds).toEqual({ today: "2026-05-06", first: "2026-05-04", last: "2027-05-03" });
  });
  it("uses the viewer's date, not UTC's", () => {
    expect(weekBounds(Date.parse("2026-05-10T15:00:00Z"), "Australia/Sydney").today).toBe("2026-05-11");
    expect(weekBounds(Date.parse("2026-05-10T15:00:00Z"), "America/New_York").today).toBe("2026-05-10");
  });
  it("moves a week at a time within the bounds", () => {
    expect(pageWeek("2026-05-04", 1, bounds)).toBe("2026-05-11");
    expect(pageWeek("2026-05-11", -1, bounds)).toBe("2026-05-04");
    expect(pageWeek("2026-05-04", -1, bounds)).toBe("2026-05-04");
    expect(pageWeek("2027-05-03", 1, bounds)).toBe("2027-05-03");
    expect(pageWeek("2026-05-04", 60, bounds)).toBe("2027-05-03");
  });
  it("says when each way is open", () => {
    expect(canPage("2026-05-04", -1, bounds)).toBe(false);
    expect(canPage("2026-05-04", 1, bounds)).toBe(true);
    expect(canPage("2027-05-03", 1, bounds)).toBe(false);
    expect(canPage("2027-05-03", -1, bounds)).toBe(true);
  });
});

describe("slotsByViewerDate", () => {
  it("groups by the viewer's local date, keeping order", () => {
    const slots = [{ startUtc: "2026-05-04T13:30:00Z" }, { startUtc: "2026-05-04T14:00:00Z" }, { startUtc: "2026-05-04T23:00:00Z" }];
    const groups = slotsByViewerDate(slots, "Australia/Sydney");
    expect([...groups.keys()]).toEqual(["2026-05-04", "2026-05-05"]);
    expect(groups.get("2026-05-05")).toEqual([slots[1], slots[2]]);
  });
});

describe("toggleTime", () => {
  const a = "2026-05-05T09:00:00.000Z";
  const b = "2026-05-05T10:00:00.000Z";
  const c = "2026-05-06T09:00:00.000Z";
  it("adds in time order and removes a chosen time", () => {
    expect(toggleTime([b], a, 3)).toEqual([a, b]);
    expect(toggleTime([a, b], "2026-05-05T09:00:00Z", 3)).toEqual([b]);
  });
  it("refuses a fourth time but swaps a single one", () => {
    expect(toggleTime([a, b, c], "2026-05-07T09:00:00.000Z", 3)).toBeNull();
    expect(toggleTime([a], b, 1)).toEqual([b]);
  });
});
