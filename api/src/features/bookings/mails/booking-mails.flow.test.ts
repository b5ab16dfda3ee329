import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeUser } from "../../../test/factories.ts";
import { bookingScenario } from "../../../test/booking-scenario.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

interface StoredMail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Mail delivered to `email` (the outbox drained first), oldest first. */
async function mailsTo(email: string): Promise<StoredMail[]> {
  await t.services.jobs.runDue();
  const rows = await t.services.db
    .selectFrom("dev_mailbox")
    .select(["subject", "text", "html", "attachments"])
    .where("to_address", "=", email.toLowerCase())
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({ ...row, attachments: JSON.parse(row.attachments) }));
}
const lastMail = async (email: string, subject: RegExp) => {
  const found = (await mailsTo(email)).filter((m) => subject.test(m.subject)).at(-1);
  if (!found) throw new Error(`no mail to ${email} matching ${subject}`);
  return found;
};

/** An .ics as a calendar program reads it (ical.js). */
function readIcs(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    description: event.description,
  };
}
const invite = (mail: StoredMail) => {
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]!.filename).toBe("invite.ics");
  return { contentType: mail.attachments[0]!.contentType, ...readIcs(mail.attachments[0]!.content) };
};

/** Avery advises from Sydney; Lena learns in London. */
async function scenario() {
  const s = await bookingScenario(t, { advisorTimezone: "Australia/Sydney" });
  await t.services.db.updateTable("users").set({ timezone: "Europe/London" }).where("id", "=", s.learner.user.id).execute();
  return s;
}

describe("booking mails through the real flow", () => {
  it("a request mail lists the suggested times in each recipient's own zone, in both parts", async () => {
    const s = await scenario();
    // Tue 24 Nov 2026 09:00 UTC and Wed 25 Nov 09:00 UTC: London is on GMT, Sydney on AEDT (+11).
    await s.requested([s.inHours(72), s.inHours(96)]);
    const learner = await lastMail(s.learner.user.email!, /^Your booking request to Avery was sent$/);
    expect(learner.text).toContain(
      "Times you suggested:\n- Tue, 24 Nov 2026, 9:00 am (Europe/London)\n- Wed, 25 Nov 2026, 9:00 am (Europe/London)",
    );
    expect(learner.html).toContain("Tue, 24 Nov 2026, 9:00 am (Europe/London)<br/>Wed, 25 Nov 2026, 9:00 am (Europe/London)");
    expect(learner.attachments).toEqual([]);
    const advisor = await lastMail(s.advisor.user.email!, /^New booking request from Lena$/);
    expect(advisor.text).toContain(
      "Suggested times:\n- Tue, 24 Nov 2026, 8:00 pm (Australia/Sydney)\n- Wed, 25 Nov 2026, 8:00 pm (Australia/Sydney)",
    );
    expect(advisor.text).toContain("Lena's topic:\n> Moving from QA into engineering management");
    expect(advisor.text).not.toContain("Europe/London");
  });

  it("confirm → REQUEST, reschedule → REQUEST with a higher SEQUENCE, cancel → CANCEL higher still; one UID throughout", async () => {
    const s = await scenario();
    const booking = await s.confirmed(72);
    const uid = `${booking.id}@localhost`;

    const confirmedMail = await lastMail(s.learner.user.email!, /^Booking confirmed with Avery/);
    expect(confirmedMail.text).toContain("Avery confirmed your session");
    expect(confirmedMail.text).toContain("Charged: A$57.50");
    expect(confirmedMail.text).toContain(`Join the call: http://localhost:8787/my-kora/bookings/${booking.id}/join`);
    const first = invite(confirmedMail);
    expect(first).toMatchObject({ method: "REQUEST", uid, start: s.inHours(72), end: s.inHours(73) });
    expect(first.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(first.description).toContain(`Join the call: http://localhost:8787/my-kora/bookings/${booking.id}/join`);
    const advisorFirst = invite(await lastMail(s.advisor.user.email!, /^Booking confirmed with Lena/));
    expect(advisorFirst).toMatchObject({ method: "REQUEST", uid, sequence: first.sequence, start: s.inHours(72) });

    // Lena asks to move it; the mail names the new time and the one it replaces, in her zone and in his.
    const asked = await s.act(s.learner.cookie, booking.id, "reschedule", {
      times: [s.inHours(120)],
      expiry: 24,
      message: "Can we do Thursday?",
    });
    expect(asked.status).toBe(200);
    const askedMail = await lastMail(s.advisor.user.email!, /^Lena asked to reschedule$/);
    expect(askedMail.text).toContain(
      "New times: Thu, 26 Nov 2026, 8:00 pm (Australia/Sydney)\n  (was Tue, 24 Nov 2026, 8:00 pm (Australia/Sydney))",
    );
    expect(askedMail.html).toContain("was <s>Tue, 24 Nov 2026, 8:00 pm (Australia/Sydney)</s>");
    expect(askedMail.attachments).toEqual([]);
    expect((await lastMail(s.learner.user.email!, /^You asked Avery to reschedule$/)).text).toContain(
      "(was Tue, 24 Nov 2026, 9:00 am (Europe/London))",
    );

    // Avery accepts: the calendar event moves (same UID, higher SEQUENCE).
    expect((await s.act(s.advisor.cookie, booking.id, "confirm", { time: s.inHours(120) })).status).toBe(200);
    const moved = invite(
      await lastMail(s.learner.user.email!, /^Booking confirmed with Avery for Thu, 26 Nov 2026, 9:00 am \(Europe\/London\)$/),
    );
    expect(moved).toMatchObject({ method: "REQUEST", uid, start: s.inHours(120) });
    expect(moved.sequence).toBeGreaterThan(first.sequence);

    // The downloaded file is the same event as the last mailed one.
    const file = await t.call("GET", `/api/bookings/${booking.id}/calendar.ics`, { cookie: s.learner.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.ics"$/);
    expect(readIcs(await file.text())).toMatchObject({ method: "REQUEST", uid, sequence: moved.sequence, start: s.inHours(120) });

    // Lena cancels more than a day ahead: the session fee comes back, the fees are kept.
    const cancel = await s.act(s.learner.cookie, booking.id, "cancel", {
      cancelReason: "schedule-conflict",
      cancelMessage: "Something came up",
    });
    expect(cancel.status).toBe(200);
    const learnerCancel = await lastMail(s.learner.user.email!, /^Booking with Avery cancelled$/);
    expect(learnerCancel.text).toContain('You cancelled your session on "Career coaching for engineers" with Avery.');
    expect(learnerCancel.text).toContain("When: Cancelled\n  (was Thu, 26 Nov 2026, 9:00 am (Europe/London))");
    expect(learnerCancel.text).toContain("Refunded to you: A$50.00\nKept under the cancellation policy: A$7.50");
    const cancelled = invite(learnerCancel);
    expect(cancelled).toMatchObject({ method: "CANCEL", uid, start: s.inHours(120) });
    expect(cancelled.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
    const advisorCancel = await lastMail(s.advisor.user.email!, /^Booking with Lena cancelled$/);
    expect(advisorCancel.text).toContain('Lena cancelled your session on "Career coaching for engineers".');
    expect(advisorCancel.text).toContain("Lena's message:\n> Something came up");
    expect(advisorCancel.text).toContain("Refunded to Lena: A$50.00");
    expect(invite(advisorCancel)).toMatchObject({ method: "CANCEL", uid, sequence: cancelled.sequence });

    const after = await t.call("GET", `/api/bookings/${booking.id}/calendar.ics`, { cookie: s.advisor.cookie });
    expect(readIcs(await after.text())).toMatchObject({ method: "CANCEL", uid, sequence: cancelled.sequence });
  });

  it("a request cancelled before confirmation says who cancelled, with no calendar file", async () => {
    const s = await scenario();
    const booking = await s.requested([s.inHours(72)]);
    expect(
      (await s.act(s.advisor.cookie, booking.id, "cancel", { cancelReason: "other", cancelMessage: "Fully booked that week" })).status,
    ).toBe(200);
    const mail = await lastMail(s.learner.user.email!, /^Booking request with Avery cancelled$/);
    expect(mail.text).toContain('Avery cancelled the request for "Career coaching for engineers". Nothing was charged.');
    expect(mail.text).toContain("Avery's message:\n> Fully booked that week");
    expect(mail.attachments).toEqual([]);
  });
});

describe("GET /api/bookings/:id/calendar.ics", () => {
  it("is for the booking's two parties only, and only once a time is confirmed", async () => {
    const s = await scenario();
    const booking = await s.confirmed(72);
    const path = `/api/bookings/${booking.id}/calendar.ics`;
    const advisorFile = await t.call("GET", path, { cookie: s.advisor.cookie });
    expect(advisorFile.status).toBe(200);
    const ics = (await advisorFile.text()).replace(/\r\n[ \t]/g, ""); // unfolded (RFC 5545 §3.1)
    expect(readIcs(ics)).toMatchObject({ method: "REQUEST", uid: `${booking.id}@localhost`, start: s.inHours(72) });
    // Each party's file names the other person and carries their own address.
    expect(ics).toContain("Career coaching for engineers with Lena Tester");
    expect(ics).toContain(`mailto:${s.advisor.user.email}`);
    expect(ics).not.toContain(`mailto:${s.learner.user.email}`);

    const stranger = await makeUser(t, { firstName: "Sly" });
    expect((await t.call("GET", path, { cookie: stranger.cookie })).status).toBe(404);
    // A group admin who arranged it sees the booking but isn't in the session: no calendar file either.
    const admin = await makeUser(t, { firstName: "Gwen" });
    await t.services.db.updateTable("bookings").set({ facilitated_by: admin.user.id }).where("id", "=", booking.id).execute();
    expect((await t.call("GET", `/api/bookings/${booking.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await t.call("GET", path, { cookie: admin.cookie })).status).toBe(404);
    expect((await t.call("GET", path)).status).toBe(401);
    expect((await t.call("GET", "/api/bookings/no-such-booking/calendar.ics", { cookie: s.learner.cookie })).status).toBe(404);

    const pending = await s.requested([s.inHours(100)]);
    const early = await t.call("GET", `/api/bookings/${pending.id}/calendar.ics`, { cookie: s.learner.cookie });
    expect(early.status).toBe(409);
  });
});

describe("booking mails in each person's language", () => {
  it("a Swedish learner and a Danish advisor each read the request, the confirmation and the invite in their own", async () => {
    const s = await scenario();
    await t.services.db.updateTable("users").set({ locale: "sv" }).where("id", "=", s.learner.user.id).execute();
    await t.services.db.updateTable("users").set({ locale: "da" }).where("id", "=", s.advisor.user.id).execute();
    const booking = await s.confirmed(72);

    const request = await lastMail(s.learner.user.email!, /^Din bokningsförfrågan till Avery har skickats$/);
    expect(request.text).toMatch(/^Hej Lena!/);
    expect(request.text).toContain("Tider du föreslog: tis 24 nov. 2026 09:00 (Europe/London)");
    expect(request.html).toMatch(/<html dir="ltr" lang="sv">/);
    expect((await lastMail(s.advisor.user.email!, /^Ny bookingforespørgsel fra Lena$/)).text).toContain("Emne fra Lena:");

    const learnerConfirmed = await lastMail(s.learner.user.email!, /^Bokningen med Avery är bekräftad: /);
    expect(learnerConfirmed.text).toContain("Debiterat: 57,50\u00a0AUD");
    expect(learnerConfirmed.text).toContain("Kora – videorådgivning");
    const learnerInvite = invite(learnerConfirmed);
    expect(learnerInvite.description).toContain(`Anslut till samtalet: http://localhost:8787/my-kora/bookings/${booking.id}/join`);
    const advisorConfirmed = await lastMail(s.advisor.user.email!, /^Booking med Lena er bekræftet: /);
    expect(advisorConfirmed.text).toContain("Din indtjening:");
    expect(invite(advisorConfirmed).description).toContain("Deltag i opkaldet:");
    expect(advisorConfirmed.text).not.toMatch(/Booking confirmed|Join the call/);
  });

  it("reads right to left for an Arabic reader, and in English for a language Kora doesn't speak", async () => {
    const s = await scenario();
    await t.services.db.updateTable("users").set({ locale: "ar" }).where("id", "=", s.learner.user.id).execute();
    await t.services.db.updateTable("users").set({ locale: "nb" }).where("id", "=", s.advisor.user.id).execute();
    await s.requested([s.inHours(72)]);
    const arabic = await lastMail(s.learner.user.email!, /^أُرسل طلب حجزك إلى Avery$/);
    expect(arabic.html).toMatch(/<html dir="rtl" lang="ar">/);
    expect(arabic.text).toContain("مرحبًا Lena،");
    expect((await lastMail(s.advisor.user.email!, /^New booking request from Lena$/)).html).toMatch(/<html dir="ltr" lang="en">/);
  });
});
