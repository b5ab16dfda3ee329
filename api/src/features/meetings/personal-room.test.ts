import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MEETING_MESSAGES, personalRoomSchema } from "@kora/shared/contracts/meetings.ts";
import { makeAdvisor, makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, recordingSocket, type TestApp } from "../../test/harness.ts";
import { guest, joinWith, openSocket, tokenFor } from "./meeting-kit.ts";
import { liveRooms } from "./live-rooms.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

async function room() {
  const host = await makeAdvisor(t, "Maya");
  const path = `/api/meetings/rooms/${host.user.slug}/token`;
  const roomId = `room:${host.user.id}`;
  const h = await joinWith(t, host, path);
  return { host, h, path, roomId };
}

describe("a personal room", () => {
  it("is public to look at, and only its owner is its host", async () => {
    const host = await makeAdvisor(t, "Maya");
    const visitor = await t.call("GET", `/api/meetings/rooms/${host.user.slug}`);
    expect(await dataOf(visitor, personalRoomSchema)).toEqual({
      roomId: `room:${host.user.id}`,
      slug: host.user.slug,
      hostName: "Maya Tester",
      hostFirstName: "Maya",
      locked: true,
      knocking: true,
      isHost: false,
    });
    expect(
      (await dataOf(await t.call("GET", `/api/meetings/rooms/${host.user.slug}`, { cookie: host.cookie }), personalRoomSchema)).isHost,
    ).toBe(true);
    expect((await t.call("GET", "/api/meetings/rooms/nobody-here")).status).toBe(404);
    expect((await t.call("POST", `/api/meetings/rooms/${host.user.slug}/token`, { body: {} })).status).toBe(401);
    const h = await joinWith(t, host, `/api/meetings/rooms/${host.user.slug}/token`);
    expect(h.last("meeting.joined")!.self.role).toBe("host");
  });

  it("is locked by default: guests knock, every knocker shows, and the host admits or denies each", async () => {
    const { h, path, roomId, host } = await room();
    const dashboard = recordingSocket("host-app", host.user.id); // the host's app on another page
    t.services.hub.connect(dashboard.client);
    const ann = await guest(t, "Ann");
    const ben = await guest(t, "Ben");
    const a = await joinWith(t, ann, path);
    const b = await joinWith(t, ben, path);
    expect(a.last("meeting.waiting")).toEqual({ type: "meeting.waiting", roomId, hostName: "Maya Tester" });
    expect(h.last("meeting.knocks")!.waiting.map((k) => k.name)).toEqual(["Ann", "Ben"]);
    const alerts = dashboard.frames.flatMap((f) => (f.type === "event" && f.event.name === "UserRequestingAccess" ? [f.event.data] : []));
    expect(alerts).toEqual([
      { roomId, participantId: ann.user.id, name: "Ann", link: `/meet/${host.user.slug}` },
      { roomId, participantId: ben.user.id, name: "Ben", link: `/meet/${host.user.slug}` },
    ]);

    await h.send({ type: "meeting.answer-knock", roomId, target: ann.user.id, answer: "admit" });
    const joined = a.last("meeting.joined")!;
    expect(joined.self).toMatchObject({ role: "guest", permissions: { canChat: true, canRecord: false } });
    expect(joined.waiting).toEqual([]); // guests don't see the lobby
    expect(h.last("meeting.knocks")!.waiting.map((k) => k.name)).toEqual(["Ben"]);

    await h.send({ type: "meeting.answer-knock", roomId, target: ben.user.id, answer: "deny" });
    expect(b.last("meeting.refused")).toMatchObject({ code: "denied", message: MEETING_MESSAGES.denied });
    // Denied is not forever: Ben may knock again.
    const again = await joinWith(t, ben, path);
    expect(again.last("meeting.waiting")).toBeDefined();
  });

  it("lets its host admit or deny a knocker by URL (the desktop notification's buttons), and nobody else", async () => {
    const { host, path } = await room();
    const ann = await guest(t, "Ann");
    const ben = await guest(t, "Ben");
    const a = await joinWith(t, ann, path);
    const b = await joinWith(t, ben, path);
    const url = (what: string, who: string) => `/api/meetings/rooms/${host.user.slug}/${what}/${who}`;
    // Ben, only knocking, is no host of the room: refused with the room's reason; nobody gets in.
    const byKnocker = await t.call("POST", url("approve", ann.user.id), { cookie: ben.cookie, body: {} });
    expect(byKnocker.status).toBe(409);
    expect((await errorOf(byKnocker)).message).toBe(MEETING_MESSAGES.notAdmitted);
    expect(a.last("meeting.joined")).toBeUndefined();
    expect((await t.call("POST", url("approve", ann.user.id), { body: {} })).status).toBe(401);
    const nowhere = `/api/meetings/rooms/nobody-here/approve/${ann.user.id}`;
    expect((await t.call("POST", nowhere, { cookie: host.cookie, body: {} })).status).toBe(404);

    expect((await t.call("POST", url("approve", ann.user.id), { cookie: host.cookie, body: {} })).status).toBe(204);
    expect(a.last("meeting.joined")!.self).toMatchObject({ id: ann.user.id, role: "guest" });
    expect((await t.call("POST", url("revoke", ben.user.id), { cookie: host.cookie, body: {} })).status).toBe(204);
    expect(b.last("meeting.refused")).toMatchObject({ code: "denied", message: MEETING_MESSAGES.denied });
  });

  it("refuses its host's answer by URL while the host is not in the room", async () => {
    const host = await makeAdvisor(t, "Maya");
    const ann = await guest(t, "Ann");
    const a = await joinWith(t, ann, `/api/meetings/rooms/${host.user.slug}/token`);
    const response = await t.call("POST", `/api/meetings/rooms/${host.user.slug}/approve/${ann.user.id}`, {
      cookie: host.cookie,
      body: {},
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(MEETING_MESSAGES.notAdmitted);
    expect(a.last("meeting.joined")).toBeUndefined();
  });

  it("a guest the host disabled stays out, even if the host tries to let them in, and after a restart", async () => {
    const { h, path, roomId, host } = await room();
    const cy = await guest(t, "Cy");
    const c = await joinWith(t, cy, path);
    await h.send({ type: "meeting.answer-knock", roomId, target: cy.user.id, answer: "disable" });
    expect(c.last("meeting.refused")).toMatchObject({ code: "disabled", message: MEETING_MESSAGES.disabled });
    const back = await joinWith(t, cy, path);
    expect(back.last("meeting.refused")?.code).toBe("disabled");
    await h.send({ type: "meeting.answer-knock", roomId, target: cy.user.id, answer: "admit" });
    expect(h.last("meeting.refused")?.message).toBe("This guest was disabled and can't be let in again.");
    // The room empties and opens again (as after a restart): the block is in the database.
    await h.disconnect();
    expect(liveRooms(t.services).roomCount).toBe(0);
    await joinWith(t, host, path);
    const later = await joinWith(t, cy, path);
    expect(later.last("meeting.refused")?.code).toBe("disabled");
  });

  it("with knocking off nobody new gets in; unlocked, anyone with the link walks in", async () => {
    const { h, path, roomId, host } = await room();
    const dee = await guest(t, "Dee");
    const d = await joinWith(t, dee, path);
    await h.send({ type: "meeting.room", roomId, knocking: false });
    expect(d.last("meeting.refused")).toMatchObject({ code: "closed", message: MEETING_MESSAGES.knockingOff });
    expect(h.last("meeting.room-state")).toMatchObject({ locked: true, knocking: false });
    const eve = await guest(t, "Eve");
    const e = await joinWith(t, eve, path);
    expect(e.last("meeting.refused")?.code).toBe("closed");

    await h.send({ type: "meeting.room", roomId, locked: false });
    const page = await dataOf(await t.call("GET", `/api/meetings/rooms/${host.user.slug}`), personalRoomSchema);
    expect(page).toMatchObject({ locked: false, knocking: true });
    const e2 = await joinWith(t, eve, path);
    expect(e2.last("meeting.joined")!.participants.map((p) => p.name)).toEqual(["Maya Tester"]);
    // Guests can't change the room.
    await e2.send({ type: "meeting.room", roomId, locked: true });
    expect(e2.last("meeting.refused")).toMatchObject({ code: "not-allowed", message: MEETING_MESSAGES.notAllowed });
  });

  it("holds 10 people on the Basic plan, tells the 11th why not, and tells the owner which plan would hold them", async () => {
    const { h, path, roomId, host } = await room();
    const ownersApp = recordingSocket("owner-app", host.user.id);
    t.services.hub.connect(ownersApp.client);
    const fullNotices = () => ownersApp.frames.flatMap((f) => (f.type === "event" && f.event.name === "RoomFull" ? [f.event.data] : []));
    await h.send({ type: "meeting.room", roomId, locked: false });
    for (let i = 0; i < 9; i++)
      expect((await joinWith(t, await makeUser(t, { firstName: `P${i}x` }), path)).last("meeting.joined")).toBeDefined();
    const eleventh = await joinWith(t, await makeUser(t, { firstName: "Late" }), path);
    expect(eleventh.last("meeting.refused")).toMatchObject({
      code: "full",
      message: "This room is full: Basic meetings hold up to 10 people. Plus meetings hold up to 25.",
    });
    expect(fullNotices()).toEqual([
      {
        roomId,
        plan: "plus",
        text: "Late Tester couldn't join your call: it was full. Basic meetings hold up to 10 people; Plus meetings hold up to 25.",
      },
    ]);
  });

  it("a waiting guest who closes the tab leaves the lobby list", async () => {
    const { h, path } = await room();
    const fay = await guest(t, "Fay");
    const f = await joinWith(t, fay, path);
    expect(h.last("meeting.knocks")!.waiting).toHaveLength(1);
    await f.disconnect();
    expect(h.last("meeting.knocks")!.waiting).toEqual([]);
    const sock = openSocket(t, fay.user.id);
    await sock.send({ type: "meeting.join", token: await tokenFor(t, fay.cookie, path), audio: false, video: false });
    expect(h.last("meeting.knocks")!.waiting.map((k) => k.name)).toEqual(["Fay"]);
  });
});
