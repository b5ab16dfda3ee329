import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { PLUS_SLUG, PRO_SLUG } from "@kora/shared/domain/plans/plans.ts";
import type { Janus } from "../../../../scripts/janus/janus.ts";
import { JanusControl, janusRoomId } from "../../adapters/sfu/janus-control.ts";
import { joinAs, startTestJanus, TestWebSocket } from "../../adapters/sfu/janus-kit.ts";
import { JanusSfu } from "../../adapters/sfu/janus-sfu.ts";
import { makeAdvisor, makeUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { joinWith, type TestSocket } from "./meeting-kit.ts";
import { liveRooms } from "./live-rooms.ts";

/**
 * Rooms past the mesh (PROTOCOL §4), against a real Janus on loopback (the control plane:
 * rooms, tokens, kicks; media through it is proven in the namespace by the SFU end-to-end specs).
 */
let janus: Janus;
let control: JanusControl;
let t: TestApp;
const sfus: JanusSfu[] = [];

beforeAll(async () => {
  janus = await startTestJanus("rooms", [21100, 21199]);
  control = await JanusControl.connect({ ...keys(), now: Date.now, WebSocket: TestWebSocket });
}, 30_000);
afterAll(async () => {
  await control?.close();
  await janus?.stop();
});
afterEach(async () => {
  await Promise.all(sfus.splice(0).map((sfu) => sfu.stop()));
  await t?.close();
});

const keys = () => ({ url: janus.url, tokenSecret: janus.tokenSecret, adminKey: janus.adminKey });

/** A Kora on the real Janus (or, with `url`, on a Janus that isn't there). */
async function app(url = janus.url): Promise<TestApp> {
  const sfu = new JanusSfu({ ...keys(), url, publicUrl: "wss://sfu.kora.example/janus", now: Date.now, WebSocket: TestWebSocket });
  sfus.push(sfu);
  t = await createTestApp({}, { sfu });
  return t;
}

/** A host on `plan` whose personal room is open to anyone with the link. */
async function openRoom(plan: string | null) {
  const host = await makeAdvisor(t, "Hana");
  if (plan)
    await t.services.db
      .insertInto("plan_subscriptions")
      .values({ id: `sub-${host.user.id}`, user_id: host.user.id, slug: plan, started_at: t.clock.now.toISOString(), ends_at: null })
      .execute();
  const path = `/api/meetings/rooms/${host.user.slug}/token`;
  const roomId = `room:${host.user.id}`;
  const h = await joinWith(t, host, path);
  await h.send({ type: "meeting.room", roomId, locked: false });
  const join = async (name: string) => joinWith(t, await makeUser(t, { firstName: name }), path);
  return { host, h, path, roomId, join };
}

async function fill(join: (name: string) => Promise<TestSocket>, count: number): Promise<TestSocket[]> {
  const sockets: TestSocket[] = [];
  for (let i = 0; i < count; i++) sockets.push(await join(`P${i}x`));
  return sockets;
}

describe("a room past the mesh", () => {
  it("moves a Plus room to the SFU when the 11th person arrives, and everyone gets their way in", async () => {
    await app();
    const { h, roomId, join } = await openRoom(PLUS_SLUG);
    const nine = await fill(join, 9);
    expect(nine[8]!.last("meeting.joined")).toMatchObject({ room: { topology: "mesh", capacity: 25 }, sfu: null });
    expect(await control.roomExists(roomId)).toBe(false);

    const eleventh = await join("Eleven");
    const joined = eleventh.last("meeting.joined")!;
    expect(joined.room.topology).toBe("sfu");
    expect(joined.participants).toHaveLength(10);
    expect(joined.sfu).toMatchObject({ url: "wss://sfu.kora.example/janus", room: janusRoomId(roomId), feedId: eleventh.userId });
    expect(await control.roomExists(roomId)).toBe(true);
    // Everyone already in is told once, each with their own entry.
    for (const socket of [h, ...nine]) {
      const moved = socket.of("meeting.topology");
      expect(moved).toHaveLength(1);
      expect(moved[0]).toMatchObject({ roomId, topology: "sfu", sfu: { room: janusRoomId(roomId), feedId: socket.userId } });
    }
    // The entry really opens that Janus room, as that participant.
    const inJanus = await joinAs(janus.url, joined.sfu!, roomId, { display: "Eleven", id: eleventh.userId });
    expect(inJanus).toMatchObject({ stage: "joined", id: eleventh.userId });
    // …and no other.
    const other = await openRoom(PLUS_SLUG);
    await fill(other.join, 10);
    expect(await joinAs(janus.url, joined.sfu!, other.roomId)).toMatchObject({ stage: "join", code: 433 });
  });

  it("holds 25 in a Plus room and tells the 26th which plan would fit", async () => {
    await app();
    const { join } = await openRoom(PLUS_SLUG);
    const in24 = await fill(join, 24);
    expect(in24.at(-1)!.last("meeting.joined")?.participants).toHaveLength(24);
    const late = await join("Late");
    expect(late.last("meeting.refused")).toMatchObject({
      code: "full",
      message: "This room is full: Plus meetings hold up to 25 people. Pro meetings hold up to 50.",
    });
  }, 30_000);

  it("holds 50 in a Pro room, and the 51st is told", async () => {
    await app();
    const { join } = await openRoom(PRO_SLUG);
    const in49 = await fill(join, 49);
    expect(in49.at(-1)!.last("meeting.joined")).toMatchObject({ room: { topology: "sfu", capacity: 50 } });
    expect((await join("Late")).last("meeting.refused")).toMatchObject({
      code: "full",
      message: "This room is full: Pro meetings hold up to 50 people.",
    });
  }, 60_000);

  it("keeps a Basic room at 10 even with an SFU, naming Plus", async () => {
    await app();
    const { join, roomId } = await openRoom(null);
    await fill(join, 9);
    expect((await join("Late")).last("meeting.refused")).toMatchObject({
      code: "full",
      message: "This room is full: Basic meetings hold up to 10 people. Plus meetings hold up to 25.",
    });
    expect(await control.roomExists(roomId)).toBe(false);
  });

  it("moves once when two people arrive at the same moment", async () => {
    await app();
    const { h, join, roomId } = await openRoom(PRO_SLUG);
    const nine = await fill(join, 9);
    const [a, b] = await Promise.all([join("Ada"), join("Bob")]);
    for (const socket of [a, b]) expect(socket.last("meeting.joined")?.room.topology).toBe("sfu");
    for (const socket of [h, ...nine]) expect(socket.of("meeting.topology")).toHaveLength(1);
    expect(await control.roomExists(roomId)).toBe(true);
  });

  it("cuts a removed person's media at the SFU, and ends the SFU room when the last one leaves", async () => {
    await app();
    const { h, roomId, join } = await openRoom(PLUS_SLUG);
    const people = await fill(join, 10);
    const target = people[3]!;
    const entry = target.last("meeting.topology")!.sfu;
    const inJanus = await joinAs(janus.url, entry, roomId, { display: "P3x", id: target.userId, keep: true });
    expect(inJanus.stage).toBe("joined");
    expect((await control.participants(roomId)).map((p) => String(p.id))).toContain(target.userId);

    await h.send({ type: "meeting.control", roomId, action: "remove", target: target.userId });
    expect(target.last("meeting.refused")).toMatchObject({ code: "removed" });
    await expect.poll(async () => (await control.participants(roomId)).map((p) => String(p.id))).not.toContain(target.userId);
    inJanus.client.close();

    for (const socket of [h, ...people]) await socket.send({ type: "meeting.leave", roomId });
    await expect.poll(() => control.roomExists(roomId)).toBe(false);
  });

  it("carries on through the SFU when the room reopens after its instance died, and starts as a mesh after a proper end", async () => {
    await app();
    const { h, host, path, roomId, join } = await openRoom(PLUS_SLUG);
    const people = await fill(join, 10);
    // The instance holding the room is gone (meeting-router.ts): the room is forgotten, its Janus room stays.
    liveRooms(t.services).evict(roomId);
    const back = await joinWith(t, host, path);
    expect(back.last("meeting.joined")).toMatchObject({ room: { topology: "sfu" }, sfu: { feedId: host.user.id } });

    for (const socket of [h, back, ...people]) await socket.send({ type: "meeting.leave", roomId });
    await expect.poll(() => control.roomExists(roomId)).toBe(false);
    const next = await joinWith(t, host, path);
    expect(next.last("meeting.joined")).toMatchObject({ room: { topology: "mesh" }, sfu: null });
  });

  it("hands a fresh entry on request in an SFU room, and says so in a mesh room", async () => {
    await app();
    const { h, roomId, join } = await openRoom(PLUS_SLUG);
    const first = await join("Ann");
    await first.send({ type: "meeting.sfu-entry", roomId });
    expect(first.last("meeting.refused")).toMatchObject({ code: "not-allowed", message: MEETING_MESSAGES.noSfu });
    await fill(join, 9);
    const before = h.last("meeting.topology")!.sfu;
    t.clock.advance(60_000); // Kora's clock; the tokens follow the machine's, which Janus checks
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await h.send({ type: "meeting.sfu-entry", roomId });
    const fresh = h.last("meeting.topology")!.sfu;
    expect(h.of("meeting.topology")).toHaveLength(2);
    expect(fresh.roomToken).not.toBe(before.roomToken);
    expect(Date.parse(fresh.expiresAt)).toBeGreaterThan(Date.parse(before.expiresAt));
    expect(await joinAs(janus.url, fresh, roomId, { id: h.userId })).toMatchObject({ stage: "joined" });
  });
});

describe("a server without a working SFU", () => {
  it("stops a Plus room at 10 and says why, when Janus is not configured", async () => {
    t = await createTestApp();
    const { join } = await openRoom(PLUS_SLUG);
    await fill(join, 9);
    expect((await join("Late")).last("meeting.refused")).toMatchObject({
      code: "full",
      message: "This room is full: Plus meetings hold up to 25 people, but this server carries calls of up to 10.",
    });
  });

  it("stops at 10 with the same words when Janus can't be reached, and the mesh goes on", async () => {
    await app("ws://127.0.0.1:9");
    const { h, join, roomId } = await openRoom(PLUS_SLUG);
    await fill(join, 9);
    expect((await join("Late")).last("meeting.refused")?.message).toBe(
      "This room is full: Plus meetings hold up to 25 people, but this server carries calls of up to 10.",
    );
    expect(h.of("meeting.topology")).toEqual([]);
    await h.send({ type: "meeting.chat", roomId, text: "Still here" });
    expect(h.last("meeting.chat")?.message.text).toBe("Still here");
  });
});
