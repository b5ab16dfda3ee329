import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { cardSummarySchema } from "@kora/shared/contracts/cards.ts";
import { type GroupSettings, groupViewSchema } from "@kora/shared/contracts/groups.ts";
import { GROUP_CARD_MESSAGES } from "@kora/shared/domain/groups/access.ts";
import { builtInRolePermissions, type GroupPermission } from "@kora/shared/domain/groups/permissions.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { postCard } from "../factories.ts";
import { createTestApp, dataOf, errorOf, pageOf, type TestApp } from "../harness.ts";
import { BUILT_IN, buildWorld, MEMBER_ROLES, type World } from "./group-permissions.world.ts";

/**
 * Group permissions as an admin sets them on the settings page (PUT /api/groups/:id), and the
 * standings the rule keeps whatever the settings say: the owner, a member an admin booked for, a
 * saver of a card they may no longer see. The matrix (group-permissions.matrix.test.ts) covers every
 * permission × viewer × route; these follow one person through a change.
 */

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
}, 60_000);
afterAll(() => t?.close());
beforeEach(() => w.configure(BUILT_IN));

const admin = () => w.viewers.admin.cookie!;
const unverified = () => w.viewers.unverified;
const verified = () => w.viewers.verified;

/** The admin saves the group's settings with `role`'s permissions changed by `change`, as the settings page does. */
async function setRole(role: string, change: (held: GroupPermission[]) => GroupPermission[]) {
  const view = await dataOf(await t.call("GET", `/api/groups/${w.group.slug}`, { cookie: admin() }), groupViewSchema);
  const settings = view.settings as GroupSettings;
  const current = settings.rolePermissions[role as keyof GroupSettings["rolePermissions"]] ?? builtInRolePermissions(role);
  const body = { ...settings, rolePermissions: { ...settings.rolePermissions, [role]: change([...current]) } };
  const saved = await t.call("PUT", `/api/groups/${w.group.id}`, { cookie: admin(), body });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

const book = (cookie: string | undefined) =>
  t.call("POST", "/api/bookings", {
    cookie,
    body: { cardId: w.cardId, duration: 60, preferredTimes: [w.nextSlot()], discussionTopic: "My first 90 days", expiry: null },
  });
const fourDays = () => {
  const from = new Date(t.clock.now.getTime() + 86_400_000);
  return `from=${from.toISOString()}&to=${new Date(from.getTime() + 4 * 86_400_000).toISOString()}&duration=60`;
};

describe("an admin changing who may book", () => {
  it("gives unverified members `book`: they open, price and book the group's cards", async () => {
    expect((await book(unverified().cookie)).status).toBe(404);
    await setRole(MEMBER_ROLES.unverified!, (held) => [...held, "book"]);
    expect((await t.call("GET", `/api/cards/${w.cardId}/price?duration=60`, { cookie: unverified().cookie })).status).toBe(200);
    const made = await book(unverified().cookie);
    expect(made.status, await made.clone().text()).toBe(201);
    expect((await dataOf(made, bookingDtoSchema)).status).toBe("pending-approval");
  });

  it("takes `book` from verified members: they still see the card and its free times, and every booking is refused", async () => {
    await setRole(MEMBER_ROLES.verified!, (held) => held.filter((name) => name !== "book"));
    const card = await t.call("GET", `/api/cards/${w.cardId}`, { cookie: verified().cookie });
    expect(await dataOf(card, z.object({ canBook: z.boolean(), canSave: z.boolean() }).loose())).toMatchObject({
      canBook: false,
      canSave: true,
    });
    expect((await t.call("GET", `/api/cards/${w.cardId}/availability?${fourDays()}`, { cookie: verified().cookie })).status).toBe(200);
    for (const response of [
      await book(verified().cookie),
      await t.call("POST", `/api/bookings/${verified().awaitingBookingId}/suggest-times`, {
        cookie: verified().cookie,
        body: { times: [w.nextSlot()], expiry: null },
      }),
    ]) {
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe(GROUP_CARD_MESSAGES.book);
    }
  });
});

describe("what the rule keeps whatever the settings say", () => {
  it("never serves a card's free times from the cache to someone the group stopped letting see it", async () => {
    const path = `/api/cards/${w.cardId}/availability?${fourDays()}`;
    expect((await t.call("GET", path, { cookie: verified().cookie })).status).toBe(200);
    await setRole(MEMBER_ROLES.verified!, () => ["view-home-page"]);
    const refused = await t.call("GET", path, { cookie: verified().cookie });
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe(MESSAGES.cardNotFound);
  });

  it("hides a saved group card from the favourites while the group hides it, lets its saver remove it, and shows it again", async () => {
    const favourites = async () =>
      (await pageOf(await t.call("GET", "/api/me/favourites?limit=50", { cookie: verified().cookie }), cardSummarySchema)).data.map(
        (card) => card.id,
      );
    expect(await favourites()).toContain(w.cardId);
    await setRole(MEMBER_ROLES.verified!, () => ["view-home-page"]);
    expect(await favourites()).not.toContain(w.cardId);
    expect((await t.call("GET", `/api/cards/${w.cardId}`, { cookie: verified().cookie })).status).toBe(404);
    await w.configure(BUILT_IN);
    expect(await favourites()).toContain(w.cardId);
    await setRole(MEMBER_ROLES.verified!, () => ["view-home-page"]);
    expect((await t.call("DELETE", `/api/cards/${w.cardId}/favourite`, { cookie: verified().cookie })).status).toBe(204);
    await w.configure(BUILT_IN);
    expect(await favourites()).not.toContain(w.cardId);
    expect((await t.call("POST", `/api/cards/${w.cardId}/favourite`, { cookie: verified().cookie })).status).toBe(204);
  });

  it("tells only those the group lets see its cards that one was deleted; to others it was never there", async () => {
    const id = await postCard(t, w.viewers.advisor.cookie!, { type: "group", groupId: w.group.id, title: "Soon gone", rate: 0 });
    await t.services.db
      .updateTable("cards")
      .set({ status: "published", deleted_at: t.clock.now.toISOString() })
      .where("id", "=", id)
      .execute();
    for (const [kind, message] of [
      ["verified", MESSAGES.cardDeleted],
      ["advisor", MESSAGES.cardDeleted],
      ["awaiting", MESSAGES.cardNotFound],
      ["outsider", MESSAGES.cardNotFound],
      ["guest", MESSAGES.cardNotFound],
    ] as const) {
      const response = await t.call("GET", `/api/cards/${id}`, { cookie: w.viewers[kind].cookie });
      expect(response.status, kind).toBe(404);
      expect((await errorOf(response)).message, kind).toBe(message);
    }
  });

  it("lets a member an admin booked for answer with other times, even without `book`", async () => {
    const made = await t.call("POST", "/api/bookings", {
      cookie: admin(),
      body: {
        cardId: w.cardId,
        duration: 60,
        preferredTimes: [w.nextSlot()],
        discussionTopic: "Onboarding",
        expiry: null,
        learnerId: unverified().userId,
      },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const booking = await dataOf(made, bookingDtoSchema);
    const answer = await t.call("POST", `/api/bookings/${booking.id}/suggest-times`, {
      cookie: unverified().cookie,
      body: { times: [w.nextSlot()], expiry: null },
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  });

  it("always shows the owner their card; one who left the group may take it down but not publish it again", async () => {
    // The sibling card's advisor leaves (no other test here uses that card).
    const owner = w.peer;
    const card = `/api/cards/${w.siblingId}`;
    await t.services.db.deleteFrom("group_members").where("group_id", "=", w.group.id).where("user_id", "=", owner.userId).execute();
    expect((await t.call("GET", card, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.call("GET", card, { cookie: verified().cookie })).status).toBe(200);
    expect((await t.call("POST", `${card}/unpublish`, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.call("GET", card, { cookie: owner.cookie })).status).toBe(200);
    expect((await t.call("GET", card, { cookie: verified().cookie })).status).toBe(404);
    const again = await t.call("POST", `${card}/publish`, { cookie: owner.cookie });
    expect(again.status).toBe(403);
    expect((await errorOf(again)).message).toBe(GROUP_CARD_MESSAGES.publish);
  });
});
