import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import {
  CONSOLE_MESSAGES,
  consoleMemberDetailSchema,
  consoleMemberSchema,
  consoleOverviewSchema,
  groupBookingSchema,
  groupStatsSchema,
} from "@kora/shared/contracts/group-console.ts";
import { GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { ALL_WEEK, addCard, HOUR, ledger } from "../../../test/booking-scenario.ts";
import { cardInput, makeAdvisor, makeUser } from "../../../test/factories.ts";
import { addMember, type GroupWorld, groupWorld } from "../../../test/group-fixtures.ts";
import { createTestApp, dataOf, errorOf, pageOf, type TestApp } from "../../../test/harness.ts";

let t: TestApp;
let w: GroupWorld;
beforeEach(async () => {
  t = await createTestApp();
  w = await groupWorld(t);
});
afterEach(() => t.close());

const members = (query = "", cookie = w.adminA.cookie) =>
  t.call("GET", `/api/groups/${w.groupA.id}/members${query ? `?${query}` : ""}`, { cookie });
const activity = (window: string, count: string) => encodeURIComponent(JSON.stringify({ window, count }));

/** An InMail of `groupId` to `recipientId`, opened at `openedAt` (or never). */
async function inmail(groupId: string, recipientId: string, openedAt: string | null) {
  const id = crypto.randomUUID();
  const now = t.clock.now.toISOString();
  await t.services.db
    .insertInto("group_emails")
    .values({ id, group_id: groupId, created_by: w.adminA.user.id, subject: "News", body: "Hello", created_at: now })
    .execute();
  await t.services.db
    .insertInto("group_email_recipients")
    .values({
      email_id: id,
      recipient_id: recipientId,
      group_id: groupId,
      position: 0,
      status: openedAt ? "Opened" : "Sent",
      token: crypto.randomUUID(),
      sent_at: now,
      opened_at: openedAt,
      clicked_at: null,
      unsubscribed_at: null,
      bounced_at: null,
      bounce_reason: null,
      created_at: now,
    })
    .execute();
}

describe("members list", () => {
  it("lists 10 a page with labels and totals, newest first", async () => {
    for (let i = 0; i < 11; i++) {
      const person = await makeUser(t, { firstName: `Pat${"abcdefghijk"[i]}` });
      t.clock.advance(60_000);
      await addMember(
        t.services.db,
        t.clock.now,
        w.groupA.id,
        person.user.id,
        i % 2 ? "awaiting-verification-community-visible" : "verified-member-community-visible",
      );
    }
    const first = await pageOf(await members(), consoleMemberSchema);
    expect(first.meta).toEqual({ total: 13, page: 1, limit: 10, pages: 2 });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]!.firstName).toBe("Patk");
    const second = await pageOf(await members("page=2"), consoleMemberSchema);
    expect(second.data.map((m) => m.firstName)).toEqual(["Pata", expect.any(String), expect.any(String)]);
    expect(
      second.data
        .slice(1)
        .map((m) => m.userId)
        .sort(),
    ).toEqual([w.adminA.user.id, w.memberA.user.id].sort());
    const admin = second.data.find((m) => m.userId === w.adminA.user.id)!;
    expect(admin).toMatchObject({ status: "Verified", roleLabel: "Admin", isAdmin: true, lastLoginAt: null });
    expect(second.data.find((m) => m.userId === w.memberA.user.id)).toMatchObject({ status: "Verified", roleLabel: "Learner" });
    expect(first.data.find((m) => m.firstName === "Patj")).toMatchObject({
      status: "Awaiting Verification",
      roleLabel: "Awaiting Verification",
    });
  });

  it("filters by name, role and role when joined; 'none' includes members with no rows", async () => {
    await t.services.db
      .updateTable("group_members")
      .set({ role: "verified-member-consulting-visible" })
      .where("user_id", "=", w.memberA.user.id)
      .execute();
    const ids = async (query: string) => (await pageOf(await members(query), consoleMemberSchema)).data.map((m) => m.userId);
    expect(await ids("search-name=mina")).toEqual([w.memberA.user.id]);
    expect(await ids("search-name=MINA%20tes")).toEqual([w.memberA.user.id]);
    expect(await ids("search-name=%25")).toEqual([]);
    expect(await ids("group-role=verified-member-consulting-visible")).toEqual([w.memberA.user.id]);
    expect(await ids("group-role-when-joined=verified-member-community-visible")).toEqual([w.memberA.user.id]);
    expect(await ids("group-role-when-joined=group-advisor-consulting-visible")).toEqual([w.adminA.user.id]);
    expect((await ids(`group-inmail-activity=${activity("28d", "none")}`)).sort()).toEqual([w.adminA.user.id, w.memberA.user.id].sort());
  });

  it("answers bad filters with 422 under the parameter's name", async () => {
    const cases: [string, string, string][] = [
      ["group-login-activity=not-json", "group-login-activity", CONSOLE_MESSAGES.activityJson],
      [`group-inmail-activity=${encodeURIComponent("[1,2]")}`, "group-inmail-activity", CONSOLE_MESSAGES.activityJson],
      [`group-booking-activity=${activity("3d", "one")}`, "group-booking-activity", CONSOLE_MESSAGES.activityWindow],
      [`group-login-activity=${activity("7d", "lots")}`, "group-login-activity", CONSOLE_MESSAGES.activityCount],
      ["group-role=admin", "group-role", CONSOLE_MESSAGES.role],
      ["group-role-when-joined=boss", "group-role-when-joined", CONSOLE_MESSAGES.role],
      [`search-name=${"a".repeat(81)}`, "search-name", CONSOLE_MESSAGES.searchName],
      ["page=0", "page", "Too small: expected number to be >=1"],
    ];
    for (const [query, field, message] of cases) {
      const response = await members(query);
      expect(response.status, query).toBe(422);
      const error = await errorOf(response);
      expect(Object.keys(error.fields ?? {}), query).toEqual([field]);
      if (field !== "page") expect(error.fields?.[field], query).toEqual([message]);
    }
  });

  it("counts InMails opened in this group only, in the window", async () => {
    await addMember(t.services.db, t.clock.now, w.groupB.id, w.memberA.user.id, "verified-member-community-visible");
    const hoursAgo = (h: number) => new Date(t.clock.now.getTime() - h * HOUR).toISOString();
    await inmail(w.groupA.id, w.memberA.user.id, hoursAgo(2));
    await inmail(w.groupA.id, w.memberA.user.id, hoursAgo(50));
    await inmail(w.groupA.id, w.memberA.user.id, null);
    await inmail(w.groupB.id, w.memberA.user.id, hoursAgo(1));
    await inmail(w.groupB.id, w.memberA.user.id, hoursAgo(1));
    const ids = async (window: string, count: string) =>
      (await pageOf(await members(`group-inmail-activity=${activity(window, count)}`), consoleMemberSchema)).data.map((m) => m.userId);
    expect(await ids("1d", "one")).toEqual([w.memberA.user.id]);
    expect(await ids("7d", "two-three")).toEqual([w.memberA.user.id]);
    expect(await ids("7d", "four-plus")).toEqual([]);
    const row = (await pageOf(await members("search-name=mina"), consoleMemberSchema)).data[0]!;
    expect(row.activity28d).toEqual({ logins: 0, inmailsOpened: 2, bookings: 0 });
  });
});

/** An advisor in group A with a published group card there (approved by A's admin), open all week. */
async function groupCard(groupId: string, adminCookie: string, rate: number) {
  const advisor = await makeAdvisor(t, "Gia");
  await addMember(t.services.db, t.clock.now, groupId, advisor.user.id, "group-advisor-consulting-visible");
  await t.call("PUT", "/api/me/availability", { cookie: advisor.cookie, body: { workingHours: ALL_WEEK, minNoticeHours: 0 } });
  const card = await t.call("POST", "/api/cards", {
    cookie: advisor.cookie,
    body: cardInput({ type: "group", groupId, title: "Group mentoring", rate }),
  });
  const cardId = (await dataOf(card, cardDetailSchema)).id;
  await t.call("POST", `/api/cards/${cardId}/publish`, { cookie: advisor.cookie });
  expect((await t.call("POST", `/api/cards/${cardId}/approve`, { cookie: adminCookie })).status).toBe(200);
  return { advisor, cardId };
}

describe("facilitated bookings and what the console shows of them", () => {
  it("the admin pays when the group has pricing on; the member is never charged", async () => {
    const { advisor, cardId } = await groupCard(w.groupA.id, w.adminA.cookie, 2500);
    const time = new Date(t.clock.now.getTime() + 48 * HOUR).toISOString();
    const body = {
      cardId,
      duration: 60,
      preferredTimes: [time],
      discussionTopic: "Private notes on the member's plans",
      learnerId: w.memberA.user.id,
    };
    const noCard = await t.call("POST", "/api/bookings", { cookie: w.adminA.cookie, body });
    expect(noCard.status).toBe(422);
    expect(Object.keys((await errorOf(noCard)).fields ?? {})).toEqual(["paymentMethodId"]);
    const adminCard = await addCard(t, w.adminA.cookie, "4242424242424242");
    const made = await dataOf(
      await t.call("POST", "/api/bookings", { cookie: w.adminA.cookie, body: { ...body, paymentMethodId: adminCard } }),
      bookingDtoSchema,
    );
    expect(made).toMatchObject({ facilitatedBy: w.adminA.user.id, status: "pending-approval" });
    // The member confirms; the admin's card is charged.
    const confirmed = await t.call("POST", `/api/bookings/${made.id}/confirm`, { cookie: w.memberA.cookie, body: { time } });
    expect(confirmed.status).toBe(200);
    expect((await dataOf(confirmed, bookingDtoSchema)).payment).toMatchObject({ status: "charged" });
    const money = await ledger(t, made.id);
    expect(money.charged).toBeGreaterThan(0);
    expect(money.records.filter((r) => r.kind === "charge").map((r) => [r.user_id, r.payment_method_id])).toEqual([
      [w.adminA.user.id, adminCard],
    ]);
    const memberPaid = await t.services.db.selectFrom("payments").select("id").where("user_id", "=", w.memberA.user.id).execute();
    expect(memberPaid).toEqual([]);
    // The member can't pay it or swap a card onto it.
    expect((await t.call("POST", `/api/bookings/${made.id}/pay`, { cookie: w.memberA.cookie, body: {} })).status).toBe(403);

    // The console: bookings by member, the member's detail (no topic anywhere), the activity count, the stats.
    const byMember = await pageOf(
      await t.call("GET", `/api/groups/${w.groupA.id}/bookings?member_id=${w.memberA.user.id}`, { cookie: w.adminA.cookie }),
      groupBookingSchema,
    );
    expect(byMember.data).toEqual([
      expect.objectContaining({
        id: made.id,
        status: "confirmed",
        startAt: time,
        duration: 60,
        advisor: { id: advisor.user.id, name: "Gia Tester" },
        learner: { id: w.memberA.user.id, name: "Mina Tester" },
        facilitatedBy: { id: w.adminA.user.id, name: "Ada Tester" },
      }),
    ]);
    const detailResponse = await t.call("GET", `/api/groups/${w.groupA.id}/members/${w.memberA.user.id}`, { cookie: w.adminA.cookie });
    const detailText = await detailResponse.clone().text();
    expect(detailText).not.toContain("Private notes");
    const detail = await dataOf(detailResponse, consoleMemberDetailSchema);
    expect(detail.recentBookings.map((b) => b.id)).toEqual([made.id]);
    expect(detail.activity28d.bookings).toBe(1);
    const busy = await pageOf(await members(`group-booking-activity=${activity("1d", "one")}`), consoleMemberSchema);
    expect(busy.data.map((m) => m.userId).sort()).toEqual([advisor.user.id, w.memberA.user.id].sort());

    await t.services.db.updateTable("bookings").set({ both_in_video_seconds: 5400 }).where("id", "=", made.id).execute();
    const stats = await dataOf(await t.call("GET", `/api/groups/${w.groupA.id}/stats`, { cookie: w.adminA.cookie }), groupStatsSchema);
    expect(stats.months).toHaveLength(12);
    expect(stats.months.at(-1)).toEqual({ month: "2026-11", videoHours: 1.5, bookings: 1, membersJoined: 3 });
    expect(stats.months[0]!.month).toBe("2025-12");
    expect(stats.totals).toEqual({ members: 3, videoHours: 1.5, bookings: 1 });
  });

  it("group cards are free to book when the group's pricing is off", async () => {
    const member = await makeUser(t, { firstName: "Bea" });
    await addMember(t.services.db, t.clock.now, w.groupB.id, member.user.id, "verified-member-community-visible");
    const { cardId } = await groupCard(w.groupB.id, w.adminB.cookie, 2500);
    const price = await t.call("GET", `/api/cards/${cardId}/price?duration=60`, { cookie: member.cookie });
    expect(await price.json()).toMatchObject({ data: { free: true, total: 0 } });
    const time = new Date(t.clock.now.getTime() + 48 * HOUR).toISOString();
    const made = await t.call("POST", "/api/bookings", {
      cookie: w.adminB.cookie,
      body: { cardId, duration: 60, preferredTimes: [time], discussionTopic: "Kick-off for the new cohort", learnerId: member.user.id },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const id = (await dataOf(made, bookingDtoSchema)).id;
    const confirmed = await dataOf(
      await t.call("POST", `/api/bookings/${id}/confirm`, { cookie: member.cookie, body: { time } }),
      bookingDtoSchema,
    );
    expect(confirmed.status).toBe("confirmed");
    expect((await ledger(t, id)).records).toEqual([]);
  });
});

describe("member detail and the console overview", () => {
  it("shows the apply answers with the form's labels, and 404s for someone not in the group", async () => {
    const form = [
      { id: "company", label: "Which company are you with?", type: "text", required: true, options: [] },
      { id: "goal", label: "What do you want from the group?", type: "textarea", required: false, options: [] },
    ];
    await t.services.db
      .updateTable("groups")
      .set({ apply_form: JSON.stringify(form) })
      .where("id", "=", w.groupA.id)
      .execute();
    await t.services.db
      .updateTable("group_members")
      .set({ application: JSON.stringify({ goal: "Meet founders", company: "Acme", old: "Kept" }) })
      .where("user_id", "=", w.memberA.user.id)
      .execute();
    const detail = await dataOf(
      await t.call("GET", `/api/groups/${w.groupA.id}/members/${w.memberA.user.id}`, { cookie: w.adminA.cookie }),
      consoleMemberDetailSchema,
    );
    expect(detail.answers).toEqual([
      { id: "company", label: "Which company are you with?", answer: "Acme" },
      { id: "goal", label: "What do you want from the group?", answer: "Meet founders" },
      { id: "old", label: "old", answer: "Kept" },
    ]);
    const missing = await t.call("GET", `/api/groups/${w.groupA.id}/members/${w.outsider.user.id}`, { cookie: w.adminA.cookie });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe(GROUP_MESSAGES.notMember);
  });

  it("counts members awaiting approval and group cards awaiting the admin's review", async () => {
    const applicant = await makeUser(t, { firstName: "Aria" });
    await addMember(t.services.db, t.clock.now, w.groupA.id, applicant.user.id, "awaiting-verification-community-visible");
    const advisor = await makeAdvisor(t, "Rey");
    await addMember(t.services.db, t.clock.now, w.groupA.id, advisor.user.id, "group-advisor-consulting-visible");
    const card = await dataOf(
      await t.call("POST", "/api/cards", { cookie: advisor.cookie, body: cardInput({ type: "group", groupId: w.groupA.id }) }),
      cardDetailSchema,
    );
    await t.call("POST", `/api/cards/${card.id}/publish`, { cookie: advisor.cookie });
    const overview = await dataOf(await t.call("GET", "/api/me/console", { cookie: w.adminA.cookie }), consoleOverviewSchema);
    expect(overview.groups).toEqual([
      expect.objectContaining({ id: w.groupA.id, memberCount: 4, awaitingApproval: 1, cardsAwaitingReview: 1, pricingEnabled: true }),
    ]);
    expect(overview.review).toEqual({ count: 1, link: "/my-kora/kora-cards/review" });
  });
});
