import { describe, expect, it } from "vitest";
import { expandBusyPeriods, IcsError } from "./expand.ts";

const Z = (iso: string) => Date.parse(iso);
const iso = (periods: { startMs: number; endMs: number }[]) =>
  periods.map((p) => `${new Date(p.startMs).toISOString()}/${new Date(p.endMs).toISOString()}`);
const cal = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR"].join("\r\n");
const event = (...lines: string[]) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"].join("\r\n");
const autumn = { fromMs: Z("2026-10-01T00:00:00Z"), toMs: Z("2026-12-01T00:00:00Z") };

const NEW_YORK_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:America/New_York",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

function refusal(run: () => unknown): IcsError {
  try {
    run();
  } catch (error) {
    if (error instanceof IcsError) return error;
    throw error;
  }
  throw new Error("expected IcsError");
}

describe("expandBusyPeriods: recurring events across DST", () => {
  it("a weekly Monday 10:00 in Europe/Berlin (bare IANA TZID, no VTIMEZONE) keeps its wall time when the clocks go back", () => {
    const ics = cal(
      event(
        "UID:w1",
        "DTSTART;TZID=Europe/Berlin:20261012T100000",
        "DTEND;TZID=Europe/Berlin:20261012T110000",
        "RRULE:FREQ=WEEKLY;COUNT=4",
      ),
    );
    expect(iso(expandBusyPeriods(ics, autumn))).toEqual([
      "2026-10-12T08:00:00.000Z/2026-10-12T09:00:00.000Z",
      "2026-10-19T08:00:00.000Z/2026-10-19T09:00:00.000Z",
      // 25 October 2026: CEST → CET.
      "2026-10-26T09:00:00.000Z/2026-10-26T10:00:00.000Z",
      "2026-11-02T09:00:00.000Z/2026-11-02T10:00:00.000Z",
    ]);
  });

  it("a weekly Thursday 09:00 in America/New_York read from the file's VTIMEZONE, with an EXDATE and a moved occurrence", () => {
    const ics = cal(
      NEW_YORK_VTIMEZONE,
      event(
        "UID:ny",
        "DTSTART;TZID=America/New_York:20261022T090000",
        "DURATION:PT30M",
        "RRULE:FREQ=WEEKLY;UNTIL=20261120T000000Z",
        "EXDATE;TZID=America/New_York:20261112T090000",
      ),
      event(
        "UID:ny",
        "RECURRENCE-ID;TZID=America/New_York:20261105T090000",
        "DTSTART;TZID=America/New_York:20261105T150000",
        "DURATION:PT1H",
      ),
    );
    expect(iso(expandBusyPeriods(ics, autumn))).toEqual([
      "2026-10-22T13:00:00.000Z/2026-10-22T13:30:00.000Z",
      "2026-10-29T13:00:00.000Z/2026-10-29T13:30:00.000Z",
      // 1 November 2026: EDT → EST; the 5th moved to 15:00 for an hour; the 12th excluded.
      "2026-11-05T20:00:00.000Z/2026-11-05T21:00:00.000Z",
      "2026-11-19T14:00:00.000Z/2026-11-19T14:30:00.000Z",
    ]);
  });

  it("an override marked CANCELLED or TRANSPARENT frees its occurrence", () => {
    const ics = cal(
      event("UID:d", "DTSTART:20261102T120000Z", "DTEND:20261102T130000Z", "RRULE:FREQ=DAILY;COUNT=3"),
      event("UID:d", "RECURRENCE-ID:20261103T120000Z", "DTSTART:20261103T120000Z", "DTEND:20261103T130000Z", "STATUS:CANCELLED"),
      event("UID:d", "RECURRENCE-ID:20261104T120000Z", "DTSTART:20261104T120000Z", "DTEND:20261104T130000Z", "TRANSP:TRANSPARENT"),
    );
    expect(iso(expandBusyPeriods(ics, autumn))).toEqual(["2026-11-02T12:00:00.000Z/2026-11-02T13:00:00.000Z"]);
  });

  it("adds RDATEs and never counts one occurrence twice", () => {
    const ics = cal(event("UID:r", "DTSTART:20261102T120000Z", "DURATION:PT1H", "RDATE:20261110T080000Z,20261102T120000Z"));
    expect(iso(expandBusyPeriods(ics, autumn))).toEqual([
      "2026-11-02T12:00:00.000Z/2026-11-02T13:00:00.000Z",
      "2026-11-10T08:00:00.000Z/2026-11-10T09:00:00.000Z",
    ]);
  });
});

describe("expandBusyPeriods: what counts as busy, and where", () => {
  it("reads all-day events and floating times in the calendar's zone", () => {
    const ics = cal(
      event("UID:a", "DTSTART;VALUE=DATE:20261124", "DTEND;VALUE=DATE:20261126"),
      event("UID:f", "DTSTART:20261110T090000", "DTEND:20261110T093000"),
    );
    expect(iso(expandBusyPeriods(ics, autumn, { timezone: "Europe/Berlin" }))).toEqual([
      "2026-11-10T08:00:00.000Z/2026-11-10T08:30:00.000Z",
      "2026-11-23T23:00:00.000Z/2026-11-25T23:00:00.000Z",
    ]);
  });

  it("prefers the file's X-WR-TIMEZONE for all-day events; an all-day event without DTEND lasts its day", () => {
    const ics = cal("X-WR-TIMEZONE:America/New_York", event("UID:a", "DTSTART;VALUE=DATE:20261124"));
    expect(iso(expandBusyPeriods(ics, autumn, { timezone: "Europe/Berlin" }))).toEqual([
      "2026-11-24T05:00:00.000Z/2026-11-25T05:00:00.000Z",
    ]);
  });

  it("skips TRANSPARENT and CANCELLED events, merges overlaps and clips to the range", () => {
    const ics = cal(
      event("UID:t", "DTSTART:20261110T090000Z", "DTEND:20261110T100000Z", "TRANSP:TRANSPARENT"),
      event("UID:c", "DTSTART:20261111T090000Z", "DTEND:20261111T100000Z", "STATUS:CANCELLED"),
      event("UID:1", "DTSTART:20261112T090000Z", "DTEND:20261112T100000Z"),
      event("UID:2", "DTSTART:20261112T093000Z", "DTEND:20261112T110000Z"),
      event("UID:3", "DTSTART:20260930T230000Z", "DTEND:20261001T010000Z"),
    );
    expect(iso(expandBusyPeriods(ics, autumn))).toEqual([
      "2026-10-01T00:00:00.000Z/2026-10-01T01:00:00.000Z",
      "2026-11-12T09:00:00.000Z/2026-11-12T11:00:00.000Z",
    ]);
  });

  it("an endless daily rule from 1970 is expanded only near the range, well inside the occurrence budget", () => {
    const ics = cal(event("UID:e", "DTSTART;TZID=Europe/Berlin:19700101T090000", "DURATION:PT1H", "RRULE:FREQ=DAILY"));
    const week = { fromMs: Z("2026-10-23T00:00:00Z"), toMs: Z("2026-10-27T00:00:00Z") };
    expect(iso(expandBusyPeriods(ics, week, { maxOccurrences: 20 }))).toEqual([
      "2026-10-23T07:00:00.000Z/2026-10-23T08:00:00.000Z",
      "2026-10-24T07:00:00.000Z/2026-10-24T08:00:00.000Z",
      "2026-10-25T08:00:00.000Z/2026-10-25T09:00:00.000Z",
      "2026-10-26T08:00:00.000Z/2026-10-26T09:00:00.000Z",
    ]);
  });

  it("a daily rule with COUNT and no BY parts is skipped ahead with its count lowered", () => {
    const ics = cal(event("UID:c", "DTSTART:20200101T090000Z", "DURATION:PT1H", "RRULE:FREQ=DAILY;COUNT=2500"));
    // 2,500 days from 1 Jan 2020 end on 4 Nov 2026 (the last is day 2,499).
    const periods = expandBusyPeriods(ics, autumn, { maxOccurrences: 100 });
    expect(iso(periods).at(-1)).toBe("2026-11-04T09:00:00.000Z/2026-11-04T10:00:00.000Z");
    expect(periods).toHaveLength(35);
  });
});

describe("expandBusyPeriods: bounds refuse cleanly", () => {
  it("refuses nesting 200 deep before parsing", () => {
    const deep = `${"BEGIN:X-N\r\n".repeat(200)}${"END:X-N\r\n".repeat(200)}`;
    const error = refusal(() => expandBusyPeriods(cal(deep), autumn));
    expect(error.reason).toBe("tooBig");
    expect(error.message).toBe("That calendar is too big to read (over 10 MB or too many events).");
  });

  // RFC 5545 §3.1: a line break followed by one space or tab is removed before a line is read, so
  // "BEG" + CRLF + " IN:VEVENT" begins a component. The limits count what the parser will see.
  it("refuses 45,000 events whose BEGIN and END lines are folded (the limit is 20,000)", () => {
    const folded = "BEG\r\n IN:VEVENT\r\nUID:f\r\nDTSTART:20261110T090000Z\r\nDURATION:PT1H\r\nEN\r\n\tD:VEVENT";
    const error = refusal(() => expandBusyPeriods(cal(Array(45_000).fill(folded).join("\r\n")), autumn));
    expect([error.reason, error.detail]).toEqual(["tooBig", "more than 20000 components"]);
  });

  it("refuses nesting 200,000 deep when every BEGIN is folded (the limit is 10)", () => {
    const deep = `${"B\r\n EGIN:X-N\r\n".repeat(200_000)}${"END:X-N\r\n".repeat(200_000)}`;
    const error = refusal(() => expandBusyPeriods(cal(deep), autumn));
    expect([error.reason, error.detail]).toEqual(["tooBig", "nesting deeper than 10"]);
  });

  it("still reads a calendar folded anywhere, with LF or CRLF, a space or a tab", () => {
    const text = [
      "BEGIN:VCALEN\r\n DAR",
      "VERSION:2.0",
      "BEGIN:VEV\n\tENT",
      "UID:folded",
      "DTST\r\n ART:20261110T09\r\n 0000Z",
      "DURATION:PT1H",
      "E\r\n ND:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    expect(iso(expandBusyPeriods(text, autumn))).toEqual(["2026-11-10T09:00:00.000Z/2026-11-10T10:00:00.000Z"]);
    // A BEGIN with parameters is a property to the parser, not a component: it counts as none.
    const many = Array.from({ length: 30 }, () => "BEGIN;X=1:VEVENT").join("\r\n");
    expect(expandBusyPeriods(cal(many), autumn, { maxComponents: 20 })).toEqual([]);
  });

  it("holds thousands of events under one UID to the time budget, event by event", { timeout: 30_000 }, () => {
    const same = Array(19_000)
      .fill(event("UID:same", "DTSTART:20261110T090000Z", "DURATION:PT1H"))
      .join("\r\n");
    expect(refusal(() => expandBusyPeriods(cal(same), autumn, { timeBudgetMs: 1 })).detail).toBe("time budget spent");
    expect(iso(expandBusyPeriods(cal(same), autumn))).toEqual(["2026-11-10T09:00:00.000Z/2026-11-10T10:00:00.000Z"]);
  });

  it("refuses too many components and too much text", () => {
    const many = Array.from({ length: 30 }, (_, i) => event(`UID:${i}`, "DTSTART:20261110T090000Z", "DURATION:PT1H")).join("\r\n");
    expect(refusal(() => expandBusyPeriods(cal(many), autumn, { maxComponents: 20 })).reason).toBe("tooBig");
    expect(refusal(() => expandBusyPeriods(cal(many), autumn, { maxChars: 1000 })).reason).toBe("tooBig");
  });

  it("refuses FREQ=SECONDLY over months (millions of occurrences) by the occurrence budget", () => {
    const ics = cal(event("UID:s", "DTSTART:20261001T000000Z", "DURATION:PT1S", "RRULE:FREQ=SECONDLY"));
    expect(refusal(() => expandBusyPeriods(ics, autumn)).reason).toBe("tooBig");
  });

  it("spends a budget shared by several texts (one sync of many CalDAV objects) and refuses past it", () => {
    const daily = (uid: string) => cal(event(`UID:${uid}`, "DTSTART:20261001T090000Z", "DURATION:PT1H", "RRULE:FREQ=DAILY;COUNT=40"));
    const shared = { steps: 100, deadline: Number.POSITIVE_INFINITY };
    expect(expandBusyPeriods(daily("a"), autumn, { shared })).toHaveLength(40);
    expect(expandBusyPeriods(daily("b"), autumn, { shared })).toHaveLength(40);
    expect(shared.steps).toBeLessThan(40);
    // Each text alone is well inside its own bound; the third is past the sync's.
    expect(refusal(() => expandBusyPeriods(daily("c"), autumn, { shared })).reason).toBe("tooBig");
    expect(refusal(() => expandBusyPeriods(daily("d"), autumn, { shared })).reason).toBe("tooBig");
  });

  it("refuses millions of COUNTed occurrences that cannot be skipped", () => {
    const ics = cal(event("UID:m", "DTSTART:19700101T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY;BYHOUR=9;COUNT=5000000"));
    expect(refusal(() => expandBusyPeriods(ics, autumn)).reason).toBe("tooBig");
  });

  it("refuses rules ical.js would search for forever", () => {
    for (const rule of ["FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "FREQ=HOURLY;BYHOUR=25", "FREQ=DAILY;BYYEARDAY=366"]) {
      const ics = cal(event("UID:i", "DTSTART:20261001T000000Z", "DURATION:PT1H", `RRULE:${rule}`));
      // ical.js itself rejects some (BYHOUR=25) while parsing: refused either way, and at once.
      expect(["tooBig", "notCalendar"]).toContain(refusal(() => expandBusyPeriods(ics, autumn)).reason);
    }
  });

  it("refuses a VTIMEZONE whose rule is not yearly", () => {
    const zone = NEW_YORK_VTIMEZONE.replace("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "RRULE:FREQ=SECONDLY");
    const ics = cal(zone, event("UID:z", "DTSTART;TZID=America/New_York:20261022T090000", "DURATION:PT1H"));
    expect(refusal(() => expandBusyPeriods(ics, autumn)).reason).toBe("tooBig");
  });

  it("calls text that is no calendar notCalendar", () => {
    expect(refusal(() => expandBusyPeriods("<html>hello</html>", autumn)).reason).toBe("notCalendar");
    expect(refusal(() => expandBusyPeriods("BEGIN:VCALENDAR\r\nthis is not ics", autumn)).reason).toBe("notCalendar");
  });
});
