import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { bookingDtoSchema, bookingPageSchema } from "@kora/shared/contracts/bookings.ts";
import { cardDetailSchema, cardReviewsMetaSchema, cardSummarySchema } from "@kora/shared/contracts/cards.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { cardInput, makeUser } from "../../test/factories.ts";
import { bodyOf, createTestApp, dataOf, errorOf, narrow, pageOf, type TestApp } from "../../test/harness.ts";
import { sessionCookie } from "../../test/harness.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";

/** `GET /api/bookings/expiry-options` (domain/bookings/expiry.ts `ExpiryOptions`). */
const expiryOptionsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("exact"), atMs: z.number() }),
  z.object({ kind: z.literal("hours"), hours: z.array(z.number()) }),
]);
const contactSchema = narrow(z.object({ id: z.string() }));
const reviewSchema = narrow(z.object({ comments: z.string() }));

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe("creating a request", () => {
  it("refuses bad input with field messages and saves nothing", async () => {
    const s = await bookingScenario(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ preferredTimes: [] }, "preferredTimes"],
      [{ preferredTimes: [s.inHours(50), s.inHours(51), s.inHours(52), s.inHours(53)] }, "preferredTimes"],
      [{ preferredTimes: [s.inHours(50), s.inHours(50)] }, "preferredTimes"],
      [{ preferredTimes: [s.inHours(-1)] }, "preferredTimes"],
      [{ preferredTimes: [s.inHours(24 * 400)] }, "preferredTimes"],
      [{ duration: 45 }, "duration"],
      [{ discussionTopic: "hi" }, "discussionTopic"],
      [{ expiry: 12 }, "expiry"],
      [{ expiry: 72, preferredTimes: [s.inHours(30)] }, "expiry"],
      [{ paymentMethodId: null }, "paymentMethodId"],
      [{ paymentMethodId: "someone-elses" }, "paymentMethodId"],
    ];
    for (const [extra, field] of cases) {
      const response = await s.request([s.inHours(50)], extra);
      expect(response.status, JSON.stringify(extra)).toBe(422);
      expect(Object.keys((await errorOf(response)).fields ?? {}), JSON.stringify(extra)).toContain(field);
    }
    expect(await t.services.db.selectFrom("bookings").select("id").execute()).toHaveLength(0);
  });

  it("offers only the exact start as expiry under 48 hours, and clamps longer choices to the time left", async () => {
    const s = await bookingScenario(t);
    const soon = await s.requested([s.inHours(30)], { expiry: "exact" });
    expect(soon.requestExpiresAtUtc).toBe(s.inHours(30));
    const later = await s.requested([s.inHours(60)], { expiry: 48 });
    expect(later.requestExpiresAtUtc).toBe(s.inHours(48));
    const options = await dataOf(
      await t.call("GET", `/api/bookings/expiry-options?earliest=${s.inHours(60)}`, { cookie: s.learner.cookie }),
      expiryOptionsSchema,
    );
    expect(options).toEqual({ kind: "hours", hours: [24, 48, 60] });
  });

  it("returns the same booking for the same idempotency key", async () => {
    const s = await bookingScenario(t);
    const body = {
      cardId: s.cardId,
      duration: 60,
      preferredTimes: [s.inHours(50)],
      discussionTopic: "Planning my first promotion",
      paymentMethodId: s.paymentMethodId,
    };
    const headers = { "idempotency-key": "0b0e7d0a-retry-key" };
    const first = await t.call("POST", "/api/bookings", { cookie: s.learner.cookie, body, headers });
    const again = await t.call("POST", "/api/bookings", { cookie: s.learner.cookie, body, headers });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect((await dataOf(again, bookingDtoSchema)).id).toBe((await dataOf(first, bookingDtoSchema)).id);
    expect(await t.services.db.selectFrom("bookings").select("id").execute()).toHaveLength(1);
  });

  it("refuses times outside the advisor's hours and your own card", async () => {
    const s = await bookingScenario(t, { workingHours: [{ day: 1, startMinute: 540, endMinute: 1020 }] });
    // 2026-11-21 is a Saturday: the advisor (Sydney) works Mondays only.
    expect((await s.request([s.inHours(50)])).status).toBe(409);
    const own = await s.request([s.inHours(50)], { paymentMethodId: null }, s.advisor.cookie);
    expect(own.status).toBe(422);
  });
});

describe("who can see and act on a booking", () => {
  it("hides a booking from everyone but its parties, in reads, actions and lists", async () => {
    const s = await bookingScenario(t);
    const booking = await s.requested([s.inHours(50)]);
    const stranger = await makeUser(t, { firstName: "Mallory" });
    expect((await t.call("GET", `/api/bookings/${booking.id}`, { cookie: stranger.cookie })).status).toBe(404);
    for (const action of ["confirm", "suggest-times", "reschedule", "cancel", "complete", "join", "review"]) {
      const response = await s.act(stranger.cookie, booking.id, action, {
        time: s.inHours(50),
        times: [s.inHours(60)],
        cancelReason: "other",
        rating: 5,
      });
      expect(response.status, action).toBe(404);
    }
    const list = await bodyOf(
      await t.call("GET", `/api/bookings?learner_id=${s.learner.user.id}`, { cookie: stranger.cookie }),
      bookingPageSchema,
    );
    expect(list.data).toHaveLength(0);
    expect((await t.call("GET", `/api/bookings/${booking.id}`)).status).toBe(401);
  });

  it("lists by role, status and archive, with alert counters in stats", async () => {
    const s = await bookingScenario(t);
    const open = await s.requested([s.inHours(50)]);
    const done = await s.requested([s.inHours(70)]);
    await s.act(s.learner.cookie, done.id, "cancel", { cancelReason: "no-longer-needed", cancelMessage: "Sorted it out" });
    const advisorView = await bodyOf(
      await t.call("GET", "/api/bookings?role=advisor&archived=false", { cookie: s.advisor.cookie }),
      bookingPageSchema,
    );
    expect(advisorView.data.map((b) => b.id)).toEqual([open.id]);
    expect(advisorView.data[0]).toMatchObject({ role: "advisor", awaitingMe: true });
    const archive = await bodyOf(await t.call("GET", "/api/bookings?archived=true", { cookie: s.learner.cookie }), bookingPageSchema);
    expect(archive.data.map((b) => [b.id, b.status])).toEqual([[done.id, "cancelled-provisional"]]);
    expect(archive.meta.limit).toBe(12);
    const byText = await bodyOf(await t.call("GET", "/api/bookings?query=avery", { cookie: s.learner.cookie }), bookingPageSchema);
    expect(byText.meta.total).toBe(2);
    const me = await dataOf(await t.call("GET", "/api/me?append=stats", { cookie: s.advisor.cookie }), meSchema);
    expect(me.stats).toMatchObject({ bookingRequestsAdvising: 1, bookingRequestsLearning: 0, bookingAlerts: 1, bookingsArchived: 1 });
  });
});

describe("advisor-initiated bookings", () => {
  it("invites someone new by email: a placeholder account and a respond link that signs them in", async () => {
    const s = await bookingScenario(t);
    const response = await s.request(
      [s.inHours(50), s.inHours(74)],
      { learnerEmail: "newcomer@example.com", learnerFirstName: "Nia", paymentMethodId: null },
      s.advisor.cookie,
    );
    expect(response.status).toBe(201);
    const booking = await dataOf(response, bookingDtoSchema);
    expect(booking).toMatchObject({ role: "advisor", awaitingFrom: "learner", learner: { firstName: "Nia", isPlaceholder: true } });
    await t.services.jobs.runDue();
    const mail = await t.services.db
      .selectFrom("dev_mailbox")
      .selectAll()
      .where("to_address", "=", "newcomer@example.com")
      .executeTakeFirstOrThrow();
    const link = /(http\S+respond\?booking=\S+)/.exec(mail.text)![1]!;
    const token = new URL(link).searchParams.get("token")!;
    const signedIn = await t.call("POST", "/api/auth/token", { body: { token } });
    expect(signedIn.status).toBe(200);
    // Later she signs up with that address and keeps the booking.
    const cookie = await t.signIn("newcomer@example.com", { firstName: "Nia", lastName: "Okoro" });
    const me = await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema);
    expect(me).toMatchObject({ isPlaceholder: false, fullName: "Nia Okoro" });
    expect((await t.call("GET", `/api/bookings/${booking.id}`, { cookie })).status).toBe(200);
  });

  it("lets the advisor book only people they know, and the learner answer", async () => {
    const s = await bookingScenario(t);
    const stranger = await makeUser(t, { firstName: "Omar" });
    expect((await s.request([s.inHours(50)], { learnerId: stranger.user.id, paymentMethodId: null }, s.advisor.cookie)).status).toBe(422);
    await s.requested([s.inHours(50)]); // now Lena is a contact
    const contacts = await dataOf(await t.call("GET", "/api/me/contacts", { cookie: s.advisor.cookie }), z.array(contactSchema));
    expect(contacts.map((c) => c.id)).toEqual([s.learner.user.id]);
    const made = await s.request([s.inHours(80)], { learnerId: s.learner.user.id, paymentMethodId: null }, s.advisor.cookie);
    const booking = await dataOf(made, bookingDtoSchema);
    // The advisor can't accept their own proposal; the learner confirms with a card.
    expect((await s.act(s.advisor.cookie, booking.id, "confirm", { time: s.inHours(80) })).status).toBe(409);
    const confirmed = await s.act(s.learner.cookie, booking.id, "confirm", { time: s.inHours(80), paymentMethodId: s.paymentMethodId });
    expect(await dataOf(confirmed, bookingDtoSchema)).toMatchObject({ status: "confirmed", payment: { status: "charged" } });
  });
});

describe("group-admin facilitated bookings", () => {
  it("lets a group's admin book a member with the group's advisor; the member answers and the admin sees it", async () => {
    const s = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
    const admin = await makeUser(t, { firstName: "Gwen" });
    const outsider = await makeUser(t, { firstName: "Otto" });
    const now = t.clock.now.toISOString();
    await t.services.db
      .insertInto("groups")
      .values({ id: "g1", slug: "guild", name: "Guild", logo_url: null, content_only: 0, pricing_enabled: 0, created_at: now })
      .execute();
    const member = (userId: string, isAdmin: boolean, role = "verified-member-community-visible") => ({
      group_id: "g1",
      user_id: userId,
      role,
      role_when_joined: role,
      is_admin: isAdmin ? 1 : 0,
      approved_at: now,
      created_at: now,
      last_visited_at: null,
    });
    await t.services.db
      .insertInto("group_members")
      .values([
        member(s.advisor.user.id, false, "group-advisor-consulting-visible"),
        member(admin.user.id, true),
        member(s.learner.user.id, false),
      ])
      .execute();
    const cardId = (
      await dataOf(
        await t.call("POST", "/api/cards", {
          cookie: s.advisor.cookie,
          body: cardInput({ type: "group", groupId: "g1", title: "Guild mentoring", rate: 0 }),
        }),
        cardDetailSchema,
      )
    ).id;
    await t.call("POST", `/api/cards/${cardId}/publish`, { cookie: s.advisor.cookie });
    await t.call("POST", `/api/cards/${cardId}/approve`, { cookie: admin.cookie });
    const body = (learnerId: string) => ({
      cardId,
      duration: 60,
      preferredTimes: [s.inHours(50)],
      discussionTopic: "Onboarding plan for the new cohort",
      learnerId,
    });
    expect((await t.call("POST", "/api/bookings", { cookie: admin.cookie, body: body(outsider.user.id) })).status).toBe(422);
    const made = await t.call("POST", "/api/bookings", { cookie: admin.cookie, body: body(s.learner.user.id) });
    expect(made.status).toBe(201);
    const booking = await dataOf(made, bookingDtoSchema);
    expect(booking).toMatchObject({ role: "facilitator", facilitatedBy: admin.user.id, awaitingFrom: "learner" });
    // The facilitator may not accept times for either side; the member does.
    expect((await s.act(admin.cookie, booking.id, "confirm", { time: s.inHours(50) })).status).toBe(403);
    expect((await s.act(s.learner.cookie, booking.id, "confirm", { time: s.inHours(50) })).status).toBe(200);
    const listed = await bodyOf(await t.call("GET", "/api/bookings?role=facilitator", { cookie: admin.cookie }), bookingPageSchema);
    expect(listed.data.map((b) => [b.id, b.status])).toEqual([[booking.id, "confirmed"]]);
    // Outside the group the card doesn't exist as far as you can tell; a plain member can't book for someone else.
    expect((await t.call("POST", "/api/bookings", { cookie: outsider.cookie, body: body(s.learner.user.id) })).status).toBe(404);
    await t.services.db.insertInto("group_members").values(member(outsider.user.id, false)).execute();
    expect((await t.call("POST", "/api/bookings", { cookie: outsider.cookie, body: body(s.learner.user.id) })).status).toBe(403);
  });
});

describe("after a session", () => {
  it("takes one review from each side; only the learner's counts on the card, and the card is offered for a repeat booking", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(3);
    expect((await s.act(s.learner.cookie, booking.id, "review", { rating: 5 })).status).toBe(409);
    t.clock.now = new Date(Date.parse(booking.bookingTimeUtc!) + 5 * 60_000);
    expect((await s.act(s.learner.cookie, booking.id, "complete")).status).toBe(200);
    expect((await s.act(s.learner.cookie, booking.id, "review", { rating: 0 })).status).toBe(422);
    expect((await s.act(s.learner.cookie, booking.id, "review", { rating: 4, comments: "Clear and practical." })).status).toBe(200);
    expect((await s.act(s.learner.cookie, booking.id, "review", { rating: 5 })).status).toBe(409);
    expect((await s.act(s.advisor.cookie, booking.id, "review", { rating: 2, comments: "Arrived late." })).status).toBe(200);
    expect(await s.get(s.learner.cookie, booking.id)).toMatchObject({ status: "completed", canReview: false, reviewed: true });
    const card = await dataOf(await t.call("GET", `/api/cards/${s.cardId}`), cardDetailSchema);
    expect(card.stats).toEqual({ reviewsCount: 1, reviewsAverage: 4 });
    const reviews = await bodyOf(
      await t.call("GET", `/api/cards/${s.cardId}/reviews`),
      z.object({ data: z.array(reviewSchema), meta: cardReviewsMetaSchema }),
    );
    expect(reviews.data.map((r) => r.comments)).toEqual(["Clear and practical."]);
    expect(reviews.meta).toMatchObject({ average: 4, count: 1 });
    const repeat = await pageOf(await t.call("GET", "/api/cards?repeat_cards=true", { cookie: s.learner.cookie }), cardSummarySchema);
    expect(repeat.data.map((c) => c.id)).toEqual([s.cardId]);
    expect(repeat.meta.limit).toBe(5);
  });

  it("counts an advisor's cancellation within 24 hours as a 1-star on the card's average, for a year", async () => {
    const s = await bookingScenario(t);
    const reviewed = await s.confirmed(3);
    t.clock.now = new Date(Date.parse(reviewed.bookingTimeUtc!) + 60 * 60_000);
    await s.act(s.learner.cookie, reviewed.id, "complete");
    expect((await s.act(s.learner.cookie, reviewed.id, "review", { rating: 5 })).status).toBe(200);
    const stats = async () => (await dataOf(await t.call("GET", `/api/cards/${s.cardId}`), cardDetailSchema)).stats;
    expect(await stats()).toEqual({ reviewsCount: 1, reviewsAverage: 5 });

    const early = await s.confirmed(72);
    expect((await s.act(s.advisor.cookie, early.id, "cancel", { cancelReason: "emergency" })).status).toBe(200);
    expect(await stats()).toEqual({ reviewsCount: 1, reviewsAverage: 5 });
    const byLearner = await s.confirmed(19);
    expect((await s.act(s.learner.cookie, byLearner.id, "cancel", { cancelReason: "emergency" })).status).toBe(200);
    expect(await stats()).toEqual({ reviewsCount: 1, reviewsAverage: 5 });
    const late = await s.confirmed(21);
    expect((await s.act(s.advisor.cookie, late.id, "cancel", { cancelReason: "emergency" })).status).toBe(200);
    expect(await stats()).toEqual({ reviewsCount: 1, reviewsAverage: 3 });

    // A year on, the late cancellation no longer counts once the stars are recounted (the next review).
    const later = await s.confirmed(30);
    t.clock.now = new Date(Date.parse(later.bookingTimeUtc!) + 366 * 86_400_000);
    // A year on the learner signs in afresh.
    await t.call("POST", "/api/password-free/verification-code", { body: { step: "login", email: s.learner.user.email } });
    const verified = await t.call("POST", "/api/password-free/verify", {
      body: { email: s.learner.user.email, code: await t.latestCode(s.learner.user.email!) },
    });
    const cookie = sessionCookie(verified)!;
    expect((await s.act(cookie, later.id, "complete")).status).toBe(200);
    expect((await s.act(cookie, later.id, "review", { rating: 4 })).status).toBe(200);
    expect(await stats()).toEqual({ reviewsCount: 2, reviewsAverage: 4.5 });
  });
});
