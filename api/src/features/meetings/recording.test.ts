import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { recordResultSchema, VIDEO_MESSAGES, videoSchema } from "@kora/shared/contracts/videos.ts";
import { bookingScenario, HOUR } from "../../test/booking-scenario.ts";
import { makeAdvisor, makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";
import { guest, joinWith } from "./meeting-kit.ts";

/** Record control on the server (core §6): who may record, one owner per booking, the state everyone sees. */

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

/** Both parties in a booking's call, 30 minutes before its start. */
async function inCall() {
  const s = await bookingScenario(t);
  const booking = await s.confirmed(24);
  t.clock.advance(24 * HOUR - 30 * 60_000);
  const tokenPath = `/api/bookings/${booking.id}/video-token`;
  const a = await joinWith(t, s.advisor, tokenPath);
  const l = await joinWith(t, s.learner, tokenPath);
  const record = (cookie: string, action: string, videoId?: string) =>
    t.call("POST", `/api/bookings/${booking.id}/record`, { cookie, body: { action, videoId } });
  return { ...s, booking, tokenPath, a, l, record, roomId: `booking:${booking.id}` };
}

describe("recording a booking's call", () => {
  it("the host who starts becomes the recording owner; everyone sees it; the other host can no longer record", async () => {
    const { advisor, learner, a, l, record, booking, tokenPath, get } = await inCall();
    const started = await record(advisor.cookie, "start");
    expect(started.status).toBe(201);
    const result = await dataOf(started, recordResultSchema);
    expect(result).toMatchObject({ state: "recording", upload: { endpoint: "/api/uploads/", metadata: { filetype: "video/webm" } } });
    expect(result.upload!.metadata.videoId).toBe(result.video.id);
    expect(result.upload!.maxBytes).toBe(t.services.config.uploadMaxBytes);
    expect(result.video.title).toBe("Session with Lena Tester | 22 Nov 2026");
    expect(result.video.slug).toMatch(/^[A-Za-z0-9]{16}$/);

    for (const socket of [a, l])
      expect(socket.last("meeting.recording")!.recording).toMatchObject({
        state: "recording",
        ownerId: advisor.user.id,
        ownerName: "Avery Tester",
      });
    // The learner is announced again without the record control.
    expect(
      l
        .of("meeting.participant")
        .filter((f) => f.participant.id === learner.user.id)
        .at(-1)!.participant.permissions,
    ).toEqual({
      canChat: true,
      canRecord: false,
    });

    const refused = await record(learner.cookie, "start");
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(VIDEO_MESSAGES.recordingOwner);
    expect((await record(learner.cookie, "stop")).status).toBe(403);

    // The booking tells both parties who records and where the recording is.
    const seen = await get(learner.cookie, booking.id);
    expect(seen).toMatchObject({
      recorded: true,
      recordingOwner: { id: advisor.user.id, name: "Avery Tester" },
      primaryVideo: { id: result.video.id, status: "recording", posterUrl: null },
      permissions: { canChat: true, canRecord: false },
    });
    expect((await get(advisor.cookie, booking.id)).permissions.canRecord).toBe(true);

    // Someone arriving now (the learner on a new socket) sees the recording in meeting.joined.
    const again = await joinWith(t, learner, tokenPath);
    expect(again.last("meeting.joined")!.room.recording).toMatchObject({ state: "recording", ownerName: "Avery Tester" });
    expect(again.last("meeting.joined")!.self.permissions.canRecord).toBe(false);

    // Pause, resume and stop: each broadcast; the video stays 'recording' until its upload completes.
    expect(await dataOf(await record(advisor.cookie, "pause", result.video.id), recordResultSchema)).toMatchObject({ state: "paused" });
    expect(again.last("meeting.recording")!.recording.state).toBe("paused");
    expect((await record(advisor.cookie, "resume")).status).toBe(200);
    expect(a.last("meeting.recording")!.recording.state).toBe("recording");
    expect((await record(advisor.cookie, "stop")).status).toBe(200);
    expect(again.last("meeting.recording")!.recording).toEqual({ state: "off", ownerId: null, ownerName: null, since: null });
    // Still 'recording' until its upload completes (the upload moves it on to processing).
    const stopped = await dataOf(await t.call("GET", `/api/videos/${result.video.id}`, { cookie: advisor.cookie }), videoSchema);
    expect(stopped).toMatchObject({ status: "recording", relation: "owner" });
    const nothing = await record(advisor.cookie, "stop");
    expect(nothing.status).toBe(409);
    expect((await errorOf(nothing)).message).toBe(VIDEO_MESSAGES.notRecording);
  });

  it("of two starts at the same moment exactly one wins; the other hears a recording is already running", async () => {
    const { advisor, record } = await inCall();
    const answers = await Promise.all([record(advisor.cookie, "start"), record(advisor.cookie, "start")]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect((await errorOf(loser)).message).toBe(VIDEO_MESSAGES.alreadyRecording);
  });

  it("refuses a stranger with 404 and a host who isn't in the call with 403; a bad action is 422", async () => {
    const { advisor, a, record } = await inCall();
    const stranger = await makeUser(t, { firstName: "Sly" });
    expect((await record(stranger.cookie, "start")).status).toBe(404);
    expect((await record(advisor.cookie, "rewind")).status).toBe(422);
    await a.disconnect();
    const away = await record(advisor.cookie, "start");
    expect(away.status).toBe(403);
    expect((await errorOf(away)).message).toBe(MEETING_MESSAGES.notAdmitted);
  });

  it("when the recording owner drops, the room's recording goes off for everyone", async () => {
    const { advisor, a, l, record } = await inCall();
    expect((await record(advisor.cookie, "start")).status).toBe(201);
    await a.disconnect();
    expect(l.last("meeting.recording")!.recording.state).toBe("off");
  });

  it("the owner's browser, still recording after a drop, says so again on rejoin; a crashed one is replaced by a new start", async () => {
    const { advisor, l, record, tokenPath } = await inCall();
    const first = await dataOf(await record(advisor.cookie, "start"), recordResultSchema);
    await (await joinWith(t, advisor, tokenPath)).disconnect();
    expect(l.last("meeting.recording")!.recording.state).toBe("off");

    // Back in the call, the browser that kept recording re-asserts its state: everyone sees it again.
    await joinWith(t, advisor, tokenPath);
    expect((await record(advisor.cookie, "resume", first.video.id)).status).toBe(200);
    expect(l.last("meeting.recording")!.recording).toMatchObject({ state: "recording", ownerId: advisor.user.id });

    // A browser that crashed can't: the owner's new start stops the abandoned recording and begins another.
    await (await joinWith(t, advisor, tokenPath)).disconnect();
    await joinWith(t, advisor, tokenPath);
    const second = await record(advisor.cookie, "start");
    expect(second.status).toBe(201);
    expect((await dataOf(second, recordResultSchema)).video.id).not.toBe(first.video.id);
    const abandoned = await t.services.db
      .selectFrom("videos")
      .select("stopped_at")
      .where("id", "=", first.video.id)
      .executeTakeFirstOrThrow();
    expect(abandoned.stopped_at).not.toBeNull();
  });
});

describe("the sharing asked for in the request", () => {
  it("becomes the recording's share mode; a bad value is refused with the field's message", async () => {
    const s = await bookingScenario(t);
    const bad = await s.request([s.inHours(24)], { recordingSharing: "public" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields?.recordingSharing).toEqual(["Please choose how the recording is shared."]);
    const booking = await s.requested([s.inHours(24)], { recordingSharing: "view-only" });
    const confirmed = await s.act(s.advisor.cookie, booking.id, "confirm", { time: booking.bookingTimesSuggested[0]!.timestampUtc });
    expect(confirmed.status).toBe(200);
    t.clock.advance(24 * HOUR - 30 * 60_000);
    await joinWith(t, s.learner, `/api/bookings/${booking.id}/video-token`);
    const started = await dataOf(
      await t.call("POST", `/api/bookings/${booking.id}/record`, { cookie: s.learner.cookie, body: { action: "start" } }),
      recordResultSchema,
    );
    const video = await dataOf(await t.call("GET", `/api/videos/${started.video.id}`, { cookie: s.learner.cookie }), videoSchema);
    expect(video.shareMode).toBe("view-only");
  });
});

describe("recording in a personal room", () => {
  it("its owner records alone; a guest let in sees the recording, and can't record (neither as co-host)", async () => {
    const host = await makeAdvisor(t, "Maya");
    const path = `/api/meetings/rooms/${host.user.slug}/token`;
    const roomId = `room:${host.user.id}`;
    const h = await joinWith(t, host, path);
    const record = (cookie: string, action: string) =>
      t.call("POST", `/api/meetings/rooms/${host.user.slug}/record`, { cookie, body: { action } });
    const started = await record(host.cookie, "start");
    expect(started.status).toBe(201);
    expect((await dataOf(started, recordResultSchema)).video.title).toBe("Maya's room | 21 Nov 2026");
    expect(h.last("meeting.recording")!.recording).toMatchObject({ state: "recording", ownerName: "Maya Tester" });

    const ann = await guest(t, "Ann");
    const g = await joinWith(t, ann, path);
    await h.send({ type: "meeting.answer-knock", roomId, target: ann.user.id, answer: "admit" });
    expect(g.last("meeting.joined")!.room.recording).toMatchObject({ state: "recording", ownerName: "Maya Tester" });

    await h.send({ type: "meeting.control", roomId, action: "cohost", target: ann.user.id });
    expect(g.of("meeting.participant").find((f) => f.participant.id === ann.user.id)!.participant).toMatchObject({
      role: "cohost",
      permissions: { canRecord: false },
    });
    const cohost = await record(ann.cookie, "stop");
    expect(cohost.status).toBe(403);
    expect((await errorOf(cohost)).message).toBe(VIDEO_MESSAGES.cannotRecord);

    expect((await record(host.cookie, "stop")).status).toBe(200);
    expect(g.last("meeting.recording")!.recording.state).toBe("off");
    expect(
      (await t.call("POST", "/api/meetings/rooms/nobody-here/record", { cookie: host.cookie, body: { action: "start" } })).status,
    ).toBe(404);
  });
});
