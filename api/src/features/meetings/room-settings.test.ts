import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { personalRoomSchema } from "@kora/shared/contracts/meetings.ts";
import { meetingStore } from "../../app-adapters.ts";
import { MemoryBus } from "../../realtime/bus.memory.ts";
import { makeAdvisor } from "../../test/factories.ts";
import { createTestApp, dataOf, recordingSocket, type TestApp } from "../../test/harness.ts";
import { guest, joinWith, tokenFor } from "./meeting-kit.ts";
import { MeetingRouter } from "./meeting-router.ts";
import { findRoomSettings } from "./room-settings.repository.ts";
import { liveRooms } from "./live-rooms.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

/** What a restarted process has: a new MeetingService on the same database, nothing in memory. */
function restarted() {
  const log = { error: () => {}, warn: () => {} };
  const ports = {
    store: meetingStore(t.services.db, () => t.clock.now),
    toUser: () => {},
    now: () => t.clock.now,
    secret: t.services.secret,
    log,
    sfu: null,
  };
  return new MeetingRouter(ports, { bus: new MemoryBus(), db: t.services.db, log });
}

describe("meeting room settings", () => {
  it("survive a restart: a room the host unlocked opens unlocked, with knocking as it was left", async () => {
    const host = await makeAdvisor(t, "Maya");
    const path = `/api/meetings/rooms/${host.user.slug}/token`;
    const roomId = `room:${host.user.id}`;
    const h = await joinWith(t, host, path);
    await h.send({ type: "meeting.room", roomId, locked: false, knocking: false });
    expect(await findRoomSettings(t.services.db, roomId)).toEqual({ locked: false, knocking: false });
    // A setting that doesn't change writes nothing new.
    const written = () =>
      t.services.db.selectFrom("meeting_room_settings").select("updated_at_ms").where("room_id", "=", roomId).executeTakeFirstOrThrow();
    const first = await written();
    t.clock.advance(60_000);
    await h.send({ type: "meeting.room", roomId, locked: false });
    expect(await written()).toEqual(first);

    const after = restarted();
    const { frames, client } = recordingSocket("restarted-host", host.user.id);
    after.connect(client.id);
    await after.receive(client, { type: "meeting.join", token: h.last("meeting.joined")!.rejoinToken, audio: true, video: true });
    const joined = frames.find((f) => f.type === "meeting.joined");
    expect(joined && joined.type === "meeting.joined" && joined.room).toMatchObject({ locked: false, knocking: false });

    const ann = await guest(t, "Ann");
    const g = recordingSocket("restarted-ann", ann.user.id);
    after.connect(g.client.id);
    await after.receive(g.client, { type: "meeting.join", token: await tokenFor(t, ann.cookie, path), audio: true, video: true });
    expect(g.frames.map((f) => f.type)).toContain("meeting.joined");
  });

  it("keep a personal room's defaults (locked, knocking) when its host never changed them", async () => {
    const host = await makeAdvisor(t, "Ola");
    const roomId = `room:${host.user.id}`;
    const h = await joinWith(t, host, `/api/meetings/rooms/${host.user.slug}/token`);
    expect(h.last("meeting.joined")!.room).toMatchObject({ locked: true, knocking: true });
    expect(await findRoomSettings(t.services.db, roomId)).toBeNull();
    // Locking and unlocking again stores the choice, which reads back as the defaults.
    await h.send({ type: "meeting.room", roomId, locked: false });
    await h.send({ type: "meeting.room", roomId, locked: true });
    expect(await findRoomSettings(t.services.db, roomId)).toEqual({ locked: true, knocking: true });
    const page = await dataOf(await t.call("GET", `/api/meetings/rooms/${host.user.slug}`), personalRoomSchema);
    expect(page).toMatchObject({ locked: true, knocking: true });
  });

  it("show on the room's page while nobody is in it: what a visitor will find", async () => {
    const host = await makeAdvisor(t, "Pia");
    const roomId = `room:${host.user.id}`;
    const h = await joinWith(t, host, `/api/meetings/rooms/${host.user.slug}/token`);
    await h.send({ type: "meeting.room", roomId, locked: false, knocking: false });
    await h.send({ type: "meeting.leave", roomId });
    expect(liveRooms(t.services).room(roomId)).toBeUndefined();
    const page = await dataOf(await t.call("GET", `/api/meetings/rooms/${host.user.slug}`), personalRoomSchema);
    expect(page).toMatchObject({ locked: false, knocking: true }); // unlocked: anyone with the link walks in
    // Locked with knocking off: the page says so, and a visitor isn't let knock.
    const again = await joinWith(t, host, `/api/meetings/rooms/${host.user.slug}/token`);
    await again.send({ type: "meeting.room", roomId, locked: true, knocking: false });
    await again.send({ type: "meeting.leave", roomId });
    expect(await dataOf(await t.call("GET", `/api/meetings/rooms/${host.user.slug}`), personalRoomSchema)).toMatchObject({
      locked: true,
      knocking: false,
    });
  });
});
