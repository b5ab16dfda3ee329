import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import { autoUnpublishedTitle } from "@kora/shared/domain/cards/auto-unpublish.ts";
import { ALL_WEEK, bookingScenario, HOUR } from "../../test/booking-scenario.ts";
import { createTestApp, dataOf, recordingSocket, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

type Scenario = Awaited<ReturnType<typeof bookingScenario>>;

const detail = async (s: Scenario, cookie = s.advisor.cookie) =>
  dataOf(await t.call("GET", `/api/cards/${s.cardId}`, { cookie }), cardDetailSchema);
const mailsTo = (email: string) =>
  t.services.db.selectFrom("dev_mailbox").select(["subject", "text"]).where("to_address", "=", email).execute();

/** A request left to expire unanswered by the advisor, `hours` from now. */
async function lapse(s: Scenario, hours: number) {
  const booking = await s.requested([s.inHours(hours)], { expiry: 24 });
  t.clock.advance(24 * HOUR);
  await t.services.jobs.runDue();
  expect((await s.get(s.learner.cookie, booking.id)).status).toBe("provisional-request-expired");
}

describe("cards unpublished automatically (public-site §4)", () => {
  it("unpublishes a card when all its working hours are removed, says why, and republishes in one click", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
    const confirmed = await s.confirmed(72);
    const owner = recordingSocket("a", s.advisor.user.id);
    t.services.hub.connect(owner.client);

    const removed = await t.call("PUT", "/api/me/availability", { cookie: s.advisor.cookie, body: { workingHours: [] } });
    expect(removed.status).toBe(200);
    const card = await detail(s);
    expect(card).toMatchObject({ status: "draft", autoUnpublished: "no-availability" });
    // Nobody else sees the card or why, and it can't be booked.
    expect((await t.call("GET", `/api/cards/${s.cardId}`, { cookie: s.learner.cookie })).status).toBe(404);
    expect((await s.request([s.inHours(100)])).status).toBeGreaterThanOrEqual(400);
    // The owner hears it in the app and by mail.
    const events = owner.frames.flatMap((f) => (f.type === "event" && f.event.name === "CardUnpublished" ? [f.event.data] : []));
    expect(events).toEqual([{ cardId: s.cardId, title: card.title, reason: "no-availability" }]);
    const mails = await mailsTo(s.advisor.user.email!);
    expect(mails.filter((m) => m.subject === autoUnpublishedTitle(card.title))).toHaveLength(1);
    expect(mails.find((m) => m.subject === autoUnpublishedTitle(card.title))?.text).toContain("no working hours left");

    // The confirmed session still goes ahead.
    expect((await s.get(s.learner.cookie, confirmed.id)).status).toBe("confirmed");

    // Hours back, one click: published again, and the reason is gone.
    await t.call("PUT", "/api/me/availability", { cookie: s.advisor.cookie, body: { workingHours: ALL_WEEK } });
    expect((await t.call("POST", `/api/cards/${s.cardId}/publish`, { cookie: s.advisor.cookie })).status).toBe(200);
    expect(await detail(s)).toMatchObject({ status: "published", autoUnpublished: null });
  });

  it("keeps a card with hours of its own published, and unpublishes it when its own hours are emptied", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
    const own = { mode: "custom", workingHours: [{ day: 2, startMinute: 600, endMinute: 660 }] };
    expect((await t.call("PUT", `/api/me/cards/${s.cardId}/working-hours`, { cookie: s.advisor.cookie, body: own })).status).toBe(200);
    await t.call("PUT", "/api/me/availability", { cookie: s.advisor.cookie, body: { workingHours: [] } });
    expect(await detail(s)).toMatchObject({ status: "published", autoUnpublished: null });
    // Changing other settings leaves the card alone.
    await t.call("PUT", "/api/me/availability", { cookie: s.advisor.cookie, body: { minNoticeHours: 4 } });
    expect((await detail(s)).status).toBe("published");

    const none = { mode: "custom", workingHours: [] };
    expect((await t.call("PUT", `/api/me/cards/${s.cardId}/working-hours`, { cookie: s.advisor.cookie, body: none })).status).toBe(200);
    expect(await detail(s)).toMatchObject({ status: "draft", autoUnpublished: "no-availability" });
  });

  it("unpublishes a card after three requests in a row expire unanswered; an answer starts the count again", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
    await lapse(s, 80);
    await lapse(s, 110);
    // The advisor answers one (declines it): the run ends.
    const answered = await s.requested([s.inHours(140)], { expiry: 24 });
    const declined = await s.act(s.advisor.cookie, answered.id, "cancel", { cancelReason: "schedule-conflict", cancelMessage: "Sorry" });
    expect(declined.status).toBe(200);
    // A proposal the learner leaves unanswered is not the advisor's silence (and suggesting times is an answer).
    const proposed = await s.requested([s.inHours(170)], { expiry: 24 });
    await s.act(s.advisor.cookie, proposed.id, "suggest-times", { times: [s.inHours(200)], expiry: 24 });
    t.clock.advance(25 * HOUR);
    await t.services.jobs.runDue();
    expect((await s.get(s.learner.cookie, proposed.id)).status).toBe("provisional-request-expired");
    await lapse(s, 230);
    await lapse(s, 260);
    expect((await detail(s)).status).toBe("published");

    await lapse(s, 300);
    expect(await detail(s)).toMatchObject({ status: "draft", autoUnpublished: "requests-expired" });
    expect((await t.call("POST", `/api/cards/${s.cardId}/publish`, { cookie: s.advisor.cookie })).status).toBe(200);
    // Republished, the count starts from nothing: one more lapse leaves it published.
    await lapse(s, 330);
    expect(await detail(s)).toMatchObject({ status: "published", autoUnpublished: null });
  });
});

describe("the unpublished mail in the owner's language", () => {
  it("tells a German advisor in German, and an English one as before", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
    await t.services.db.updateTable("users").set({ locale: "de" }).where("id", "=", s.advisor.user.id).execute();
    await t.call("PUT", "/api/me/availability", { cookie: s.advisor.cookie, body: { workingHours: [] } });
    const title = (await detail(s)).title;
    const [german] = (await mailsTo(s.advisor.user.email!)).filter((m) => m.subject.startsWith("Deine Profilkarte"));
    expect(german?.subject).toBe(`Deine Profilkarte „${title}“ wurde offline genommen`);
    expect(german?.text).toBe(
      [
        "Hallo Avery,",
        `Wir haben deine Profilkarte „${title}“ offline genommen. Sie wird nicht mehr auf Kora angezeigt und kann nicht gebucht werden.`,
        "Sie hatte keine Arbeitszeiten mehr, also konnte niemand sie buchen. Füge Arbeitszeiten hinzu und veröffentliche sie dann erneut.",
        "Bereits bestätigte Sitzungen finden wie geplant statt. Erneut veröffentlichen kannst du sie mit einem Klick unter „Meine Profilkarten“:",
        "http://localhost:8787/my-kora/kora-cards",
      ].join("\n\n"),
    );

    await t.services.db.updateTable("users").set({ locale: "en" }).where("id", "=", s.advisor.user.id).execute();
    await t.call("PUT", "/api/me/availability", { cookie: s.advisor.cookie, body: { workingHours: ALL_WEEK } });
    expect((await t.call("POST", `/api/cards/${s.cardId}/publish`, { cookie: s.advisor.cookie })).status).toBe(200);
    await t.call("PUT", "/api/me/availability", { cookie: s.advisor.cookie, body: { workingHours: [] } });
    const english = (await mailsTo(s.advisor.user.email!)).find((m) => m.subject === autoUnpublishedTitle(title));
    expect(english?.text).toBe(
      [
        "Hi Avery,",
        `We've unpublished your card '${title}', so it no longer shows on Kora and can't be booked.`,
        "It had no working hours left, so nobody could book it. Add working hours, then publish it again.",
        "Sessions already confirmed on it still go ahead. Republishing takes one click on My Cards:",
        "http://localhost:8787/my-kora/kora-cards",
      ].join("\n\n"),
    );
  });
});
