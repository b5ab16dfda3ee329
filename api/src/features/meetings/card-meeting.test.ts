import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { makeAdvisor, makeStaff, makeUser, postCard, publishedCard } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, recordingSocket, type TestApp } from "../../test/harness.ts";
import { meetingTokenSchema } from "@kora/shared/contracts/meetings.ts";
import { guest, joinWith, openSocket } from "./meeting-kit.ts";

/** A card's instant-meeting link (/advisors/:userSlug/:cardSlug/instant-meeting) knocks on its advisor's personal room. */
let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

async function world() {
  const maya = await makeAdvisor(t, "Maya");
  const staff = await makeStaff(t);
  const cardId = await publishedCard(t, maya.cookie, staff.cookie, { title: "Career coaching" });
  const path = `/api/meetings/rooms/${maya.user.slug}/token`;
  return { maya, staff, cardId, path, roomId: `room:${maya.user.id}` };
}

const tokenCall = (path: string, cookie: string | undefined, body: unknown) => t.call("POST", path, { cookie, body });

describe("a card's instant meeting", () => {
  it("lets a guest knock on the card's advisor, who sees which card they came from", async () => {
    const { maya, cardId, path, roomId } = await world();
    const dashboard = recordingSocket("maya-app", maya.user.id); // Maya's app on another page
    t.services.hub.connect(dashboard.client);
    const h = await joinWith(t, maya, path);
    const ann = await guest(t, "Ann");
    const a = openSocket(t, ann.user.id);
    const token = await dataOf(await tokenCall(path, ann.cookie, { cardId }), meetingTokenSchema);
    await a.send({ type: "meeting.join", token: token.token, audio: true, video: true });

    expect(a.last("meeting.waiting")).toEqual({ type: "meeting.waiting", roomId, hostName: "Maya Tester" });
    expect(h.last("meeting.knocks")!.waiting).toEqual([expect.objectContaining({ name: "Ann", cardTitle: "Career coaching" })]);
    const alerts = dashboard.frames.flatMap((f) => (f.type === "event" && f.event.name === "UserRequestingAccess" ? [f.event.data] : []));
    expect(alerts).toEqual([
      { roomId, participantId: ann.user.id, name: "Ann", link: `/meet/${maya.user.slug}`, cardTitle: "Career coaching" },
    ]);

    await h.send({ type: "meeting.answer-knock", roomId, target: ann.user.id, answer: "admit" });
    expect(a.last("meeting.joined")!.self).toMatchObject({ role: "guest" });
  });

  it("takes the card by its slug too, and a private card as well as a published one", async () => {
    const { maya, cardId, path } = await world();
    const detail = await dataOf(await t.call("GET", `/api/cards/${cardId}`), cardDetailSchema);
    const ann = await guest(t, "Ann");
    expect((await tokenCall(path, ann.cookie, { cardId: detail.slug })).status).toBe(200);
    await t.call("POST", `/api/cards/${cardId}/unlist`, { cookie: maya.cookie });
    expect((await tokenCall(path, ann.cookie, { cardId })).status).toBe(200);
  });

  it("lets the advisor in as the host from their own card", async () => {
    const { maya, cardId, path } = await world();
    const token = await dataOf(await tokenCall(path, maya.cookie, { cardId }), meetingTokenSchema);
    const h = openSocket(t, maya.user.id);
    await h.send({ type: "meeting.join", token: token.token, audio: true, video: true });
    expect(h.last("meeting.joined")!.self.role).toBe("host");
  });

  it("is refused for a draft, a deleted card, another advisor's card, an unknown card, and without a session", async () => {
    const { maya, staff, cardId, path } = await world();
    const draft = await postCard(t, maya.cookie, { title: "Still drafting" });
    const deleted = await publishedCard(t, maya.cookie, staff.cookie, { title: "Gone soon" });
    await t.call("DELETE", `/api/cards/${deleted}`, { cookie: maya.cookie });
    const other = await makeAdvisor(t, "Omar");
    const omarsCard = await publishedCard(t, other.cookie, staff.cookie, { title: "Omar's card" });
    const ann = await guest(t, "Ann");
    const learner = await makeUser(t, { firstName: "Lee" });

    for (const [who, cookie] of [
      ["a guest", ann.cookie],
      ["a learner", learner.cookie],
      ["the advisor", maya.cookie],
    ] as const) {
      for (const [what, id] of [
        ["a draft", draft],
        ["a deleted card", deleted],
        ["another advisor's card", omarsCard],
        ["no such card", "no-such-card"],
      ] as const) {
        const response = await tokenCall(path, cookie, { cardId: id });
        expect(response.status, `${what} for ${who}`).toBe(404);
        expect((await errorOf(response)).message, `${what} for ${who}`).toMatch(/card/i);
      }
    }
    expect((await errorOf(await tokenCall(path, learner.cookie, { cardId: draft }))).message).toBe(MESSAGES.cardNotFound);
    expect((await tokenCall(path, undefined, { cardId })).status).toBe(401);
    expect((await tokenCall(path, ann.cookie, { cardId: "x".repeat(65) })).status).toBe(422);
  });
});
