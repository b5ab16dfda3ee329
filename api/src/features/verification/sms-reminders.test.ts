import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { queueSessionReminderTexts } from "./verification.service.ts";
import { smsTo, verifyPhone } from "./verification.test-kit.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const setCountry = (userId: string) => t.services.db.updateTable("users").set({ country: "AU" }).where("id", "=", userId).execute();
const texts = async () => (await t.services.db.selectFrom("dev_sms").select(["to_number", "body"]).execute()).map((r) => r.to_number);

describe("the 10-minute SMS reminder (public-site §4)", () => {
  it("texts each party whose phone is verified and who wants reminders, once, through the outbox", async () => {
    const s = await bookingScenario(t);
    await Promise.all([setCountry(s.advisor.user.id), setCountry(s.learner.user.id)]);
    const advisorPhone = await verifyPhone(t, s.advisor.cookie, "0412 345 678");
    // The learner gave a number but never verified it: no reminder to an unproven number.
    await t.call("POST", "/api/me/phone-verify-request", { cookie: s.learner.cookie, body: { phone: "0413 000 111" } });
    const booking = await s.confirmed(5);
    const before = await texts();

    t.clock.now = new Date(Date.parse(booking.bookingTimeUtc!) - 10 * 60_000);
    await t.services.jobs.runDue();
    await t.services.jobs.runDue();
    const sent = (await texts()).slice(before.length);
    expect(sent).toEqual([advisorPhone]);
    const [reminder] = await smsTo(t, advisorPhone);
    const at = new Intl.DateTimeFormat("en-GB", { timeZone: s.advisor.user.timezone, hour: "2-digit", minute: "2-digit" }).format(
      Date.parse(booking.bookingTimeUtc!),
    );
    expect(reminder?.body).toBe(
      `Kora: your session with Lena starts in 10 minutes, at ${at}. Join: http://localhost:8787/my-kora/bookings/${booking.id}`,
    );

    // The reminder again (a job whose lease ran out, say): still one text.
    const startMs = Date.parse(booking.bookingTimeUtc!);
    await queueSessionReminderTexts(t.services, {
      id: booking.id,
      advisor_id: booking.advisorId,
      learner_id: booking.learnerId,
      start_ms: startMs,
    });
    await t.services.jobs.runDue();
    await t.services.jobs.runDue();
    expect((await texts()).slice(before.length)).toEqual([advisorPhone]);
  });

  it("texts nobody who turned reminders off", async () => {
    const s = await bookingScenario(t);
    await setCountry(s.advisor.user.id);
    await verifyPhone(t, s.advisor.cookie, "0412 345 678");
    expect((await t.call("PUT", "/api/me/sms-reminders", { cookie: s.advisor.cookie, body: { enabled: false } })).status).toBe(200);
    const booking = await s.confirmed(5);
    const before = await texts();
    t.clock.now = new Date(Date.parse(booking.bookingTimeUtc!) - 10 * 60_000);
    await t.services.jobs.runDue();
    await t.services.jobs.runDue();
    expect((await texts()).slice(before.length)).toEqual([]);
  });

  it("texts nothing for a booking moved meanwhile", async () => {
    const s = await bookingScenario(t);
    await setCountry(s.advisor.user.id);
    await verifyPhone(t, s.advisor.cookie, "0412 345 678");
    const booking = await s.confirmed(5);
    expect((await s.act(s.advisor.cookie, booking.id, "cancel", { cancelReason: "emergency", cancelMessage: "Sorry!" })).status).toBe(200);
    const before = await texts();
    t.clock.now = new Date(Date.parse(booking.bookingTimeUtc!) - 10 * 60_000);
    await t.services.jobs.runDue();
    await t.services.jobs.runDue();
    expect((await texts()).slice(before.length)).toEqual([]);
  });
});

describe("the reminder in the recipient's language", () => {
  it("texts a Danish advisor in Danish, their clock in Danish too; a Danish code text as well", async () => {
    const s = await bookingScenario(t);
    await Promise.all([setCountry(s.advisor.user.id), setCountry(s.learner.user.id)]);
    const phone = await verifyPhone(t, s.advisor.cookie, "0412 345 678");
    const danish = (userId: string) => t.services.db.updateTable("users").set({ locale: "da" }).where("id", "=", userId).execute();
    await Promise.all([danish(s.advisor.user.id), danish(s.learner.user.id)]);
    const booking = await s.confirmed(5);
    t.clock.now = new Date(Date.parse(booking.bookingTimeUtc!) - 10 * 60_000);
    await t.services.jobs.runDue();
    await t.services.jobs.runDue();
    const at = new Intl.DateTimeFormat("da", { timeZone: s.advisor.user.timezone, hour: "2-digit", minute: "2-digit" }).format(
      Date.parse(booking.bookingTimeUtc!),
    );
    const [reminder] = await smsTo(t, phone);
    expect(reminder?.body).toBe(
      `Kora: din session med Lena begynder om 10 minutter, kl. ${at}. Deltag: http://localhost:8787/my-kora/bookings/${booking.id}`,
    );

    await t.call("POST", "/api/me/phone-verify-request", { cookie: s.learner.cookie, body: { phone: "0413 000 111" } });
    const [code] = await smsTo(t, "+61413000111");
    expect(code?.body).toMatch(
      /^Din kode til Kora er [A-Z0-9]{6}\. Kora bruger kun dit mobilnummer til påmindelser om bookinger, aldrig til markedsføring\.$/,
    );
  });
});
