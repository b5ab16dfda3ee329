import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { chatMessageSchema, MEETING_MESSAGES, meetingTokenSchema } from "@kora/shared/contracts/meetings.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, recordingSocket, type TestApp } from "../../test/harness.ts";
import { bookingScenario, HOUR } from "../../test/booking-scenario.ts";
import { signMeetingToken } from "./meeting-tokens.ts";
import { joinWith, openSocket, tokenFor } from "./meeting-kit.ts";
import { liveRooms } from "./live-rooms.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const MINUTE = 60_000;

async function callSoon() {
  const s = await bookingScenario(t);
  const booking = await s.confirmed(24);
  t.clock.advance(24 * HOUR - 30 * MINUTE); // 30 minutes before the start
  return { ...s, booking, tokenPath: `/api/bookings/${booking.id}/video-token` };
}

describe("a booking's call", () => {
  it("opens 60 minutes before the start and closes 30 minutes after, with the spec's texts", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(24);
    const path = `/api/bookings/${booking.id}/video-token`;
    const early = await t.call("POST", path, { cookie: s.learner.cookie, body: {} });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(MEETING_MESSAGES.windowEarly);
    t.clock.advance(23 * HOUR);
    expect((await t.call("POST", path, { cookie: s.learner.cookie, body: {} })).status).toBe(200);
    t.clock.advance(HOUR + 31 * MINUTE);
    const late = await t.call("POST", path, { cookie: s.advisor.cookie, body: {} });
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(MEETING_MESSAGES.windowClosed);
  });

  it("lets both parties in, relays signals between them only, and refuses frames from sockets not in the room", async () => {
    const { advisor, learner, tokenPath, booking } = await callSoon();
    const a = await joinWith(t, advisor, tokenPath);
    const joined = a.last("meeting.joined")!;
    expect(joined.room).toMatchObject({ id: `booking:${booking.id}`, kind: "booking", locked: true, capacity: 10 });
    expect(joined.self).toMatchObject({ id: advisor.user.id, role: "host", permissions: { canChat: true, canRecord: true } });
    expect(joined.participants).toEqual([]);

    const l = await joinWith(t, learner, tokenPath);
    expect(l.last("meeting.joined")!.participants.map((p) => p.id)).toEqual([advisor.user.id]);
    expect(a.last("meeting.participant")!.participant).toMatchObject({ id: learner.user.id, role: "host", audio: true, video: true });

    await l.send({ type: "meeting.signal", roomId: `booking:${booking.id}`, to: advisor.user.id, signal: { type: "offer", sdp: "v=0" } });
    expect(a.last("meeting.signal")).toEqual({
      type: "meeting.signal",
      roomId: `booking:${booking.id}`,
      from: learner.user.id,
      signal: { type: "offer", sdp: "v=0" },
    });

    // Someone signed in but not admitted: every frame for the room is refused, nothing reaches the parties.
    const stranger = await makeUser(t, { firstName: "Sly" });
    const sly = openSocket(t, stranger.user.id);
    const before = a.frames.length;
    await sly.send({ type: "meeting.signal", roomId: `booking:${booking.id}`, to: advisor.user.id, signal: { type: "offer", sdp: "x" } });
    await sly.send({ type: "meeting.chat", roomId: `booking:${booking.id}`, text: "hello" });
    await sly.send({ type: "meeting.mute-all", roomId: `booking:${booking.id}`, audio: true, video: true });
    expect(sly.of("meeting.refused").map((f) => f.code)).toEqual(["not-admitted", "not-admitted", "not-admitted"]);
    expect(a.frames.length).toBe(before);
  });

  it("refuses a token that is forged, for someone else, or for another room", async () => {
    const { advisor, learner, tokenPath, booking } = await callSoon();
    const { token } = await dataOf(await t.call("POST", tokenPath, { cookie: learner.cookie, body: {} }), meetingTokenSchema);
    const thief = openSocket(t, advisor.user.id); // someone else's socket presenting Lena's token
    await thief.send({ type: "meeting.join", token, audio: true, video: true });
    expect(thief.last("meeting.refused")).toMatchObject({ code: "token", message: MEETING_MESSAGES.badToken });
    const forged = await signMeetingToken("not-the-server-secret-at-all-000", {
      roomId: `booking:${booking.id}`,
      userId: advisor.user.id,
      admitted: true,
      exp: t.clock.now.getTime() + HOUR,
    });
    await thief.send({ type: "meeting.join", token: forged, audio: true, video: true });
    expect(thief.of("meeting.refused")).toHaveLength(2);
    t.clock.advance(11 * MINUTE); // join tokens live 10 minutes
    const late = openSocket(t, learner.user.id);
    await late.send({ type: "meeting.join", token, audio: true, video: true });
    expect(late.last("meeting.refused")?.code).toBe("token");
    expect(liveRooms(t.services).roomCount).toBe(0);
  });

  it("keeps strangers out: a non-party gets 403 for the token (PROTOCOL.md), whatever the booking's state; the token doesn't knock", async () => {
    const { advisor, tokenPath, booking } = await callSoon();
    const a = await joinWith(t, advisor, tokenPath);
    const stranger = await makeUser(t, { firstName: "Pat" });
    const refused = await t.call("POST", tokenPath, { cookie: stranger.cookie, body: {} });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(MEETING_MESSAGES.notYours);
    expect(a.of("meeting.knocks").flatMap((k) => k.waiting)).toEqual([]);
    // Outside the window too: the answer says nothing about when the session is.
    t.clock.advance(2 * HOUR);
    expect((await t.call("POST", tokenPath, { cookie: stranger.cookie, body: {} })).status).toBe(403);
    expect((await t.call("GET", `/api/bookings/${booking.id}/chat`, { cookie: stranger.cookie })).status).toBe(404);
  });

  it("records attendance from the call: in-call flags, time together, and no no-show for those who came", async () => {
    const { advisor, learner, tokenPath, booking, get } = await callSoon();
    const learnerApp = recordingSocket("lena-app", learner.user.id);
    t.services.hub.connect(learnerApp.client);
    const a = await joinWith(t, advisor, tokenPath);
    // Lena's app hears that Avery is in, and refetches the booking.
    expect(learnerApp.frames).toContainEqual({
      type: "event",
      channel: `private-user.${learner.user.id}`,
      event: { name: "RefreshBooking", data: { bookingId: booking.id } },
      seq: expect.any(Number),
    });
    expect((await get(learner.cookie, booking.id)).isAdvisorInCall).toBe(true);
    t.clock.advance(20 * MINUTE);
    const l = await joinWith(t, learner, tokenPath);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(30_000);
      await liveRooms(t.services).tick();
    }
    const during = await get(advisor.cookie, booking.id);
    expect(during).toMatchObject({ isAdvisorInCall: true, isLearnerInCall: true, bothInVideoTime: 120 });
    await l.send({ type: "meeting.leave", roomId: `booking:${booking.id}` });
    expect(a.last("meeting.left")).toMatchObject({ participantId: learner.user.id, reason: "left" });
    t.clock.advance(5 * MINUTE);
    await liveRooms(t.services).tick();
    expect((await get(advisor.cookie, booking.id)).bothInVideoTime).toBe(120);
    t.clock.advance(30 * MINUTE); // past the no-show check at start + 30 min
    await t.services.jobs.runDue();
    expect((await get(advisor.cookie, booking.id)).status).toBe("confirmed");
    await a.disconnect();
  });

  it("a party who never joins is a no-show once the check runs", async () => {
    const { advisor, tokenPath, booking, get } = await callSoon();
    await joinWith(t, advisor, tokenPath);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(30_000);
      await liveRooms(t.services).tick();
    }
    t.clock.advance(60 * MINUTE);
    await t.services.jobs.runDue();
    expect((await get(advisor.cookie, booking.id)).status).toBe("expired-learner-no-show");
  });

  it("keeps the chat with the booking: live in the call, then readable and writable in the archive", async () => {
    const { advisor, learner, tokenPath, booking } = await callSoon();
    const roomId = `booking:${booking.id}`;
    const a = await joinWith(t, advisor, tokenPath);
    const l = await joinWith(t, learner, tokenPath);
    await l.send({ type: "meeting.chat", roomId, text: "  Can you see my slides?  " });
    expect(a.last("meeting.chat")!.message).toMatchObject({
      authorId: learner.user.id,
      authorName: "Lena Tester",
      text: "Can you see my slides?",
      system: false,
    });
    await a.send({ type: "meeting.leave", roomId });
    await l.disconnect();
    expect(liveRooms(t.services).roomCount).toBe(0);

    const posted = await t.call("POST", `/api/bookings/${booking.id}/chat`, {
      cookie: advisor.cookie,
      body: { text: "Thanks, the notes are attached." },
    });
    expect(posted.status).toBe(201);
    const bad = await t.call("POST", `/api/bookings/${booking.id}/chat`, { cookie: advisor.cookie, body: { text: "   " } });
    expect(bad.status).toBe(422);
    const chat = await dataOf(
      await t.call("GET", `/api/bookings/${booking.id}/chat`, { cookie: learner.cookie }),
      z.array(chatMessageSchema),
    );
    expect(chat.map((m) => [m.system, m.text])).toEqual([
      [true, "Avery Tester joined the call."],
      [true, "Lena Tester joined the call."],
      [false, "Can you see my slides?"],
      [true, "Avery Tester left the call."],
      [true, "Lena Tester left the call."],
      [false, "Thanks, the notes are attached."],
    ]);
    // The next join brings the history along.
    const back = await joinWith(t, learner, tokenPath);
    expect(back.last("meeting.joined")!.chat.map((m) => m.text)).toContain("Thanks, the notes are attached.");
  });

  it("a rejoin on a new socket (after a drop or a server restart) replaces the old one without knocking", async () => {
    const { advisor, learner, tokenPath, booking } = await callSoon();
    const roomId = `booking:${booking.id}`;
    const a = await joinWith(t, advisor, tokenPath);
    const l = await joinWith(t, learner, tokenPath);
    const rejoinToken = l.last("meeting.joined")!.rejoinToken;
    const firstJoin = l.last("meeting.joined")!.self.joinedAt;
    t.clock.advance(5_000);
    const again = openSocket(t, learner.user.id);
    await again.send({ type: "meeting.join", token: rejoinToken, audio: false, video: true });
    expect(again.last("meeting.joined")!.participants.map((p) => p.id)).toEqual([advisor.user.id]);
    expect(l.last("meeting.left")).toMatchObject({ participantId: learner.user.id, reason: "dropped" });
    const seen = a.last("meeting.participant")!.participant;
    expect(seen).toMatchObject({ id: learner.user.id, audio: false });
    expect(seen.joinedAt).not.toBe(firstJoin);
    // The stale socket no longer speaks for Lena; its late close changes nothing.
    await l.send({ type: "meeting.chat", roomId, text: "ghost" });
    expect(l.last("meeting.refused")?.code).toBe("not-admitted");
    await l.disconnect();
    expect(a.of("meeting.left")).toHaveLength(0);
  });

  it("takes the host controls by URL too (core §7): approve or revoke a knocker, appoint or remove a co-host", async () => {
    const { advisor, learner, tokenPath, booking } = await callSoon();
    const a = await joinWith(t, advisor, tokenPath);
    const stranger = await makeUser(t, { firstName: "Pat" });
    // Nobody outside the booking gets a token over HTTP (403), but the room still answers a knock: make one with a server-signed knock token.
    const p = openSocket(t, stranger.user.id);
    const knock = await signMeetingToken(t.services.secret, {
      roomId: `booking:${booking.id}`,
      userId: stranger.user.id,
      admitted: false,
      exp: t.clock.now.getTime() + 10 * MINUTE,
    });
    await p.send({ type: "meeting.join", token: knock, audio: true, video: true });
    expect(p.last("meeting.waiting")).toBeDefined();
    const url = (what: string) => `/api/bookings/${booking.id}/${what}`;
    // Lena isn't in the call yet, so she can't act on it; a stranger can't even see the booking.
    expect((await t.call("POST", url(`approve/${stranger.user.id}`), { cookie: learner.cookie, body: {} })).status).toBe(409);
    expect((await t.call("POST", url(`approve/${stranger.user.id}`), { cookie: stranger.cookie, body: {} })).status).toBe(404);
    expect((await t.call("POST", url(`approve/${stranger.user.id}`), { cookie: advisor.cookie, body: {} })).status).toBe(204);
    expect(p.last("meeting.joined")!.self.role).toBe("participant");
    expect((await t.call("POST", url(`host/${stranger.user.id}`), { cookie: advisor.cookie, body: {} })).status).toBe(204);
    expect(a.last("meeting.participant")!.participant).toMatchObject({ id: stranger.user.id, role: "cohost" });
    expect((await t.call("POST", url(`host/${stranger.user.id}/disable`), { cookie: advisor.cookie, body: {} })).status).toBe(204);
    expect(a.last("meeting.participant")!.participant).toMatchObject({ id: stranger.user.id, role: "participant" });
    const self = await t.call("POST", url(`host/${advisor.user.id}`), { cookie: advisor.cookie, body: {} });
    expect(self.status).toBe(409);
    expect((await errorOf(self)).message).toBe(MEETING_MESSAGES.notAllowed);
  });

  it("a socket that closes while its join is being checked leaves no one behind in the room", async () => {
    const { advisor, learner, tokenPath, booking } = await callSoon();
    const a = await joinWith(t, advisor, tokenPath);
    const l = openSocket(t, learner.user.id);
    const joining = l.send({ type: "meeting.join", token: await tokenFor(t, learner.cookie, tokenPath), audio: true, video: true });
    await l.disconnect(); // the tab closed mid-join
    await joining;
    expect(l.of("meeting.joined")).toEqual([]);
    expect(a.of("meeting.participant")).toEqual([]);
    expect(liveRooms(t.services).room(`booking:${booking.id}`)!.members.size).toBe(1);
  });
});
