import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { makeAdvisor } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { guest, joinWith } from "./meeting-kit.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

/** Maya hosts an unlocked room with guests Ann and Ben in it. */
async function call() {
  const host = await makeAdvisor(t, "Maya");
  const path = `/api/meetings/rooms/${host.user.slug}/token`;
  const roomId = `room:${host.user.id}`;
  const h = await joinWith(t, host, path);
  await h.send({ type: "meeting.room", roomId, locked: false });
  const ann = await guest(t, "Ann");
  const ben = await guest(t, "Ben");
  return { host, h, roomId, path, ann, ben, a: await joinWith(t, ann, path), b: await joinWith(t, ben, path) };
}

describe("host controls", () => {
  it("only a host or co-host may use them: a guest's attempts are refused and change nothing", async () => {
    const { h, a, b, roomId, host, ben } = await call();
    const before = b.frames.length;
    await a.send({ type: "meeting.mute-all", roomId, audio: true, video: true });
    await a.send({ type: "meeting.control", roomId, action: "remove", target: ben.user.id });
    await a.send({ type: "meeting.control", roomId, action: "mute", target: host.user.id, audio: true });
    await a.send({ type: "meeting.control", roomId, action: "cohost", target: ben.user.id });
    expect(a.of("meeting.refused").map((f) => f.code)).toEqual(["not-allowed", "not-allowed", "not-allowed", "not-allowed"]);
    expect(b.frames.length).toBe(before);
    expect(h.of("meeting.muted")).toEqual([]);
  });

  it("mute everyone turns off the microphone and/or camera of everyone else, and everyone sees it", async () => {
    const { h, a, b, roomId, ann } = await call();
    await h.send({ type: "meeting.mute-all", roomId, audio: true, video: true });
    expect(a.last("meeting.muted")).toEqual({ type: "meeting.muted", roomId, by: "Maya Tester", audio: true, video: true });
    expect(b.last("meeting.muted")).toMatchObject({ audio: true, video: true });
    expect(h.of("meeting.muted")).toEqual([]);
    const annSeen = b
      .of("meeting.participant")
      .map((f) => f.participant)
      .filter((p) => p.id === ann.user.id)
      .at(-1);
    expect(annSeen).toMatchObject({ audio: false, video: false });
    expect(h.last("meeting.chat")!.message).toMatchObject({ system: true, text: "Maya Tester muted everyone." });
  });

  it("a disabled camera stays off until the host allows it again", async () => {
    const { h, a, roomId, ann } = await call();
    await h.send({ type: "meeting.control", roomId, action: "disable-camera", target: ann.user.id });
    expect(a.last("meeting.muted")).toMatchObject({ audio: false, video: true });
    await a.send({ type: "meeting.media", roomId, audio: true, video: true, isScreenSharing: false, screenStreamId: null });
    expect(h.last("meeting.participant")!.participant).toMatchObject({ id: ann.user.id, video: false, cameraDisabled: true });
    await h.send({ type: "meeting.control", roomId, action: "enable-camera", target: ann.user.id });
    await a.send({ type: "meeting.media", roomId, audio: true, video: true, isScreenSharing: false, screenStreamId: null });
    expect(h.last("meeting.participant")!.participant).toMatchObject({ video: true, cameraDisabled: false });
  });

  it("remove takes someone out of the call; their next frames are refused", async () => {
    const { h, a, b, roomId, ann, host } = await call();
    await h.send({ type: "meeting.control", roomId, action: "remove", target: ann.user.id });
    expect(a.last("meeting.refused")).toMatchObject({ code: "removed", message: MEETING_MESSAGES.removed });
    expect(b.last("meeting.left")).toEqual({ type: "meeting.left", roomId, participantId: ann.user.id, reason: "removed" });
    await a.send({ type: "meeting.signal", roomId, to: host.user.id, signal: { type: "offer", sdp: "v=0" } });
    expect(a.last("meeting.refused")?.code).toBe("not-admitted");
    expect(h.of("meeting.signal")).toEqual([]);
  });

  it("a co-host has host powers except recording and appointing, and can't act on the host", async () => {
    const { h, a, b, roomId, ann, ben, host } = await call();
    await h.send({ type: "meeting.control", roomId, action: "cohost", target: ann.user.id });
    const annNow = h.last("meeting.participant")!.participant;
    expect(annNow).toMatchObject({ id: ann.user.id, role: "cohost", permissions: { canChat: true, canRecord: false } });
    expect(a.last("meeting.knocks")).toBeDefined(); // a co-host sees the lobby

    await a.send({ type: "meeting.control", roomId, action: "mute", target: ben.user.id, audio: true });
    expect(b.last("meeting.muted")).toMatchObject({ by: "Ann", audio: true });
    await a.send({ type: "meeting.control", roomId, action: "cohost", target: ben.user.id });
    await a.send({ type: "meeting.control", roomId, action: "remove", target: host.user.id });
    await a.send({ type: "meeting.control", roomId, action: "revoke-cohost", target: ann.user.id });
    expect(a.of("meeting.refused").map((f) => f.code)).toEqual(["not-allowed", "not-allowed", "not-allowed"]);
    expect(h.of("meeting.refused")).toEqual([]);

    await h.send({ type: "meeting.control", roomId, action: "revoke-cohost", target: ann.user.id });
    expect(h.last("meeting.participant")!.participant).toMatchObject({ id: ann.user.id, role: "guest" });
    await a.send({ type: "meeting.mute-all", roomId, audio: true, video: false });
    expect(a.last("meeting.refused")?.code).toBe("not-allowed");
  });

  it("a co-host can let knockers in", async () => {
    const { h, a, roomId, ann, path } = await call();
    await h.send({ type: "meeting.room", roomId, locked: true });
    await h.send({ type: "meeting.control", roomId, action: "cohost", target: ann.user.id });
    const cy = await guest(t, "Cy");
    const c = await joinWith(t, cy, path);
    expect(a.last("meeting.knocks")!.waiting.map((k) => k.name)).toEqual(["Cy"]);
    await a.send({ type: "meeting.answer-knock", roomId, target: cy.user.id, answer: "admit" });
    expect(
      c
        .last("meeting.joined")!
        .participants.map((p) => p.name)
        .sort(),
    ).toEqual(["Ann", "Ben", "Maya Tester"]);
  });
});
