import { describe, expect, it } from "vitest";
import type { Participant } from "@kora/shared/contracts/meetings.ts";
import type { RemotePeer } from "./engine/session-types.ts";
import { makeParticipant as person } from "./meeting-fixture.ts";
import { arrangeGallery, buildTiles, remoteScreenTile, tileKey } from "./tiles.ts";

const stream = (id: string) => ({ id }) as MediaStream;
const peer = (participant: Participant, over: Partial<RemotePeer> = {}): RemotePeer => ({
  participant,
  stream: stream(`${participant.id}-cam`),
  screen: null,
  connection: "connected",
  quality: "good",
  audioLevel: 0,
  ...over,
});
const base = {
  self: person("me", { role: "host" }),
  localStream: stream("mine"),
  localScreen: null,
  audioOn: true,
  videoOn: true,
  peers: [] as RemotePeer[],
};

describe("buildTiles", () => {
  it("puts me first, then the others in the order they joined, each screen after its owner's camera", () => {
    const late = peer(person("b", { joinedAt: "2026-11-21T10:05:00.000Z", isScreenSharing: true }), { screen: stream("b-screen") });
    const early = peer(person("a", { joinedAt: "2026-11-21T10:01:00.000Z" }));
    const tiles = buildTiles({ ...base, peers: [late, early] });
    expect(tiles.map((tile) => tile.key)).toEqual(["me:camera", "a:camera", "b:camera", "b:screen"]);
    expect(tiles[3]).toMatchObject({ kind: "screen", stream: { id: "b-screen" }, audioOn: false });
  });

  it("counts a camera the host disabled as off, and my wanted state for my own tile", () => {
    const tiles = buildTiles({
      ...base,
      videoOn: true,
      audioOn: false,
      self: person("me", { cameraDisabled: true }),
      peers: [peer(person("a", { cameraDisabled: true }))],
    });
    expect(tiles.map((tile) => [tile.key, tile.videoOn, tile.audioOn])).toEqual([
      ["me:camera", false, false],
      ["a:camera", false, true],
    ]);
  });

  it("shows my own screen while I share, and no screen for a sharer whose stream hasn't arrived", () => {
    const tiles = buildTiles({ ...base, localScreen: stream("my-screen"), peers: [peer(person("a", { isScreenSharing: true }))] });
    expect(tiles.map((tile) => tile.key)).toEqual(["me:camera", "me:screen", "a:camera"]);
  });

  it("has no tiles before I'm in the call", () => {
    expect(buildTiles({ ...base, self: null })).toEqual([]);
  });
});

describe("arrangeGallery", () => {
  const tiles = buildTiles({
    ...base,
    peers: [
      peer(person("a", { joinedAt: "2026-11-21T10:01:00.000Z" })),
      peer(person("b", { joinedAt: "2026-11-21T10:02:00.000Z", isScreenSharing: true }), { screen: stream("s") }),
    ],
  });
  const main = (focus: Partial<Parameters<typeof arrangeGallery>[1]>) =>
    arrangeGallery(tiles, { pinnedKey: null, speakerId: null, lastSpeakerId: null, ...focus }).main?.key;

  it.each([
    ["a pinned tile wins over everything", { pinnedKey: tileKey("a", "camera"), speakerId: "b" }, "a:camera"],
    ["a remote screen wins over the speaker", { speakerId: "a" }, "b:screen"],
  ])("%s", (_, focus, expected) => expect(main(focus)).toBe(expected));

  it("otherwise the speaker, then the last speaker, then the first other person; never me while others are here", () => {
    const cameras = tiles.filter((tile) => tile.kind === "camera");
    const focus = (over: Partial<Parameters<typeof arrangeGallery>[1]>) =>
      arrangeGallery(cameras, { pinnedKey: null, speakerId: null, lastSpeakerId: null, ...over }).main?.key;
    expect(focus({ speakerId: "b" })).toBe("b:camera");
    expect(focus({ speakerId: "me", lastSpeakerId: "b" })).toBe("b:camera");
    expect(focus({ speakerId: "me" })).toBe("a:camera");
    expect(focus({ pinnedKey: "gone:camera" })).toBe("a:camera");
  });

  it("keeps everyone else in the strip, and shows me alone large", () => {
    const arrangement = arrangeGallery(tiles, { pinnedKey: null, speakerId: null, lastSpeakerId: null });
    expect(arrangement.strip.map((tile) => tile.key)).toEqual(["me:camera", "a:camera", "b:camera"]);
    expect(arrangeGallery(tiles.slice(0, 1), { pinnedKey: null, speakerId: null, lastSpeakerId: null })).toEqual({
      main: tiles[0],
      strip: [],
    });
    expect(arrangeGallery([], { pinnedKey: null, speakerId: null, lastSpeakerId: null })).toEqual({ main: null, strip: [] });
  });

  it("finds the screen to offer in picture-in-picture: someone else's, not mine", () => {
    expect(remoteScreenTile(tiles)?.key).toBe("b:screen");
    expect(remoteScreenTile(buildTiles({ ...base, localScreen: stream("x") }))).toBeNull();
  });
});
