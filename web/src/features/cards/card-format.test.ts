import { describe, expect, it } from "vitest";
import { formatDuration, languageName, majorToMinor, minorToMajor, monthLabel, rateLabel } from "./card-format.ts";

describe("majorToMinor", () => {
  it.each([
    ["15", 1500],
    ["15.5", 1550],
    ["15.50", 1550],
    ["0.05", 5],
    [" 20 ", 2000],
    ["1,250.99", 125099],
    ["0", 0],
    ["0.1", 10],
    ["19.99", 1999],
  ])("%s → %s", (text, minor) => {
    expect(majorToMinor(text)).toBe(minor);
  });
  it.each(["", "  ", "abc", "15.555", "-5", "1e3", "15.", ".5", "12,34"])("rejects %j", (text) => {
    expect(majorToMinor(text)).toBeNull();
  });
});

describe("minorToMajor", () => {
  it.each([
    [1500, "15"],
    [1550, "15.50"],
    [1505, "15.05"],
    [5, "0.05"],
    [0, "0"],
    [125099, "1250.99"],
  ])("%s → %s", (minor, text) => {
    expect(minorToMajor(minor)).toBe(text);
  });
  it("round-trips with majorToMinor", () => {
    for (const minor of [0, 1, 99, 100, 1500, 1999, 2550, 100000]) expect(majorToMinor(minorToMajor(minor))).toBe(minor);
  });
});

describe("rateLabel", () => {
  it("calls a rate of 0 or less free", () => {
    expect(rateLabel(0, "AUD")).toBe("Free");
    expect(rateLabel(-100, "AUD")).toBe("Free");
  });
  it("shows 2 decimals under 3 digits and none from 100 up", () => {
    expect(rateLabel(1500, "AUD")).toBe("A$15.00 / 30 min");
    expect(rateLabel(15000, "GBP")).toBe("£150 / 30 min");
  });
});

describe("formatDuration", () => {
  it.each([
    [30, "30 min"],
    [60, "1 hour"],
    [90, "1.5 hours"],
    [120, "2 hours"],
  ])("%s minutes → %s", (minutes, label) => {
    expect(formatDuration(minutes)).toBe(label);
  });
});

describe("monthLabel", () => {
  it("reads a year and month, or an open end", () => {
    expect(monthLabel("2019-03")).toBe("Mar 2019");
    expect(monthLabel("2024-12")).toBe("Dec 2024");
    expect(monthLabel(null)).toBe("present");
  });
});

describe("languageName", () => {
  it("names advising languages", () => {
    expect(languageName("fr")).toBe("French");
    expect(languageName("zh")).toBe("Chinese");
  });
});
