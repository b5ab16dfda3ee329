import { describe, expect, it } from "vitest";
import { majorToMinor, minorToMajor, originalRateNote, rateBoxPrefix, rateLabel } from "./rates.ts";

describe("rate boxes: major ⇄ minor units", () => {
  it("reads what people type", () => {
    expect(majorToMinor("25")).toBe(2500);
    expect(majorToMinor("12.5")).toBe(1250);
    expect(majorToMinor("12.05")).toBe(1205);
    expect(majorToMinor(".5")).toBe(50);
    expect(majorToMinor("12.")).toBe(1200);
    expect(majorToMinor("A$1,200")).toBe(120000);
    expect(majorToMinor(" 0 ")).toBe(0);
  });
  it("rounds to the cent without floating point drift", () => {
    expect(majorToMinor("0.29")).toBe(29);
    expect(majorToMinor("1.005")).toBe(101);
    expect(majorToMinor("12.994")).toBe(1299);
    expect(majorToMinor("12.999")).toBe(1300);
  });
  it("says null for nothing or nonsense", () => {
    expect(majorToMinor("")).toBeNull();
    expect(majorToMinor("abc")).toBeNull();
    expect(majorToMinor(".")).toBeNull();
    expect(majorToMinor("1.2.3")).toBeNull();
  });
  it("writes minor units back without pointless decimals", () => {
    expect(minorToMajor(null)).toBe("");
    expect(minorToMajor(0)).toBe("0");
    expect(minorToMajor(2500)).toBe("25");
    expect(minorToMajor(1250)).toBe("12.50");
    expect(minorToMajor(1205)).toBe("12.05");
    expect(minorToMajor(5)).toBe("0.05");
  });
  it("round-trips", () => {
    for (const minor of [0, 1, 99, 100, 1500, 1999, 123456]) expect(majorToMinor(minorToMajor(minor))).toBe(minor);
  });
});

describe("card rates", () => {
  const card = { rate: 1500, currency: "AUD", convertedRate: { minor: 790, currency: "GBP" } };
  it("shows the viewer's currency when converted, per the core §5 format", () => {
    expect(rateLabel(card)).toBe("£7.90");
    expect(rateLabel({ ...card, convertedRate: null })).toBe("A$15.00");
    expect(rateLabel({ rate: 25000, currency: "USD", convertedRate: null })).toBe("US$250");
  });
  it("says Free for a free card", () => {
    expect(rateLabel({ rate: 0, currency: "AUD", convertedRate: { minor: 0, currency: "GBP" } })).toBe("Free");
  });
  it("notes the advisor's own price only when it differs", () => {
    expect(originalRateNote(card)).toBe("A$15.00 in the advisor's currency");
    expect(originalRateNote({ ...card, convertedRate: { minor: 1500, currency: "AUD" } })).toBeNull();
    expect(originalRateNote({ ...card, convertedRate: null })).toBeNull();
  });
  it("prefixes rate boxes with the currency symbol", () => {
    expect(rateBoxPrefix("AUD")).toBe("A$");
    expect(rateBoxPrefix("XYZ")).toBe("XYZ");
  });
});
