import { describe, expect, it } from "vitest";
import { formatDuration, formatYearMonth, linkHost, localTime, reviewDate, workPeriod, zoneCity } from "./card-format.ts";

describe("card page text", () => {
  it("writes year-months and work periods", () => {
    expect(formatYearMonth("2024-03")).toBe("Mar 2024");
    expect(formatYearMonth("2019-12")).toBe("Dec 2019");
    expect(formatYearMonth("garbage")).toBe("garbage");
    expect(workPeriod("2019-03", null)).toBe("Mar 2019 – Present");
    expect(workPeriod("2019-03", "2022-06")).toBe("Mar 2019 – Jun 2022");
  });
  it("writes session lengths in minutes under an hour, else hours to 1 decimal", () => {
    expect(formatDuration(30)).toBe("30 min");
    expect(formatDuration(60)).toBe("1 hour");
    expect(formatDuration(90)).toBe("1.5 hours");
    expect(formatDuration(120)).toBe("2 hours");
  });
  it("tells the advisor's local time and city", () => {
    const now = new Date("2026-11-21T22:05:00Z");
    expect(localTime("Australia/Sydney", now)).toBe("9:05 am");
    expect(localTime("Not/AZone", now)).toBeNull();
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
  });
  it("names a link's site and a review's day", () => {
    expect(linkHost("https://www.github.com/maya")).toBe("github.com");
    expect(linkHost("nope")).toBe("nope");
    expect(reviewDate("2026-11-21T22:05:00Z")).toBe("21 Nov 2026");
  });
});
