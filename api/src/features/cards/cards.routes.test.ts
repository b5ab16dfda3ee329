import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CARD_MESSAGES } from "@kora/shared/domain/cards/rules.ts";
import { cardDetailSchema, cardSearchResultSchema, cardSummarySchema } from "@kora/shared/contracts/cards.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { z } from "zod";
import { cardInput, makeAdvisor, makeStaff, makeUser, postCard, publishedCard } from "../../test/factories.ts";
import { bodyOf, createTestApp, dataOf, errorOf, recordingSocket, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe("authoring", () => {
  it("creates a draft with every field and shows it to its owner", async () => {
    const { cookie } = await makeAdvisor(t);
    const response = await t.call("POST", "/api/cards", {
      cookie,
      body: cardInput({
        workHistories: [{ organization: "Canva", role: "Engineering manager", startDate: "2019-02" }],
        supportingLinks: [{ link: "https://github.com/avery", title: "My code" }],
        qualifications: [{ qualification: "BSc", subject: "Computer science", organization: "UNSW", completionDate: "2012-11" }],
      }),
    });
    expect(response.status).toBe(201);
    const card = await dataOf(response, cardDetailSchema);
    expect(card).toMatchObject({
      status: "draft",
      slug: "career-coaching-for-engineers",
      canEdit: true,
      durations: [30, 60],
      skills: ["Career change", "Interview preparation"],
    });
    expect(card.supportingLinks[0]!.icon).toBe("github");
    expect(card.workHistories[0]).toMatchObject({ organization: "Canva", endDate: null });
  });

  it("refuses a second card with the same title (any case) for the same advisor, not for another", async () => {
    const first = await makeAdvisor(t, "Bea");
    const second = await makeAdvisor(t, "Cal");
    await postCard(t, first.cookie);
    const again = await t.call("POST", "/api/cards", {
      cookie: first.cookie,
      body: cardInput({ title: "CAREER coaching  for engineers" }),
    });
    expect(again.status).toBe(422);
    expect((await errorOf(again)).fields?.title).toEqual([CARD_MESSAGES.titleTaken]);
    expect((await t.call("POST", "/api/cards", { cookie: second.cookie, body: cardInput() })).status).toBe(201);
  });

  it("a title whose slug would be 36 characters (read as an id) still gets a link that opens the card", async () => {
    const { cookie, user } = await makeAdvisor(t);
    const id = await postCard(t, cookie, { title: "Finding first customers mwqcgkuo9218" });
    const card = await dataOf(await t.call("GET", `/api/cards/${id}`, { cookie }), cardDetailSchema);
    expect(card.slug).not.toHaveLength(36);
    expect((await t.call("GET", `/api/cards/${card.slug}?user=${user.slug}`, { cookie })).status).toBe(200);
  });

  it("allows paid cards only where paid bookings work, and free cards anywhere (a publish rule: the draft saves)", async () => {
    const { cookie } = await makeUser(t, { firstName: "Dana", type: "Advisor", country: "US" });
    const paid = await postCard(t, cookie);
    expect((await errorOf(await t.call("POST", `/api/cards/${paid}/publish`, { cookie }))).fields?.rate).toEqual([
      CARD_MESSAGES.ratePayouts,
    ]);
    const free = await postCard(t, cookie, { rate: 0, title: "Free advice" });
    expect((await t.call("POST", `/api/cards/${free}/publish`, { cookie })).status).toBe(200);
    const cheap = await postCard(t, cookie, { rate: 1000, title: "Cheap advice" });
    expect((await errorOf(await t.call("POST", `/api/cards/${cheap}/publish`, { cookie }))).fields?.rate).toContain(CARD_MESSAGES.rate);
  });

  it("only the owner edits; another advisor gets 404 (the draft's existence stays hidden) and the card is unchanged", async () => {
    const owner = await makeAdvisor(t, "Eli");
    const other = await makeAdvisor(t, "Fen");
    const id = await postCard(t, owner.cookie);
    const edit = await t.call("PUT", `/api/cards/${id}`, { cookie: other.cookie, body: cardInput({ title: "Hijacked card" }) });
    expect(edit.status).toBe(404);
    for (const action of ["publish", "unpublish", "unlist"])
      expect((await t.call("POST", `/api/cards/${id}/${action}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.call("DELETE", `/api/cards/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await dataOf(await t.call("GET", `/api/cards/${id}`, { cookie: owner.cookie }), cardDetailSchema)).title).toBe(
      "Career coaching for engineers",
    );
  });

  it("a group card needs membership of its group", async () => {
    const { cookie } = await makeAdvisor(t);
    const response = await t.call("POST", "/api/cards", { cookie, body: cardInput({ type: "group", groupId: "no-such-group" }) });
    expect((await errorOf(response)).fields?.groupId).toEqual([CARD_MESSAGES.groupMember]);
  });
});

describe("review and lifecycle", () => {
  it("the first marketplace card goes to staff review; approval publishes it and tells the owner live; the next one publishes directly", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    const socket = recordingSocket("s1", advisor.user.id);
    t.services.hub.connect(socket.client);
    const first = await postCard(t, advisor.cookie);
    expect((await dataOf(await t.call("POST", `/api/cards/${first}/publish`, { cookie: advisor.cookie }), cardDetailSchema)).status).toBe(
      "awaiting-review",
    );
    const queue = await dataOf(await t.call("GET", "/api/cards/review-queue", { cookie: staff.cookie }), z.array(cardSummarySchema));
    expect(queue.map((c) => c.id)).toEqual([first]);
    expect((await t.call("GET", "/api/cards/review-queue", { cookie: advisor.cookie })).status).toBe(403);
    expect((await t.call("POST", `/api/cards/${first}/approve`, { cookie: advisor.cookie })).status).toBe(403);

    const approved = await dataOf(await t.call("POST", `/api/cards/${first}/approve`, { cookie: staff.cookie }), cardDetailSchema);
    expect(approved.status).toBe("published");
    expect(socket.frames).toContainEqual(
      expect.objectContaining({
        type: "event",
        event: expect.objectContaining({ name: "CardApproved", data: expect.objectContaining({ cardId: first }) }),
      }),
    );

    const second = await postCard(t, advisor.cookie, { title: "Interview practice" });
    expect((await dataOf(await t.call("POST", `/api/cards/${second}/publish`, { cookie: advisor.cookie }), cardDetailSchema)).status).toBe(
      "published",
    );
  });

  it("rejection sends the card back to draft with the comments, live to the owner and on their card", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    const socket = recordingSocket("s1", advisor.user.id);
    t.services.hub.connect(socket.client);
    const id = await postCard(t, advisor.cookie);
    await t.call("POST", `/api/cards/${id}/publish`, { cookie: advisor.cookie });
    const short = await t.call("POST", `/api/cards/${id}/reject`, { cookie: staff.cookie, body: { comments: "no" } });
    expect((await errorOf(short)).fields?.comments).toEqual([CARD_MESSAGES.rejectComments]);
    const rejected = await t.call("POST", `/api/cards/${id}/reject`, {
      cookie: staff.cookie,
      body: { comments: "Please add your work history." },
    });
    expect((await dataOf(rejected, cardDetailSchema)).status).toBe("draft");
    expect(socket.frames).toContainEqual(
      expect.objectContaining({
        event: {
          name: "CardRejected",
          data: { cardId: id, title: "Career coaching for engineers", comments: "Please add your work history." },
        },
      }),
    );
    expect((await dataOf(await t.call("GET", `/api/cards/${id}`, { cookie: advisor.cookie }), cardDetailSchema)).reviewFeedback).toBe(
      "Please add your work history.",
    );
  });

  it("a group's first card is reviewed by the group admin", async () => {
    const advisor = await makeAdvisor(t);
    const admin = await makeUser(t, { firstName: "Admin" });
    const staff = await makeStaff(t);
    const now = t.clock.now.toISOString();
    await t.services.db
      .insertInto("groups")
      .values({ id: "g1", slug: "guild", name: "Guild", logo_url: null, content_only: 0, pricing_enabled: 0, created_at: now })
      .execute();
    await t.services.db
      .insertInto("group_members")
      .values([
        {
          group_id: "g1",
          user_id: advisor.user.id,
          role: "group-advisor-consulting-visible",
          role_when_joined: "group-advisor-consulting-visible",
          is_admin: 0,
          approved_at: now,
          created_at: now,
          last_visited_at: null,
        },
        {
          group_id: "g1",
          user_id: admin.user.id,
          role: "group-advisor-consulting-visible",
          role_when_joined: "group-advisor-consulting-visible",
          is_admin: 1,
          approved_at: now,
          created_at: now,
          last_visited_at: null,
        },
      ])
      .execute();
    const id = await postCard(t, advisor.cookie, { type: "group", groupId: "g1" });
    expect((await dataOf(await t.call("POST", `/api/cards/${id}/publish`, { cookie: advisor.cookie }), cardDetailSchema)).status).toBe(
      "awaiting-review",
    );
    expect(await dataOf(await t.call("GET", "/api/cards/review-queue", { cookie: admin.cookie }), z.array(cardSummarySchema))).toHaveLength(
      1,
    );
    // Staff cannot even see another group's card in review: 404, which also hides that it exists.
    expect((await t.call("POST", `/api/cards/${id}/approve`, { cookie: staff.cookie })).status).toBe(404);
    expect((await dataOf(await t.call("POST", `/api/cards/${id}/approve`, { cookie: admin.cookie }), cardDetailSchema)).status).toBe(
      "published",
    );
  });

  it("illegal transitions are 409; unpublishing makes a draft that strangers can no longer see", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    const viewer = await makeUser(t, { firstName: "Viewer" });
    const id = await publishedCard(t, advisor.cookie, staff.cookie);
    expect((await t.call("POST", `/api/cards/${id}/publish`, { cookie: advisor.cookie })).status).toBe(409);
    expect((await t.call("GET", `/api/cards/${id}`, { cookie: viewer.cookie })).status).toBe(200);
    expect((await dataOf(await t.call("POST", `/api/cards/${id}/unpublish`, { cookie: advisor.cookie }), cardDetailSchema)).status).toBe(
      "draft",
    );
    const hidden = await t.call("GET", `/api/cards/${id}`, { cookie: viewer.cookie });
    expect(hidden.status).toBe(404);
    expect((await errorOf(hidden)).message).toBe(MESSAGES.cardNotFound);
    expect((await t.call("DELETE", `/api/cards/${id}`, { cookie: advisor.cookie })).status).toBe(204);
    expect((await errorOf(await t.call("GET", `/api/cards/${id}`))).message).toBe(MESSAGES.cardDeleted);
  });

  it("viewers on a published card's channel hear about updates; an unlisted card still opens by link (shown as Private)", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    const id = await publishedCard(t, advisor.cookie, staff.cookie);
    const watcher = recordingSocket("w", "someone");
    t.services.hub.connect(watcher.client);
    t.services.hub.receive("w", { type: "subscribe", channel: `card.${id}` });
    await t.call("PUT", `/api/cards/${id}`, {
      cookie: advisor.cookie,
      body: cardInput({ summary: "Updated summary for engineers changing careers. ".repeat(8) }),
    });
    expect(watcher.frames).toContainEqual(
      expect.objectContaining({
        event: expect.objectContaining({ name: "PublishedAdvisorUpdated", data: expect.objectContaining({ cardId: id, viewable: true }) }),
      }),
    );
    await t.call("POST", `/api/cards/${id}/unlist`, { cookie: advisor.cookie });
    const byLink = await t.call("GET", `/api/cards/career-coaching-for-engineers?user=${advisor.user.slug}`);
    expect((await dataOf(byLink, cardDetailSchema)).status).toBe("unlisted");
  });

  it("search results are cached, but a card published or unpublished shows up (or goes) at once", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    const find = async () =>
      (await bodyOf(await t.call("GET", "/api/cards/search?swift_search=quokka"), cardSearchResultSchema)).meta.total;
    expect(await find()).toBe(0);
    const id = await publishedCard(t, advisor.cookie, staff.cookie, { title: "Quokka photography", skills: ["Quokkas", "Wildlife"] });
    expect(await find()).toBe(1);
    await t.call("POST", `/api/cards/${id}/unpublish`, { cookie: advisor.cookie });
    expect(await find()).toBe(0);
  });
});
