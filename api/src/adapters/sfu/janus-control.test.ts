import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Janus } from "../../../../scripts/janus/janus.ts";
import { JanusControl, janusRoomId } from "./janus-control.ts";
import { type Entry, joinAs as joinWith, rawJanus, startTestJanus, TestWebSocket } from "./janus-kit.ts";
import { mintJanusToken, mintRoomEntry, VIDEOROOM_PLUGIN } from "./janus-token.ts";

/**
 * Against a real Janus (Debian's, VideoRoom plugin) on loopback with Kora's configuration
 * (scripts/janus/config.ts): what the API controls and what a client holding a token can and cannot
 * do. The control plane needs no media, so no network namespace here; media through Janus is tested
 * in the namespace by the SFU end-to-end suite.
 */
let janus: Janus;
let control: JanusControl;
const now = () => Date.now();

beforeAll(async () => {
  janus = await startTestJanus("test", [21000, 21099]);
  control = await JanusControl.connect({
    url: janus.url,
    tokenSecret: janus.tokenSecret,
    adminKey: janus.adminKey,
    now,
    WebSocket: TestWebSocket,
  });
}, 30_000);

afterAll(async () => {
  await control?.close();
  await janus?.stop();
});

const browser = (token: string) => rawJanus(janus.url, token);
/** Joins `room` as a publisher with `entry`: the stage reached and the plugin's code. */
const joinAs = async (entry: Entry, room: string, display = "Guest") => {
  const { client: _, ...result } = await joinWith(janus.url, entry, room, { display });
  return result;
};

const entryFor = (room: string, ttlSeconds = 60, nowMs = now()): Promise<Entry> =>
  mintRoomEntry({ secret: janus.tokenSecret, nowMs, ttlSeconds, janusRoom: janusRoomId(room) });

describe("Janus for Kora's SFU rooms (real Janus, control plane)", () => {
  it("lets the API create a room once and find it; creating it again changes nothing", async () => {
    const spec = { roomId: "booking:alpha", description: "A session", publishers: 25, bitrate: 1_500_000, secret: "room-secret-alpha-123" };
    await control.createRoom(spec);
    await control.createRoom(spec);
    expect(await control.roomExists("booking:alpha")).toBe(true);
    expect(await control.roomExists("booking:never-made")).toBe(false);
  });

  it("admits a client only to the room its token names, and only while the token lasts", async () => {
    await control.createRoom({
      roomId: "room:one",
      description: "One",
      publishers: 25,
      bitrate: 1_500_000,
      secret: "room-secret-one-1234",
    });
    await control.createRoom({
      roomId: "room:two",
      description: "Two",
      publishers: 25,
      bitrate: 1_500_000,
      secret: "room-secret-two-1234",
    });
    expect(await joinAs(await entryFor("room:one"), "room:one", "Ana")).toMatchObject({ stage: "joined" });
    // The same entry can't take its holder into another room, and a session token alone opens none.
    expect(await joinAs(await entryFor("room:one"), "room:two")).toMatchObject({ stage: "join", code: 433 });
    const entry = await entryFor("room:one");
    expect(await joinAs({ ...entry, roomToken: entry.sessionToken }, "room:one")).toMatchObject({ stage: "join", code: 433 });
    // Expired: refused at the session, and an expired room token on a fresh session at the join.
    expect(await joinAs(await entryFor("room:one", 60, now() - 120_000), "room:one")).toMatchObject({ stage: "session" });
    const stale = await entryFor("room:one", 60, now() - 120_000);
    expect(await joinAs({ ...entry, roomToken: stale.roomToken }, "room:one")).toMatchObject({ stage: "join", code: 433 });
    // Forged signatures, or a session token for another plugin: refused before any room is reached.
    const forged = { ...entry, sessionToken: entry.sessionToken.replace(/:.*$/, ":AAAAAAAAAAAAAAAAAAAAAAAAAAA=") };
    expect(await joinAs(forged, "room:one")).toMatchObject({ stage: "session" });
    const echo = (await mintJanusToken({ secret: janus.tokenSecret, nowMs: now(), ttlSeconds: 60, descriptors: ["janus.plugin.echotest"] }))
      .token;
    expect(await joinAs({ ...entry, sessionToken: echo }, "room:one")).toMatchObject({ stage: "attach" });
  });

  it("never lets a client create or destroy rooms, whatever token it holds", async () => {
    const client = await browser((await entryFor("room:rogue")).sessionToken);
    const session = await client.send({ janus: "create" });
    const handle = await client.send({ janus: "attach", session_id: session.data!.id, plugin: VIDEOROOM_PLUGIN });
    const ask = (body: Record<string, unknown>) =>
      client.send({ janus: "message", session_id: session.data!.id, handle_id: handle.data!.id, body });
    const created = await ask({ request: "create", room: "room-rogue", publishers: 50 });
    expect(created.plugindata?.data.error_code).toBeTypeOf("number");
    expect(await control.roomExists("room:rogue")).toBe(false);
    await control.createRoom({
      roomId: "room:kept",
      description: "Kept",
      publishers: 10,
      bitrate: 1_500_000,
      secret: "room-secret-kept-12",
    });
    const destroyed = await ask({ request: "destroy", room: janusRoomId("room:kept"), secret: "guess" });
    expect(destroyed.plugindata?.data.error_code).toBeTypeOf("number");
    expect(await control.roomExists("room:kept")).toBe(true);
    client.close();
  });

  it("removes one person with the room's secret, and ends the room for good", async () => {
    const secret = "room-secret-host-123";
    await control.createRoom({ roomId: "room:host", description: "Host", publishers: 25, bitrate: 1_500_000, secret });
    // A participant that stays connected while the host removes them.
    const hostEntry = await entryFor("room:host");
    const client = await browser(hostEntry.sessionToken);
    const session = await client.send({ janus: "create" });
    const handle = await client.send({ janus: "attach", session_id: session.data!.id, plugin: VIDEOROOM_PLUGIN });
    const joined = await client.send({
      janus: "message",
      session_id: session.data!.id,
      handle_id: handle.data!.id,
      body: { request: "join", ptype: "publisher", room: janusRoomId("room:host"), display: "Bo", token: hostEntry.roomToken },
    });
    const id = String(joined.plugindata?.data.id);
    expect((await control.participants("room:host")).map((person) => person.display)).toEqual(["Bo"]);
    await expect(control.kick("room:host", "wrong-secret-123456", id)).rejects.toThrow(/janus/);
    await control.kick("room:host", secret, id);
    expect(await control.participants("room:host")).toEqual([]);
    await control.destroyRoom("room:host", secret);
    await control.destroyRoom("room:host", secret);
    expect(await control.roomExists("room:host")).toBe(false);
    client.close();
  });
});
