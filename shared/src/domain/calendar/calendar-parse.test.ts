import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingCalendarUid, calendarSequence, sessionCalendarEntry } from "./booking-calendar.ts";
import { buildIcs, type CalendarEvent } from "./ics.ts";

/** The file as a calendar program reads it: parsed by ical.js, not by our own code. */
function readIcs(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    startMs: event.startDate.toJSDate().getTime(),
    endMs: event.endDate.toJSDate().getTime(),
    startIsUtc: event.startDate.zone?.tzid === "UTC",
    status: vevent.getFirstPropertyValue("status"),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: vevent.getFirstPropertyValue("url"),
    attendees: event.attendees.map((a) => a.getFirstValue()),
    alarm: vevent.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")?.toString(),
  };
}

const entry = sessionCalendarEntry({
  cardTitle: "Career coaching, for engineers; and leads",
  otherName: "Ada Lovelace",
  topic: "Moving from QA into engineering management\nSecond line",
  startMs: Date.UTC(2026, 2, 28, 23, 30),
  endMs: Date.UTC(2026, 2, 29, 0, 30),
  joinUrl: "https://kora.test/my-kora/bookings/b1/join",
  bookingUrl: "https://kora.test/my-kora/bookings/b1",
});
const base: CalendarEvent = {
  uid: bookingCalendarUid("b1", "kora.test"),
  startMs: entry.startMs,
  endMs: entry.endMs,
  summary: entry.summary,
  description: entry.description,
  location: entry.location,
  url: "https://kora.test/my-kora/bookings/b1/join",
  organizer: { name: "Kora", email: "bookings@kora.test" },
  attendees: [{ name: "Grace Hopper", email: "grace@example.test" }],
  sequence: calendarSequence(2, false),
  status: "CONFIRMED",
  stampMs: Date.UTC(2026, 0, 5, 9),
};

describe("a booking's .ics as ical.js reads it", () => {
  it("an invitation: METHOD:REQUEST, the stable UID, SEQUENCE, the UTC instants, the join link", () => {
    const read = readIcs(buildIcs(base));
    expect(read).toMatchObject({
      method: "REQUEST",
      uid: "b1@kora.test",
      sequence: 2,
      startMs: Date.UTC(2026, 2, 28, 23, 30),
      endMs: Date.UTC(2026, 2, 29, 0, 30),
      startIsUtc: true,
      status: "CONFIRMED",
      summary: "Kora: Career coaching, for engineers; and leads with Ada Lovelace",
      location: "https://kora.test/my-kora/bookings/b1/join",
      url: "https://kora.test/my-kora/bookings/b1/join",
      attendees: ["mailto:grace@example.test"],
      alarm: "-PT10M",
    });
    expect(read.description).toBe(entry.description);
    expect(read.description).toContain("Join the call: https://kora.test/my-kora/bookings/b1/join");
  });

  it("a cancellation of the same event: METHOD:CANCEL, same UID, a higher SEQUENCE", () => {
    const invite = readIcs(buildIcs(base));
    const cancel = readIcs(buildIcs({ ...base, status: "CANCELLED", sequence: calendarSequence(2, true) }));
    expect(cancel).toMatchObject({ method: "CANCEL", uid: invite.uid, status: "CANCELLED", startMs: invite.startMs });
    expect(cancel.sequence).toBeGreaterThan(invite.sequence);
  });

  it("long unicode text folds and unfolds to the same words", () => {
    const long = `Résumé review — ${"naïve café 東京 🚀, ".repeat(12)}`;
    expect(readIcs(buildIcs({ ...base, description: long, summary: long })).description).toBe(long);
  });
});

describe("calendarSequence: grows with every time that lands, a cancellation tops it", () => {
  it.each<[number, boolean, number, string]>([
    // [latest round, cancelled, sequence, case]
    [1, false, 1, "instant booking or a request confirmed as asked"],
    [2, false, 2, "confirmed after a counter-proposal"],
    [3, false, 3, "a reschedule accepted: one round more than the first confirmation"],
    [1, true, 2, "cancelled after the first confirmation"],
    [3, true, 4, "cancelled after a reschedule proposal"],
    [0, false, 0, "no times at all (never happens): not negative"],
  ])("round %i, cancelled %s → %i (%s)", (round, cancelled, sequence) => {
    expect(calendarSequence(round, cancelled)).toBe(sequence);
  });
});

describe("sessionCalendarEntry", () => {
  it("titles the event with the product, the card and the other person; notes carry topic and links", () => {
    expect(entry.summary).toBe("Kora: Career coaching, for engineers; and leads with Ada Lovelace");
    expect(entry.description).toBe(
      [
        "Moving from QA into engineering management\nSecond line",
        "Join the call: https://kora.test/my-kora/bookings/b1/join",
        "The call opens 60 minutes before the start.",
        "Booking: https://kora.test/my-kora/bookings/b1",
      ].join("\n\n"),
    );
  });

  it("leaves out an empty topic", () => {
    const bare = sessionCalendarEntry({ ...entry, cardTitle: "X", otherName: "Y", topic: "  ", joinUrl: "j", bookingUrl: "b" });
    expect(bare.description.startsWith("Join the call: j")).toBe(true);
  });
});
