import { describe, expect, it } from "vitest";
import {
  answerKnock,
  fullRoomOffer,
  mayControl,
  MEETING_SIZE,
  needsSfu,
  perPeerBitrate,
  roomHasSpace,
  tierOf,
  type HostAction,
} from "./rules.ts";

describe("meeting sizes", () => {
  it("follows the plan (Basic 10, Plus 25, Pro 50) and the mesh's own limit", () => {
    expect(MEETING_SIZE).toEqual({ basic: 10, plus: 25, pro: 50 });
    expect(tierOf([])).toBe("basic");
    expect(tierOf(["kora-plus"])).toBe("plus");
    expect(tierOf(["kora-plus", "kora-pro"])).toBe("pro");
    expect(roomHasSpace(9, "basic", true)).toEqual({ ok: true });
    expect(roomHasSpace(10, "basic", true)).toEqual({
      ok: false,
      message: "This room is full: Basic meetings hold up to 10 people. Plus meetings hold up to 25.",
    });
  });

  it.each([
    // present, tier, SFU on the server, ok
    [9, "basic", false, true],
    [10, "plus", true, true],
    [24, "plus", true, true],
    [49, "pro", true, true],
  ] as const)("%i in a %s room (SFU %s): the next one is let in", (present, tier, sfu, ok) => {
    expect(roomHasSpace(present, tier, sfu).ok).toBe(ok);
  });

  it("offers the room's plan holder the plan that would have let someone in, and nothing when no plan would", () => {
    expect(fullRoomOffer(10, "basic", "Ana")).toEqual({
      plan: "plus",
      text: "Ana couldn't join your call: it was full. Basic meetings hold up to 10 people; Plus meetings hold up to 25.",
    });
    expect(fullRoomOffer(25, "plus", "Ana")?.plan).toBe("pro");
    expect(fullRoomOffer(50, "pro", "Ana")).toBeNull();
    // Full at the server's mesh limit, below the plan's size: a bigger plan wouldn't help.
    expect(fullRoomOffer(10, "plus", "Ana")).toBeNull();
  });

  it("names the plan that would fit for the 11th, 26th and 51st person", () => {
    expect(roomHasSpace(25, "plus", true)).toEqual({
      ok: false,
      message: "This room is full: Plus meetings hold up to 25 people. Pro meetings hold up to 50.",
    });
    expect(roomHasSpace(50, "pro", true)).toEqual({ ok: false, message: "This room is full: Pro meetings hold up to 50 people." });
  });

  it("stops at the mesh's 10 on a server without an SFU, and says so", () => {
    expect(roomHasSpace(10, "plus", false)).toEqual({
      ok: false,
      message: "This room is full: Plus meetings hold up to 25 people, but this server carries calls of up to 10.",
    });
    expect(roomHasSpace(10, "basic", false).ok).toBe(false);
  });

  it("moves a mesh room to the SFU before the 11th person, once", () => {
    expect(needsSfu(9, "mesh")).toBe(false);
    expect(needsSfu(10, "mesh")).toBe(true);
    expect(needsSfu(10, "sfu")).toBe(false);
    expect(needsSfu(30, "sfu")).toBe(false);
  });
});

describe("per-peer bitrate in a mesh", () => {
  it.each([
    [1, 1_500_000],
    [2, 1_500_000],
    [3, 1_250_000],
    [5, 625_000],
    [10, 277_777],
    [40, 150_000],
  ])("%i people → %i bps to each peer", (people, bps) => {
    expect(perPeerBitrate(people)).toBe(bps);
  });
  it("keeps the total uplink within the budget until the floor", () => {
    for (let people = 2; people <= 10; people++) expect(perPeerBitrate(people) * (people - 1)).toBeLessThanOrEqual(2_500_000);
  });
});

describe("host controls", () => {
  const actions: HostAction[] = ["mute", "mute-all", "disable-camera", "remove", "cohost", "lock", "admit", "deny", "record"];
  it("gives the host everything, the co-host all but recording and appointing, others nothing", () => {
    for (const action of actions) {
      expect(mayControl("host", action), action).toBe(true);
      expect(mayControl("cohost", action), action).toBe(action !== "record" && action !== "cohost");
      expect(mayControl("participant", action), action).toBe(false);
      expect(mayControl("guest", action), action).toBe(false);
    }
  });
});

describe("knocks", () => {
  it("never lets the host re-enable a guest they disabled", () => {
    expect(answerKnock("waiting", "admit")).toEqual({ ok: true, state: "admitted" });
    expect(answerKnock("denied", "admit")).toEqual({ ok: true, state: "admitted" });
    expect(answerKnock("admitted", "disable")).toEqual({ ok: true, state: "disabled" });
    expect(answerKnock("disabled", "admit").ok).toBe(false);
    expect(answerKnock("disabled", "deny").ok).toBe(false);
  });
});
