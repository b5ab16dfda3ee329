import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { infoBoxSchema, onboardingSchema } from "@kora/shared/contracts/onboarding.ts";
import { DEFAULT_WORKING_HOURS } from "@kora/shared/domain/onboarding/default-hours.ts";
import { makeAdvisor, makeStaff, makeUser, postCard, publishedCard } from "../../test/factories.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";
import { enablePayouts } from "../../test/payments-fixtures.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const onboardingOf = async (cookie: string) => dataOf(await t.call("GET", "/api/me/onboarding", { cookie }), onboardingSchema);
const ticks = async (cookie: string) =>
  Object.fromEntries((await onboardingOf(cookie)).checklist!.items.map((item) => [item.id, item.note ? `done: ${item.note}` : item.done]));
const boxesOf = async (cookie: string) =>
  (await dataOf(await t.call("GET", "/api/me/info-boxes", { cookie }), z.array(infoBoxSchema))).map((box) => box.id);

describe("the advisor's checklist ticks itself as they act", () => {
  it("details, hours, first card and payouts, each from what the database holds", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    expect(await ticks(advisor.cookie)).toEqual({ details: false, hours: false, "first-card": false, payouts: false });
    const first = await onboardingOf(advisor.cookie);
    expect(first).toMatchObject({ checklist: { kind: "advisor", complete: false, hidden: false }, showGetStarted: false });
    expect(first.checklist!.items.find((item) => item.id === "first-card")!.href).toBe("/my-kora/kora-cards/create");

    await t.services.db.updateTable("users").set({ location: "Sydney, Australia" }).where("id", "=", advisor.user.id).execute();
    await t.call("PUT", "/api/me/availability", { cookie: advisor.cookie, body: { workingHours: DEFAULT_WORKING_HOURS } });
    // A draft is not a first card yet; the item then points at My cards.
    await postCard(t, advisor.cookie, { title: "Still a draft", rate: 0 });
    const drafted = await onboardingOf(advisor.cookie);
    expect(drafted.checklist!.items.find((item) => item.id === "first-card")).toMatchObject({ done: false, href: "/my-kora/kora-cards" });
    expect(await ticks(advisor.cookie)).toEqual({ details: true, hours: true, "first-card": false, payouts: false });

    // A free card in review counts as the first card, and payouts are not needed while every card is free.
    const free = await postCard(t, advisor.cookie, { title: "Free first chat", rate: 0 });
    await t.call("POST", `/api/cards/${free}/publish`, { cookie: advisor.cookie });
    expect(await ticks(advisor.cookie)).toEqual({
      details: true,
      hours: true,
      "first-card": true,
      payouts: "done: Not needed while all your cards are free.",
    });
    await publishedCard(t, advisor.cookie, staff.cookie, { title: "Paid deep dive" });
    expect((await ticks(advisor.cookie)).payouts).toBe(false);
    await enablePayouts(t, null, advisor.cookie);
    expect(await onboardingOf(advisor.cookie)).toMatchObject({ checklist: { complete: true } });
  });

  it("payouts are not needed where paid cards are not offered", async () => {
    const advisor = await makeUser(t, { firstName: "Ulla", type: "Advisor", country: "DE" });
    expect((await ticks(advisor.cookie)).payouts).toMatch(/^done: Not needed: paid cards aren't available in your country/);
  });

  it("hiding is the caller's alone, holds, and many hides at once are one", async () => {
    const advisor = await makeAdvisor(t);
    const other = await makeAdvisor(t, "Bo");
    const hides = await Promise.all(Array.from({ length: 5 }, () => t.call("POST", "/api/me/onboarding/hide", { cookie: advisor.cookie })));
    expect(hides.map((response) => response.status)).toEqual([204, 204, 204, 204, 204]);
    expect((await onboardingOf(advisor.cookie)).checklist!.hidden).toBe(true);
    expect((await onboardingOf(other.cookie)).checklist!.hidden).toBe(false);
  });
});

describe("the learner's checklist and the Get-started banner", () => {
  it("find an advisor ticks on a favourite, the first booking on a request; the banner goes with the first booking", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    const cardId = await publishedCard(t, advisor.cookie, staff.cookie, { rate: 0 });
    await t.call("PUT", "/api/me/availability", {
      cookie: advisor.cookie,
      body: { workingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startMinute: 0, endMinute: 1440 })), minNoticeHours: 0 },
    });
    const learner = await makeUser(t, { firstName: "Lena" });
    expect(await onboardingOf(learner.cookie)).toMatchObject({ checklist: { kind: "learner", complete: false }, showGetStarted: true });
    expect(await ticks(learner.cookie)).toEqual({ "find-advisor": false, "first-booking": false });

    expect((await t.call("POST", `/api/cards/${cardId}/favourite`, { cookie: learner.cookie })).status).toBe(204);
    expect(await ticks(learner.cookie)).toEqual({ "find-advisor": true, "first-booking": false });
    const request = await t.call("POST", "/api/bookings", {
      cookie: learner.cookie,
      body: {
        cardId,
        duration: 30,
        preferredTimes: [new Date(t.clock.now.getTime() + 72 * 3_600_000).toISOString()],
        discussionTopic: "Getting started",
        expiry: null,
        paymentMethodId: null,
      },
    });
    expect(request.status).toBe(201);
    expect(await onboardingOf(learner.cookie)).toMatchObject({ checklist: { complete: true }, showGetStarted: false });
  });

  it("a guest (placeholder) account gets no checklist and no banner", async () => {
    const guest = await makeUser(t, { firstName: "Guest", isPlaceholder: true });
    expect(await onboardingOf(guest.cookie)).toEqual({ checklist: null, showGetStarted: false });
  });
});

describe("info boxes (core §7)", () => {
  it("lists what the caller has not completed; complete-info-box removes one for them alone, twice is fine, unknown is 404", async () => {
    const me = await makeUser(t, { firstName: "Ira" });
    const other = await makeUser(t, { firstName: "Oli" });
    expect(await boxesOf(me.cookie)).toEqual(["verify-phone", "add-photo", "record-video"]);

    const completes = await Promise.all(
      Array.from({ length: 4 }, () => t.call("POST", "/api/users/complete-info-box/add-photo", { cookie: me.cookie })),
    );
    expect(completes.map((response) => response.status)).toEqual([204, 204, 204, 204]);
    expect(await t.services.db.selectFrom("user_info_boxes").selectAll().where("user_id", "=", me.user.id).execute()).toHaveLength(1);
    expect(await boxesOf(me.cookie)).toEqual(["verify-phone", "record-video"]);
    expect(await boxesOf(other.cookie)).toEqual(["verify-phone", "add-photo", "record-video"]);

    expect((await t.call("POST", "/api/users/complete-info-box/no-such-box", { cookie: me.cookie })).status).toBe(404);
    expect((await t.call("POST", "/api/users/complete-info-box/add-photo")).status).toBe(401);
  });

  it("a box whose ask is already true does not show (a verified mobile, a photo)", async () => {
    const me = await makeUser(t, { firstName: "Ada" });
    const nowIso = t.clock.now.toISOString();
    await t.services.db
      .updateTable("users")
      .set({ phone: "+61400000000", phone_verified_at: nowIso, avatar_url: "/avatars/ada.png" })
      .where("id", "=", me.user.id)
      .execute();
    expect(await boxesOf(me.cookie)).toEqual(["record-video"]);
  });
});
