import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { cardDetailSchema, cardReviewsMetaSchema } from "@kora/shared/contracts/cards.ts";
import { awaitingReviewSchema, learnerRatingsPageSchema, reviewDtoSchema } from "@kora/shared/contracts/reviews.ts";
import { REVIEW_EDIT_DAYS, REVIEW_MESSAGES } from "@kora/shared/domain/reviews/rules.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { makeUser, publishedCard } from "../../test/factories.ts";
import { bodyOf, createTestApp, dataOf, errorOf, narrow, type TestApp } from "../../test/harness.ts";

const DAY = 86_400_000;
const reviews = z.array(reviewDtoSchema);

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

/** A scenario with one completed session between the advisor and the learner. */
async function completed() {
  const s = await bookingScenario(t);
  const booking = await s.confirmed(3);
  t.clock.now = new Date(Date.parse(booking.bookingTimeUtc!) + 5 * 60_000);
  const done = await s.act(s.learner.cookie, booking.id, "complete");
  if (done.status !== 200) throw new Error(`complete failed: ${done.status}`);
  return { s, id: booking.id };
}

const stars = async (cardId: string) => (await dataOf(await t.call("GET", `/api/cards/${cardId}`), cardDetailSchema)).stats;

describe("reviews of a session", () => {
  it("keeps one review per person per booking however many requests race (10 parallel POSTs → one accepted)", async () => {
    const { s, id } = await completed();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => s.act(s.learner.cookie, id, "review", { rating: 1 + (i % 5), comments: `Try ${i}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const rows = await t.services.db.selectFrom("reviews").selectAll().where("booking_id", "=", id).execute();
    expect(rows).toHaveLength(1);
    expect((await stars(s.cardId)).reviewsCount).toBe(1);
  });

  it("shows a booking's reviews to its parties only; the call-quality note to its author only", async () => {
    const { s, id } = await completed();
    const stranger = await makeUser(t, { firstName: "Mallory" });
    await s.act(s.learner.cookie, id, "review", { rating: 4, comments: "Clear.", callQualityRating: 3, callQualityComment: "Echo" });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await s.act(s.advisor.cookie, id, "review", { rating: 5, comments: "Well prepared." });
    const seen = await dataOf(await t.call("GET", `/api/bookings/${id}/reviews`, { cookie: s.advisor.cookie }), reviews);
    expect(seen.map((r) => [r.subject, r.rating, r.comments, r.callQualityComment])).toEqual([
      ["advisor", 4, "Clear.", null],
      ["learner", 5, "Well prepared.", null],
    ]);
    expect(seen.map((r) => r.editableUntil === null)).toEqual([true, false]);
    const mine = await dataOf(await t.call("GET", `/api/bookings/${id}/reviews`, { cookie: s.learner.cookie }), reviews);
    expect(mine[0]).toMatchObject({ callQualityComment: "Echo", callQualityRating: 3 });
    expect((await t.call("GET", `/api/bookings/${id}/reviews`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.call("GET", `/api/bookings/${id}/reviews`)).status).toBe(401);
  });

  it("lets the author change a review within the window and recounts the card's stars", async () => {
    const { s, id } = await completed();
    const put = (cookie: string, body: unknown) => t.call("PUT", `/api/bookings/${id}/review`, { cookie, body });
    expect((await errorOf(await put(s.learner.cookie, { rating: 3 }))).message).toBe(REVIEW_MESSAGES.noReview);
    await s.act(s.learner.cookie, id, "review", { rating: 2, comments: "Hmm." });
    expect(await stars(s.cardId)).toEqual({ reviewsCount: 1, reviewsAverage: 2 });
    expect((await put(s.learner.cookie, { rating: 9 })).status).toBe(422);
    t.clock.now = new Date(t.clock.now.getTime() + 3 * DAY);
    const edited = await dataOf(await put(s.learner.cookie, { rating: 5, comments: "On reflection, excellent." }), reviewDtoSchema);
    expect(edited).toMatchObject({ rating: 5, comments: "On reflection, excellent.", updatedAt: t.clock.now.toISOString() });
    expect(await stars(s.cardId)).toEqual({ reviewsCount: 1, reviewsAverage: 5 });
    // The advisor hasn't reviewed: nothing of theirs to change; a stranger doesn't see the booking.
    expect((await put(s.advisor.cookie, { rating: 1 })).status).toBe(409);
    const stranger = await makeUser(t, { firstName: "Mallory" });
    expect((await put(stranger.cookie, { rating: 1 })).status).toBe(404);
    t.clock.now = new Date(t.clock.now.getTime() + REVIEW_EDIT_DAYS * DAY);
    const late = await put(s.learner.cookie, { rating: 1 });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(REVIEW_MESSAGES.editClosed);
    expect(await stars(s.cardId)).toEqual({ reviewsCount: 1, reviewsAverage: 5 });
  });

  it("shows advisors' ratings of a learner to advisors only", async () => {
    const { s, id } = await completed();
    await s.act(s.advisor.cookie, id, "review", { rating: 4, comments: "Came prepared." });
    await s.act(s.learner.cookie, id, "review", { rating: 1 });
    const path = `/api/users/${s.learner.user.id}/ratings`;
    const page = await bodyOf(await t.call("GET", path, { cookie: s.advisor.cookie }), learnerRatingsPageSchema);
    expect(page.data.map((r) => [r.rating, r.comments, r.advisor.firstName])).toEqual([[4, "Came prepared.", "Avery"]]);
    expect(page.average).toBe(4);
    expect(page.meta).toMatchObject({ total: 1, limit: 5 });
    const forbidden = await t.call("GET", path, { cookie: s.learner.cookie });
    expect(forbidden.status).toBe(403);
    expect((await errorOf(forbidden)).message).toBe(REVIEW_MESSAGES.advisorsOnly);
    expect((await t.call("GET", path)).status).toBe(401);
    expect((await t.call("GET", "/api/users/nobody/ratings", { cookie: s.advisor.cookie })).status).toBe(404);
  });

  it("lists my completed sessions awaiting my review until I review them", async () => {
    const { s, id } = await completed();
    const awaiting = async (cookie: string) =>
      (await bodyOf(await t.call("GET", "/api/me/awaiting-review", { cookie }), awaitingReviewSchema)).awaitingReview;
    expect(await awaiting(s.learner.cookie)).toEqual([{ bookingId: id, cardTitle: expect.any(String), otherName: "Avery" }]);
    expect(await awaiting(s.advisor.cookie)).toEqual([{ bookingId: id, cardTitle: expect.any(String), otherName: "Lena" }]);
    await s.act(s.learner.cookie, id, "review", { rating: 5 });
    expect(await awaiting(s.learner.cookie)).toEqual([]);
    expect(await awaiting(s.advisor.cookie)).toHaveLength(1);
  });

  it("shows a marketplace card's reviews of its advisor 5 a page, newest first, with its stars; other cards have none (404)", async () => {
    const { s, id } = await completed();
    await s.act(s.learner.cookie, id, "review", { rating: 4, comments: "Review 0" });
    await s.act(s.advisor.cookie, id, "review", { rating: 1, comments: "Of the learner: never public" });
    const base = Date.parse("2026-01-01T00:00:00.000Z");
    for (let i = 1; i <= 6; i++) {
      const reviewer = await makeUser(t, { firstName: `Reviewer${i}` });
      await t.services.db
        .insertInto("reviews")
        .values({
          id: crypto.randomUUID(),
          card_id: s.cardId,
          booking_id: null,
          created_by: reviewer.user.id,
          created_for: s.advisor.user.id,
          rating: 5,
          call_quality_rating: null,
          comments: `Review ${i}`,
          call_quality_comment: null,
          created_at: new Date(base - i * DAY).toISOString(),
          updated_at: null,
        })
        .execute();
    }
    const page = (n: number) => t.call("GET", `/api/cards/${s.cardId}/reviews?page=${n}`);
    const item = narrow(z.object({ comments: z.string(), rating: z.number() }));
    const reviewsPage = z.object({ data: z.array(item), meta: cardReviewsMetaSchema });
    const first = await bodyOf(await page(1), reviewsPage);
    expect(first.data.map((r) => r.comments)).toEqual(["Review 0", "Review 1", "Review 2", "Review 3", "Review 4"]);
    // The page carries the card's stars (its average and count), as the card has them.
    expect(first.meta).toEqual({ total: 7, page: 1, limit: 5, pages: 2, average: 4, count: 1 });
    expect((await bodyOf(await page(2), reviewsPage)).data.map((r) => r.comments)).toEqual(["Review 5", "Review 6"]);
    // The card's stars come with the card (stats), recounted on every review through the API.
    expect(await stars(s.cardId)).toEqual({ reviewsCount: 1, reviewsAverage: 4 });
    const privateCard = await publishedCard(t, s.advisor.cookie, s.staff.cookie, { title: "Private mentoring", type: "private" });
    const hidden = await t.call("GET", `/api/cards/${privateCard}/reviews`, { cookie: s.advisor.cookie });
    expect(hidden.status).toBe(404);
  });
});
