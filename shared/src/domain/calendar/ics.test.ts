import { describe, expect, it } from "vitest";
import { buildIcs, type CalendarEvent } from "./ics.ts";

const event: CalendarEvent = {
  uid: "booking-42@kora",
  startMs: Date.UTC(2026, 2, 29, 1, 30, 0),
  endMs: Date.UTC(2026, 2, 29, 2, 30, 0),
  summary: "Session with Ann",
  description: "Talk",
  url: "https://kora.test/b/42",
  organizer: { name: "Kora", email: "bookings@kora.test" },
  attendees: [
    { name: "Ann Lee", email: "ann@kora.test" },
    { name: 'Bob "B" Ray', email: "bob@kora.test" },
  ],
  sequence: 2,
  status: "CONFIRMED",
  stampMs: Date.UTC(2026, 0, 5, 9, 0, 0, 999),
};

const octets = (s: string) => new TextEncoder().encode(s).length;
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");
const logicalLines = (ics: string) => unfold(ics).split("\r\n").slice(0, -1);
const property = (ics: string, name: string) =>
  logicalLines(ics)
    .filter((l) => l.startsWith(`${name}:`))
    .map((l) => l.slice(name.length + 1));

describe("buildIcs: the whole file", () => {
  it("is exactly these CRLF-terminated lines", () => {
    expect(buildIcs(event)).toBe(
      `${[
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Kora//Bookings//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        "UID:booking-42@kora",
        "SEQUENCE:2",
        "DTSTAMP:20260105T090000Z",
        "DTSTART:20260329T013000Z",
        "DTEND:20260329T023000Z",
        "SUMMARY:Session with Ann",
        "DESCRIPTION:Talk",
        "URL:https://kora.test/b/42",
        "STATUS:CONFIRMED",
        'ORGANIZER;CN="Kora":mailto:bookings@kora.test',
        'ATTENDEE;CN="Ann Lee";ROLE=REQ-PARTICIPANT:mailto:ann@kora.test',
        "ATTENDEE;CN=\"Bob 'B' Ray\";ROLE=REQ-PARTICIPANT:mailto:bob@kora.test",
        "BEGIN:VALARM",
        "TRIGGER:-PT10M",
        "ACTION:DISPLAY",
        "DESCRIPTION:Session with Ann",
        "END:VALARM",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n")}\r\n`,
    );
  });

  it("has no bare LF or CR, even with newlines in the text", () => {
    const ics = buildIcs({ ...event, summary: "a\nb", description: "one\r\ntwo\nthree\rfour" });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});

describe("METHOD and STATUS", () => {
  it.each([
    ["CONFIRMED", "REQUEST"],
    ["CANCELLED", "CANCEL"],
  ] as const)("%s → METHOD:%s", (status, method) => {
    const ics = buildIcs({ ...event, status });
    expect(property(ics, "METHOD")).toEqual([method]);
    expect(property(ics, "STATUS")).toEqual([status]);
  });
});

describe("DTSTART/DTEND/DTSTAMP in UTC basic format", () => {
  it.each([
    [Date.UTC(2026, 0, 1, 0, 0, 0), "20260101T000000Z"],
    [Date.UTC(2026, 11, 31, 23, 59, 59), "20261231T235959Z"],
    [Date.UTC(2026, 9, 4, 15, 45, 7, 999), "20261004T154507Z"],
    [Date.UTC(2028, 1, 29, 12, 0, 0, 1), "20280229T120000Z"],
  ])("%i → %s", (ms, text) => {
    const ics = buildIcs({ ...event, startMs: ms, endMs: ms, stampMs: ms });
    expect(property(ics, "DTSTART")).toEqual([text]);
    expect(property(ics, "DTEND")).toEqual([text]);
    expect(property(ics, "DTSTAMP")).toEqual([text]);
  });
});

describe("text escaping in SUMMARY and DESCRIPTION (RFC 5545 §3.3.11)", () => {
  const TABLE: [string, string, string][] = [
    ["comma", "a, b", "a\\, b"],
    ["semicolon", "a; b", "a\\; b"],
    ["backslash", "C:\\dir", "C:\\\\dir"],
    ["LF", "one\ntwo", "one\\ntwo"],
    ["CRLF", "one\r\ntwo", "one\\ntwo"],
    ["lone CR", "one\rtwo", "one\\ntwo"],
    ["backslash before comma", "x\\,y", "x\\\\\\,y"],
    ["all together", "Q&A; intro, demo\\wrap\nbye", "Q&A\\; intro\\, demo\\\\wrap\\nbye"],
    ["colon untouched", "Time: 10:00", "Time: 10:00"],
  ];
  for (const [name, raw, escaped] of TABLE) {
    it(`${name}: ${JSON.stringify(raw)} → ${JSON.stringify(escaped)}`, () => {
      const ics = buildIcs({ ...event, summary: raw, description: raw });
      // DESCRIPTION appears twice: the event's and the alarm's (which repeats the summary).
      expect(property(ics, "SUMMARY")).toEqual([escaped]);
      expect(property(ics, "DESCRIPTION")).toEqual([escaped, escaped]);
    });
  }
});

describe("folding at 75 octets (RFC 5545 §3.1)", () => {
  const TEXTS: [string, string][] = [
    ["long ASCII", "The quick brown fox jumps over the lazy dog. ".repeat(8)],
    ["2-byte characters", "éàü ".repeat(40)],
    ["3-byte characters", "日本語のセッション".repeat(15)],
    ["4-byte characters (surrogate pairs)", "😀🎉".repeat(40)],
    ["mixed", `Résumé review — ${"naïve café 東京 🚀 ".repeat(12)}`],
  ];
  for (const [name, text] of TEXTS) {
    it(`${name}: every physical line ≤ 75 octets, no character split, unfolding restores the text`, () => {
      const ics = buildIcs({ ...event, description: text });
      const physical = ics.split("\r\n").slice(0, -1);
      const decoder = new TextDecoder("utf-8", { fatal: true });
      for (const line of physical) {
        expect(octets(line)).toBeLessThanOrEqual(75);
        expect(decoder.decode(new TextEncoder().encode(line))).toBe(line);
        expect(line).not.toMatch(/[\uD800-\uDBFF]$/); // no lone high surrogate at a fold
      }
      expect(physical.some((l) => l.startsWith(" "))).toBe(true);
      expect(property(ics, "DESCRIPTION")[0]).toBe(text);
    });
  }

  it("a 75-octet line is not folded; 76 octets fold into 75 + ' ' + 1", () => {
    const at75 = buildIcs({ ...event, summary: "a".repeat(75 - "SUMMARY:".length) });
    expect(at75).toContain(`\r\nSUMMARY:${"a".repeat(67)}\r\nDESCRIPTION:`);
    const at76 = buildIcs({ ...event, summary: "a".repeat(76 - "SUMMARY:".length) });
    expect(at76).toContain(`\r\nSUMMARY:${"a".repeat(67)}\r\n a\r\nDESCRIPTION:`);
  });

  it("continuation lines carry at most 74 octets after the leading space", () => {
    const ics = buildIcs({ ...event, summary: "b".repeat(67 + 74 + 5) });
    expect(ics).toContain(`\r\nSUMMARY:${"b".repeat(67)}\r\n ${"b".repeat(74)}\r\n ${"b".repeat(5)}\r\n`);
  });

  it("a multi-byte character that would straddle octet 75 moves to the next line whole", () => {
    // "SUMMARY:" + 66 × "a" = 74 octets; "日" is 3 octets, so it starts the continuation.
    const ics = buildIcs({ ...event, summary: `${"a".repeat(66)}日本` });
    expect(ics).toContain(`\r\nSUMMARY:${"a".repeat(66)}\r\n 日本\r\n`);
  });

  it("long ATTENDEE lines are folded and unfold intact", () => {
    const name = "Maximilian Alexander Fitzgerald-Worthington";
    const email = "maximilian.alexander.fitzgerald.worthington@example.test";
    const ics = buildIcs({ ...event, attendees: [{ name, email }] });
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(logicalLines(ics)).toContain(`ATTENDEE;CN="${name}";ROLE=REQ-PARTICIPANT:mailto:${email}`);
  });
});
