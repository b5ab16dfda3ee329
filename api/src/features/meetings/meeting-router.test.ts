import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  chatMessageSchema,
  MEETING_MESSAGES,
  personalRoomSchema,
  type MeetingClientFrame,
  type MeetingServerFrame,
} from "@kora/shared/contracts/meetings.ts";
import { clientFrameSchema } from "@kora/shared/contracts/realtime.ts";
import { createApp } from "../../app.ts";
import { meetingStore } from "../../app-adapters.ts";
import { MemoryNetwork } from "../../realtime/bus.memory.ts";
import type { RealtimeBus } from "../../realtime/bus.ts";
import { bookingScenario, HOUR } from "../../test/booking-scenario.ts";
import { makeAdvisor } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, ORIGIN, recordingSocket, type TestApp } from "../../test/harness.ts";
import { guest, tokenFor } from "./meeting-kit.ts";
import { MeetingRouter } from "./meeting-router.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const silent = { error: () => {}, warn: () => {} };

/** Waits for what another instance sends over the (in-memory) bus. */
async function until(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A whole API instance on the test's database, on `bus` (createApp as main.ts builds it). */
async function apiInstance(bus: RealtimeBus) {
  const { app, services } = await createApp({
    config: t.services.config,
    db: t.services.db,
    now: () => t.clock.now,
    bus,
    remoteAddr: () => "127.0.0.1",
  });
  const call = (method: string, path: string, options: { cookie?: string; body?: unknown } = {}) =>
    app.request(path, {
      method,
      headers: {
        origin: ORIGIN,
        ...(options.cookie ? { cookie: `kora_session=${options.cookie}` } : {}),
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  return { router: services.meetings as MeetingRouter, call };
}

/** Just the live rooms of an instance (no HTTP), with a lease of `leaseMs`. */
function roomsInstance(bus: RealtimeBus, leaseMs: number) {
  const ports = {
    store: meetingStore(t.services.db, () => t.clock.now),
    toUser: () => {},
    now: () => t.clock.now,
    secret: t.services.secret,
    log: silent,
    sfu: null,
  };
  return new MeetingRouter(ports, { bus, db: t.services.db, log: silent, leaseMs });
}

let counter = 0;
/** A socket on one instance, as `/ws` would hand it to that instance's router. */
function socketOn(router: MeetingRouter, userId: string) {
  const id = `router-s${++counter}`;
  const { frames, client } = recordingSocket(id, userId);
  router.connect(id);
  const of = <T extends MeetingServerFrame["type"]>(type: T) =>
    frames.filter((f) => f.type === type) as Extract<MeetingServerFrame, { type: T }>[];
  return {
    id,
    frames,
    of,
    last: <T extends MeetingServerFrame["type"]>(type: T) => of(type).at(-1),
    send: (frame: MeetingClientFrame) => router.receive(client, clientFrameSchema.parse(frame) as MeetingClientFrame),
    disconnect: () => router.disconnect(id),
  };
}

const join = (token: string) => ({ type: "meeting.join" as const, token, audio: true, video: true });

describe("meetings across two instances (one database, one bus)", () => {
  it("puts a socket on each instance in one room: knock, admit, signals both ways, chat, controls, settings", async () => {
    const network = new MemoryNetwork();
    const a = await apiInstance(network.bus("A"));
    const b = await apiInstance(network.bus("B"));
    const host = await makeAdvisor(t, "Maya");
    const ann = await guest(t, "Ann");
    const ben = await guest(t, "Ben");
    const path = `/api/meetings/rooms/${host.user.slug}/token`;
    const roomId = `room:${host.user.id}`;

    const h = socketOn(a.router, host.user.id);
    await h.send(join(await tokenFor(t, host.cookie, path)));
    expect(h.last("meeting.joined")?.self.role).toBe("host");
    expect(a.router.homes(roomId)).toBe(true);

    // Ann's socket is on B: her knock runs on A, the room's home; the answer comes back to her socket.
    const g = socketOn(b.router, ann.user.id);
    await g.send(join(await tokenFor(t, ann.cookie, path)));
    await until(() => g.last("meeting.waiting") !== undefined);
    expect(b.router.homes(roomId)).toBe(false);
    expect(b.router.room(roomId)).toBeUndefined();
    await until(() => h.last("meeting.knocks")?.waiting.length === 1);
    await h.send({ type: "meeting.answer-knock", roomId, target: ann.user.id, answer: "admit" });
    await until(() => g.last("meeting.joined") !== undefined);
    expect(g.last("meeting.joined")!.participants.map((p) => p.id)).toEqual([host.user.id]);

    await g.send({ type: "meeting.signal", roomId, to: host.user.id, signal: { type: "offer", sdp: "v=0 ann" } });
    await until(() => h.last("meeting.signal") !== undefined);
    expect(h.last("meeting.signal")).toEqual({
      type: "meeting.signal",
      roomId,
      from: ann.user.id,
      signal: { type: "offer", sdp: "v=0 ann" },
    });
    await h.send({ type: "meeting.signal", roomId, to: ann.user.id, signal: { type: "answer", sdp: "v=0 maya" } });
    await until(() => g.last("meeting.signal") !== undefined);
    expect(g.last("meeting.signal")!.from).toBe(host.user.id);

    await g.send({ type: "meeting.chat", roomId, text: "hello from B" });
    await until(() => h.of("meeting.chat").some((f) => f.message.text === "hello from B"));
    await until(() => g.of("meeting.chat").some((f) => f.message.text === "hello from B"));

    // The host on A mutes Ann on B, and makes her a co-host; as co-host on B she admits Ben, who knocks on A.
    await h.send({ type: "meeting.control", roomId, action: "mute", target: ann.user.id, audio: true });
    await until(() => g.last("meeting.muted") !== undefined);
    await h.send({ type: "meeting.control", roomId, action: "cohost", target: ann.user.id });
    await until(() => g.last("meeting.knocks") !== undefined);
    const n = socketOn(a.router, ben.user.id);
    await n.send(join(await tokenFor(t, ben.cookie, path)));
    await until(() => g.last("meeting.knocks")?.waiting.length === 1);
    await g.send({ type: "meeting.answer-knock", roomId, target: ben.user.id, answer: "admit" });
    await until(() => n.last("meeting.joined") !== undefined);
    expect(
      n
        .last("meeting.joined")!
        .participants.map((p) => p.id)
        .sort(),
    ).toEqual([host.user.id, ann.user.id].sort());

    // A co-host on B may not act on the host: refused there, back to her socket.
    await g.send({ type: "meeting.control", roomId, action: "mute", target: host.user.id, audio: true });
    await until(() => g.last("meeting.refused")?.code === "not-allowed");
    expect(h.last("meeting.muted")).toBeUndefined();

    // Settings changed on A are stored; an HTTP request on B is answered by A, which holds the live room.
    await h.send({ type: "meeting.room", roomId, locked: false, knocking: false });
    await until(() => g.last("meeting.room-state")?.locked === false);
    const page = await dataOf(await b.call("GET", `/api/meetings/rooms/${host.user.slug}`), personalRoomSchema);
    expect(page).toMatchObject({ locked: false, knocking: true });
    const stored = await t.services.db.selectFrom("meeting_room_settings").selectAll().where("room_id", "=", roomId).executeTakeFirst();
    expect(stored).toMatchObject({ locked: 0, knocking: 0 });

    // Ann's socket closes on B: she drops out of the room on A.
    await g.disconnect();
    await until(() => h.of("meeting.left").some((f) => f.participantId === ann.user.id && f.reason === "dropped"));
    // Everyone leaves: the room closes on A and its lease goes.
    await h.send({ type: "meeting.leave", roomId });
    await n.send({ type: "meeting.leave", roomId });
    await until(() => a.router.room(roomId) === undefined);
    expect(a.router.homes(roomId)).toBe(false);
    const home = () => t.services.db.selectFrom("meeting_room_homes").selectAll().where("room_id", "=", roomId).executeTakeFirst();
    await until(async () => (await home()) === undefined);
  });

  it("runs a booking call's HTTP controls and chat on the room's home, whichever instance the request reaches", async () => {
    const network = new MemoryNetwork();
    const a = await apiInstance(network.bus("A"));
    const b = await apiInstance(network.bus("B"));
    const s = await bookingScenario(t);
    const booking = await s.confirmed(24);
    t.clock.advance(24 * HOUR - 30 * 60_000);
    const tokenPath = `/api/bookings/${booking.id}/video-token`;
    const roomId = `booking:${booking.id}`;
    const adv = socketOn(a.router, s.advisor.user.id);
    await adv.send(join(await tokenFor(t, s.advisor.cookie, tokenPath)));
    const lea = socketOn(b.router, s.learner.user.id);
    await lea.send(join(await tokenFor(t, s.learner.cookie, tokenPath)));
    await until(() => lea.last("meeting.joined") !== undefined);
    expect(adv.last("meeting.participant")?.participant.id).toBe(s.learner.user.id);

    // The chat posted through B reaches both sockets, live, and is stored once.
    const posted = await b.call("POST", `/api/bookings/${booking.id}/chat`, { cookie: s.learner.cookie, body: { text: "see you" } });
    expect(posted.status).toBe(201);
    expect((await dataOf(posted, chatMessageSchema)).text).toBe("see you");
    await until(() => adv.of("meeting.chat").some((f) => f.message.text === "see you"));
    await until(() => lea.of("meeting.chat").some((f) => f.message.text === "see you"));
    const stored = await t.services.db.selectFrom("meeting_chat_messages").select("text").where("booking_id", "=", booking.id).execute();
    expect(stored.filter((row) => row.text === "see you")).toHaveLength(1);

    // A host control by URL through B is judged by A, where both are in the call (a host can't be made co-host).
    const control = await b.call("POST", `/api/bookings/${booking.id}/host/${s.advisor.user.id}`, { cookie: s.learner.cookie });
    expect(control.status).toBe(409);
    expect((await errorOf(control)).message).toBe(MEETING_MESSAGES.notAllowed);
    // A stranger still gets the booking's 404 (on the home too).
    const stranger = await b.call("POST", `/api/bookings/${booking.id}/chat`, {
      cookie: (await guest(t, "Sly")).cookie,
      body: { text: "hi" },
    });
    expect(stranger.status).toBe(404);

    // Recording started and stopped through B: A checks she is in the call, and everyone sees it.
    const record = (action: string) => b.call("POST", `/api/bookings/${booking.id}/record`, { cookie: s.learner.cookie, body: { action } });
    const started = await record("start");
    expect(started.status).toBe(201);
    await until(() => adv.last("meeting.recording")?.recording.state === "recording");
    await until(() => lea.last("meeting.recording")?.recording.ownerId === s.learner.user.id);
    expect((await record("stop")).status).toBe(200);
    await until(() => adv.last("meeting.recording")?.recording.state === "off");

    // The learner (a host too) mutes the advisor from B.
    await lea.send({ type: "meeting.control", roomId, action: "mute", target: s.advisor.user.id, audio: true });
    await until(() => adv.last("meeting.muted") !== undefined);
  });

  it("answers 503 with a clear message when the room's home stops answering a forwarded request", async () => {
    const network = new MemoryNetwork();
    const busA = network.bus("A");
    const a = await apiInstance(busA);
    const b = await apiInstance(network.bus("B"));
    const host = await makeAdvisor(t, "Maya");
    const h = socketOn(a.router, host.user.id);
    await h.send(join(await tokenFor(t, host.cookie, `/api/meetings/rooms/${host.user.slug}/token`)));
    await busA.close(); // A is gone, its lease not yet expired
    const response = await b.call("GET", `/api/meetings/rooms/${host.user.slug}`);
    expect(response.status).toBe(503);
    expect((await errorOf(response)).message).toBe(MEETING_MESSAGES.homeAway);
  });

  it("moves the room when its home dies: the rejoin claims it elsewhere, the others are told to rejoin, the settings hold", async () => {
    const network = new MemoryNetwork();
    const busA = network.bus("A");
    const a = roomsInstance(busA, 300);
    const b = roomsInstance(network.bus("B"), 300);
    const host = await makeAdvisor(t, "Maya");
    const ann = await guest(t, "Ann");
    const path = `/api/meetings/rooms/${host.user.slug}/token`;
    const roomId = `room:${host.user.id}`;
    const h = socketOn(a, host.user.id);
    await h.send(join(await tokenFor(t, host.cookie, path)));
    await h.send({ type: "meeting.room", roomId, locked: false });
    const g = socketOn(b, ann.user.id);
    await g.send(join(await tokenFor(t, ann.cookie, path)));
    await until(() => g.last("meeting.joined") !== undefined); // unlocked: straight in

    await busA.close(); // A dies (its lease runs 300 ms more)
    // The host's page reconnects to B and rejoins with its rejoin token: B waits out A's lease, then holds the room.
    const h2 = socketOn(b, host.user.id);
    await h2.send(join(h.last("meeting.joined")!.rejoinToken));
    expect(h2.last("meeting.joined")).toMatchObject({ self: { id: host.user.id, role: "host" }, room: { locked: false, knocking: true } });
    expect(b.homes(roomId)).toBe(true);

    // Ann's socket was on B all along, in the room that lived on A: B tells it to rejoin, and she finds the host.
    await b.tickHomes();
    expect(g.last("meeting.rehome")).toEqual({ type: "meeting.rehome", roomId });
    await g.send(join(g.last("meeting.joined")!.rejoinToken));
    await until(() => g.of("meeting.joined").length === 2);
    expect(g.last("meeting.joined")!.participants.map((p) => p.id)).toEqual([host.user.id]);
    await until(() => h2.last("meeting.participant")?.participant.id === ann.user.id);
  });

  it("lets go of its rooms when it stops (a deploy): the people elsewhere rejoin, and the room opens there at once", async () => {
    const network = new MemoryNetwork();
    const a = roomsInstance(network.bus("A"), 60_000);
    const b = roomsInstance(network.bus("B"), 60_000);
    const host = await makeAdvisor(t, "Maya");
    const ann = await guest(t, "Ann");
    const path = `/api/meetings/rooms/${host.user.slug}/token`;
    const roomId = `room:${host.user.id}`;
    const h = socketOn(a, host.user.id);
    await h.send(join(await tokenFor(t, host.cookie, path)));
    await h.send({ type: "meeting.room", roomId, locked: false });
    const g = socketOn(b, ann.user.id);
    await g.send(join(await tokenFor(t, ann.cookie, path)));
    await until(() => g.last("meeting.joined") !== undefined);

    await a.stop();
    expect(h.last("meeting.rehome")).toEqual({ type: "meeting.rehome", roomId });
    await until(() => g.last("meeting.rehome") !== undefined);
    // A takes nothing more while it stops; B opens the room for the guest's rejoin without waiting out a lease.
    await h.send(join(h.last("meeting.joined")!.rejoinToken));
    expect(h.of("meeting.joined")).toHaveLength(1);
    await g.send(join(g.last("meeting.joined")!.rejoinToken));
    expect(g.of("meeting.joined")).toHaveLength(2);
    expect(b.homes(roomId)).toBe(true);
    expect(g.last("meeting.joined")!.room.locked).toBe(false);
  });

  it("tells a socket to rejoin when its room's home released the room without a word (the bus closed first)", async () => {
    const network = new MemoryNetwork();
    const busA = network.bus("A");
    const a = roomsInstance(busA, 60_000);
    const b = roomsInstance(network.bus("B"), 60_000);
    const host = await makeAdvisor(t, "Maya");
    const ann = await guest(t, "Ann");
    const path = `/api/meetings/rooms/${host.user.slug}/token`;
    const roomId = `room:${host.user.id}`;
    const h = socketOn(a, host.user.id);
    await h.send(join(await tokenFor(t, host.cookie, path)));
    await h.send({ type: "meeting.room", roomId, locked: false });
    const g = socketOn(b, ann.user.id);
    await g.send(join(await tokenFor(t, ann.cookie, path)));
    await until(() => g.last("meeting.joined") !== undefined);
    await busA.close(); // main.ts stops the hub (and its bus) before the meetings
    await a.stop();
    expect(g.last("meeting.rehome")).toBeUndefined();
    await b.tickHomes();
    expect(g.last("meeting.rehome")).toEqual({ type: "meeting.rehome", roomId });
    await b.tickHomes(); // once
    expect(g.of("meeting.rehome")).toHaveLength(1);
  });
});
