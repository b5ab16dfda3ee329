import { describe, expect, it } from "vitest";
import { advisorTime, formatClock, formatDay, formatDayTime, slotLabel, zoneAbbreviation, zoneLabel } from "./slot-format.ts";

// Tue 5 May 2026, 09:00 in Sydney (AEST, UTC+10) = Mon 4 May 23:00 UTC = Mon 4 May 19:00 in New York (EDT).
const SYDNEY_9AM = "2026-05-04T23:00:00.000Z";

describe("formatClock / formatDay", () => {
  it("reads the wall clock in the given zone, whatever the process zone", () => {
    expect(formatClock(Date.parse(SYDNEY_9AM), "Australia/Sydney")).toBe("9:00 am");
    expect(formatClock(Date.parse(SYDNEY_9AM), "America/New_York")).toBe("7:00 pm");
    expect(formatClock(Date.parse("2026-05-05T00:30:00Z"), "UTC")).toBe("12:30 am");
    expect(formatClock(Date.parse("2026-05-05T12:00:00Z"), "UTC")).toBe("12:00 pm");
    expect(formatDay(Date.parse(SYDNEY_9AM), "Australia/Sydney")).toBe("Tue 5 May");
    expect(formatDay(Date.parse(SYDNEY_9AM), "America/New_York")).toBe("Mon 4 May");
    expect(formatDayTime(Date.parse(SYDNEY_9AM), "Australia/Sydney")).toBe("Tue 5 May, 9:00 am");
  });
});

describe("zone names", () => {
  it("prefers a short name any English locale knows, else the offset", () => {
    expect(zoneAbbreviation("Australia/Sydney", Date.parse("2026-01-10T00:00:00Z"))).toBe("AEDT");
    expect(zoneAbbreviation("Australia/Sydney", Date.parse("2026-07-10T00:00:00Z"))).toBe("AEST");
    expect(zoneAbbreviation("America/New_York", Date.parse("2026-01-10T00:00:00Z"))).toBe("EST");
    expect(zoneAbbreviation("Asia/Kolkata", Date.parse("2026-01-10T00:00:00Z"))).toBe("GMT+5:30");
    expect(zoneLabel("Australia/Sydney", Date.parse("2026-01-10T00:00:00Z"))).toBe("Australia/Sydney (AEDT)");
  });
});

describe("slotLabel", () => {
  it("labels both zones, with the advisor's weekday when their date differs", () => {
    expect(slotLabel(SYDNEY_9AM, "Australia/Sydney", "America/New_York")).toBe(
      "Tue 5 May, 9:00 am your time (Australia/Sydney) · 7:00 pm Mon advisor (America/New_York)",
    );
  });
  it("leaves the weekday out on the same local date", () => {
    expect(advisorTime(Date.parse("2026-05-05T02:00:00Z"), "Australia/Sydney", "Asia/Tokyo")).toBe("11:00 am");
    expect(slotLabel("2026-05-05T02:00:00Z", "Australia/Sydney", "Asia/Tokyo")).toBe(
      "Tue 5 May, 12:00 pm your time (Australia/Sydney) · 11:00 am advisor (Asia/Tokyo)",
    );
  });
  it("shows one zone when both are the same or the advisor's is unknown", () => {
    expect(slotLabel(SYDNEY_9AM, "Australia/Sydney", "Australia/Sydney")).toBe("Tue 5 May, 9:00 am (Australia/Sydney)");
    expect(slotLabel(SYDNEY_9AM, "Australia/Sydney", "")).toBe("Tue 5 May, 9:00 am (Australia/Sydney)");
  });
  it("names the other side as asked (a learner's time on the advisor's screen)", () => {
    expect(slotLabel(SYDNEY_9AM, "America/New_York", "Australia/Sydney", "learner")).toBe(
      "Mon 4 May, 7:00 pm your time (America/New_York) · 9:00 am Tue learner (Australia/Sydney)",
    );
  });
});

describe("a slot in another language", () => {
  it("reads the language's clock and calendar words", () => {
    const ms = Date.parse(SYDNEY_9AM);
    expect(formatClock(ms, "Australia/Sydney", "sv")).toBe("09:00");
    expect(formatDay(ms, "Australia/Sydney", "sv")).toBe("tis 5 maj");
    expect(formatDayTime(ms, "Australia/Sydney", "de")).toBe("Di., 5. Mai, 09:00");
    expect(formatClock(ms, "America/New_York", "en")).toBe("7:00 pm");
  });
});
