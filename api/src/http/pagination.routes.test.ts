import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { addCard, bookingScenario, HOUR } from "../test/booking-scenario.ts";
import { makeAdvisor, publishedCard } from "../test/factories.ts";
import { groupWorld } from "../test/group-fixtures.ts";
import { bodyOf, createTestApp, errorOf, narrow, type TestApp } from "../test/harness.ts";
import { makeVideo } from "../test/video-fixtures.ts";

/**
 * Every paged list takes core §7's `page[number]` and `page[size]` (and the older `page`/`limit`), up
 * to a maximum size; a larger or bad size is a 422 naming `page[size]`. One world holds at least two
 * items for each list.
 */

interface ListRoute {
  name: string;
  path: string;
  cookie?: string;
  max: number;
  /** Lists without `meta` (related cards: the first few, no total). */
  noMeta?: boolean;
}

const listBody = narrow(
  z.object({ data: z.array(z.unknown()), meta: narrow(z.object({ page: z.number(), limit: z.number() })).optional() }),
);

let t: TestApp;
let routes: ListRoute[] = [];

async function world(): Promise<ListRoute[]> {
  const db = t.services.db;
  const later = () => t.clock.advance(60_000);
  const stamp = () => t.clock.now.toISOString();

  const s = await bookingScenario(t);
  const secondCard = await publishedCard(t, s.advisor.cookie, s.staff.cookie, { title: "Interview practice for engineers" });
  await publishedCard(t, s.advisor.cookie, s.staff.cookie, { title: "Leadership coaching for engineers" });
  const otherLearner = await makeAdvisor(t, "Olive");
  const otherMethod = await addCard(t, otherLearner.cookie, "4242424242424242");
  const bookingIds: string[] = [];
  const start = t.clock.now.getTime();
  for (const [cardId, hours, who, paymentMethodId] of [
    [s.cardId, 48, s.learner.cookie, s.paymentMethodId],
    [secondCard, 72, s.learner.cookie, s.paymentMethodId],
    [s.cardId, 96, otherLearner.cookie, otherMethod],
  ] as const) {
    later();
    const response = await s.request([new Date(start + hours * HOUR).toISOString()], { cardId, paymentMethodId }, who);
    if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${await response.text()}`);
    bookingIds.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  await db.updateTable("bookings").set({ confirmed_at: stamp() }).where("id", "in", bookingIds).execute();

  const w = await groupWorld(t);
  await db.updateTable("bookings").set({ facilitated_by: w.adminA.user.id }).where("id", "in", bookingIds).execute();
  await db
    .insertInto("plan_subscriptions")
    .values({ id: "sub-pro", user_id: s.advisor.user.id, slug: "kora-pro", started_at: "2026-01-01T00:00:00Z", ends_at: null })
    .execute();

  const bookedCards = [s.cardId, secondCard];
  for (const [i, bookingId] of bookingIds.slice(0, 2).entries()) {
    later();
    const review = { call_quality_rating: null, call_quality_comment: null, created_at: stamp(), updated_at: null };
    // The advisor's rating of the learner, and (without a booking, as imported ones are) a learner's review of the card.
    await db
      .insertInto("reviews")
      .values([
        {
          ...review,
          id: crypto.randomUUID(),
          card_id: bookedCards[i]!,
          booking_id: bookingId,
          created_by: s.advisor.user.id,
          created_for: s.learner.user.id,
          rating: 4,
          comments: `Rating ${i}`,
        },
        {
          ...review,
          id: crypto.randomUUID(),
          card_id: s.cardId,
          booking_id: null,
          created_by: otherLearner.user.id,
          created_for: s.advisor.user.id,
          rating: 5,
          comments: `Review ${i}`,
        },
      ])
      .execute();
    await db
      .insertInto("payments")
      .values({
        id: crypto.randomUUID(),
        booking_id: bookingId,
        user_id: s.learner.user.id,
        kind: "charge",
        provider: "ledger",
        provider_ref: null,
        amount: 2500,
        currency: "AUD",
        status: "succeeded",
        reason: null,
        client_secret: null,
        payment_method_id: null,
        source_ref: null,
        due_at_ms: null,
        flagged: null,
        event_id: null,
        idempotency_key: crypto.randomUUID(),
        created_at: stamp(),
        updated_at: stamp(),
      })
      .execute();
    const video = await makeVideo(t.services, { ownerId: w.memberA.user.id, status: "ready", title: `Video ${i}`, at: t.clock.now });
    await db.updateTable("videos").set({ listed: 1, share_mode: "view-only" }).where("id", "=", video.id).execute();
    await db
      .insertInto("group_videos")
      .values({ group_id: w.groupA.id, video_id: video.id, shared_by: w.memberA.user.id, shared_at: stamp() })
      .execute();
    for (const response of [
      await t.call("POST", `/api/cards/${bookedCards[i]}/favourite`, { cookie: s.learner.cookie }),
      await t.call("POST", "/api/invites", { cookie: s.advisor.cookie, body: { email: `friend${i}@example.com` } }),
      await t.call("POST", `/api/groups/${w.groupA.id}/emails/send`, {
        cookie: w.adminA.cookie,
        body: { subject: `News ${i}`, body: "See you on Friday.", audience: {} },
      }),
    ])
      if (response.status >= 300) throw new Error(`set-up failed: ${response.status} ${await response.text()}`);
  }

  const learner = s.learner.cookie;
  const advisor = s.advisor.cookie;
  return [
    { name: "favourites", path: "/api/me/favourites", cookie: learner, max: 100 },
    { name: "public videos", path: "/api/videos/public", max: 50 },
    { name: "video library", path: "/api/videos", cookie: w.memberA.cookie, max: 50 },
    { name: "group videos", path: `/api/groups/${w.groupA.slug}/videos`, cookie: w.memberA.cookie, max: 50 },
    { name: "articles", path: "/api/articles", max: 50 },
    { name: "explore", path: "/api/categories/explore?seed=7", max: 12 },
    { name: "search", path: "/api/cards/search?seed=7", max: 100 },
    { name: "related cards", path: `/api/cards/${s.cardId}/related`, max: 8, noMeta: true },
    { name: "card reviews", path: `/api/cards/${s.cardId}/reviews`, max: 50 },
    { name: "my cards", path: "/api/me/cards", cookie: advisor, max: 999 },
    { name: "receipts", path: "/api/me/receipts", cookie: learner, max: 50 },
    { name: "invites", path: "/api/me/invites", cookie: advisor, max: 999 },
    { name: "repeat cards", path: "/api/cards?repeat_cards=true", cookie: learner, max: 50 },
    { name: "bookings", path: "/api/bookings", cookie: learner, max: 100 },
    { name: "learner ratings", path: `/api/users/${s.learner.user.id}/ratings`, cookie: advisor, max: 5 },
    { name: "analytics learners", path: "/api/me/analytics/learners", cookie: advisor, max: 50 },
    { name: "group members", path: `/api/groups/${w.groupA.id}/members`, cookie: w.adminA.cookie, max: 50 },
    { name: "group bookings", path: `/api/groups/${w.groupA.id}/bookings`, cookie: w.adminA.cookie, max: 50 },
    { name: "group InMail", path: `/api/groups/${w.groupA.id}/emails`, cookie: w.adminA.cookie, max: 50 },
  ];
}

const withQuery = (path: string, query: string) => `${path}${path.includes("?") ? "&" : "?"}${query}`;

async function list(route: ListRoute, query: string) {
  const response = await t.call("GET", withQuery(route.path, query), { cookie: route.cookie });
  if (response.status !== 200) throw new Error(`${route.name} ${query}: ${response.status} ${await response.text()}`);
  return bodyOf(response, listBody);
}

beforeAll(async () => {
  t = await createTestApp();
  routes = await world();
}, 60_000);
afterAll(() => t.close());

describe("every paged list takes page[number] and page[size] (core §7)", () => {
  it("covers the lists of this table", () => {
    expect(routes.map((route) => route.name)).toHaveLength(19);
  });

  it.each([
    "favourites",
    "public videos",
    "video library",
    "group videos",
    "articles",
    "explore",
    "search",
    "related cards",
    "card reviews",
    "my cards",
    "receipts",
    "invites",
    "repeat cards",
    "bookings",
    "learner ratings",
    "analytics learners",
    "group members",
    "group bookings",
    "group InMail",
  ])("%s: page[size]=1 is one item, page[number]=2 the second, page/limit still work, too large is a 422", async (name) => {
    const route = routes.find((r) => r.name === name)!;
    const firstTwo = await list(route, "page[size]=2");
    expect(firstTwo.data).toHaveLength(2);

    const one = await list(route, "page[size]=1");
    expect(one.data).toEqual(firstTwo.data.slice(0, 1));
    if (!route.noMeta) expect(one.meta).toMatchObject({ page: 1, limit: 1 });

    const second = await list(route, "page[number]=2&page[size]=1");
    expect(second.data).toEqual(firstTwo.data.slice(1, 2));
    if (!route.noMeta) expect(second.meta).toMatchObject({ page: 2, limit: 1 });

    // As URLSearchParams writes them (the web client): %5B and %5D.
    const encoded = await list(route, new URLSearchParams({ "page[number]": "2", "page[size]": "1" }).toString());
    expect(encoded.data).toEqual(firstTwo.data.slice(1, 2));

    const legacy = await list(route, "page=2&limit=1");
    expect(legacy.data).toEqual(firstTwo.data.slice(1, 2));

    for (const size of [String(route.max + 1), "0", "two"]) {
      const refused = await t.call("GET", withQuery(route.path, `page[size]=${size}`), { cookie: route.cookie });
      expect(refused.status, `page[size]=${size}`).toBe(422);
      expect((await errorOf(refused)).fields?.["page[size]"]).toEqual([`Please give a page size from 1 to ${route.max}.`]);
    }
  });
});
