import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/database.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { claimRoomHome, findRoomHome, releaseRoomHome, renewRoomHomes } from "./room-homes.repository.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const ROOM = "room:u1";

describe("meeting room homes (leases)", () => {
  it("gives a room one home however many instances claim it at the same moment", async () => {
    const instances = ["a", "b", "c", "d", "e", "f"];
    const homes = await Promise.all(instances.map((id) => claimRoomHome(t.services.db, ROOM, id, 1000, 16_000)));
    const winner = homes[0]!.instanceId;
    expect(instances).toContain(winner);
    expect(homes.every((home) => home.instanceId === winner && home.expiresAtMs === 16_000)).toBe(true);
    expect(await findRoomHome(t.services.db, ROOM)).toEqual({ instanceId: winner, expiresAtMs: 16_000 });
    const rows = await t.services.db.selectFrom("meeting_room_homes").selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it("gives one home when two instances with their own connections to one database file claim at once", async () => {
    const dir = await mkdtemp(join(tmpdir(), "kora-homes-"));
    const url = `file:${join(dir, "kora.db")}`;
    const first = await openDatabase(url);
    const second = await openDatabase(url);
    try {
      for (let round = 0; round < 10; round++) {
        const room = `room:r${round}`;
        const [a, b] = await Promise.all([
          claimRoomHome(first.db, room, "a", 1000, 16_000),
          claimRoomHome(second.db, room, "b", 1000, 16_000),
        ]);
        expect(a).toEqual(b);
        expect(["a", "b"]).toContain(a.instanceId);
      }
    } finally {
      await first.close();
      await second.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("lets only the holder renew a live lease, and anyone claim an expired one", async () => {
    const { db } = t.services;
    await claimRoomHome(db, ROOM, "a", 1000, 16_000);
    expect(await claimRoomHome(db, ROOM, "b", 15_999, 30_999)).toEqual({ instanceId: "a", expiresAtMs: 16_000 });
    expect(await claimRoomHome(db, ROOM, "a", 5000, 20_000)).toEqual({ instanceId: "a", expiresAtMs: 20_000 });
    expect([...(await renewRoomHomes(db, "a", [ROOM, "room:other"], 25_000))]).toEqual([ROOM]);
    expect(await renewRoomHomes(db, "b", [ROOM], 99_000)).toEqual(new Set());
    expect((await findRoomHome(db, ROOM))?.expiresAtMs).toBe(25_000);
    // "a" stopped renewing (it died): once the lease ran out, "b" takes the room, and "a" can't renew it back.
    expect(await claimRoomHome(db, ROOM, "b", 25_000, 40_000)).toEqual({ instanceId: "b", expiresAtMs: 40_000 });
    expect(await renewRoomHomes(db, "a", [ROOM], 50_000)).toEqual(new Set());
    await releaseRoomHome(db, ROOM, "a"); // not a's to release
    expect((await findRoomHome(db, ROOM))?.instanceId).toBe("b");
    await releaseRoomHome(db, ROOM, "b");
    expect(await findRoomHome(db, ROOM)).toBeNull();
  });
});
