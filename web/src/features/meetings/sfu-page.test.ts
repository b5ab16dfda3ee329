import { describe, expect, it } from "vitest";
import { feedWishes, stagePage } from "./sfu-page.ts";
import type { TileModel } from "./tiles.ts";

const tile = (participantId: string, over: Partial<TileModel> = {}): TileModel => ({
  key: `${participantId}:${over.kind ?? "camera"}`,
  participantId,
  kind: "camera",
  name: participantId,
  role: "participant",
  isSelf: false,
  stream: null,
  audioOn: true,
  videoOn: true,
  quality: "good",
  connection: "connected",
  ...over,
});
const others = (n: number) => Array.from({ length: n }, (_, i) => tile(`p${i + 1}`));
const me = tile("me", { isSelf: true });

describe("stagePage", () => {
  it("shows everyone in a mesh room", () => {
    const tiles = [me, ...others(12)];
    expect(stagePage(tiles, null, 1, false)).toEqual({ tiles, page: 0, pages: 1, offPage: [] });
  });

  it("pages the others' cameras nine at a time in an SFU room, keeping me and every screen", () => {
    const screen = tile("p12", { kind: "screen" });
    const tiles = [me, ...others(12), screen];
    const first = stagePage(tiles, null, 0, true);
    expect(first.pages).toBe(2);
    expect(first.tiles.map((t) => t.key)).toEqual(["me:camera", ...others(9).map((t) => t.key), "p12:screen"]);
    expect(first.offPage.map((t) => t.participantId)).toEqual(["p10", "p11", "p12"]);
    const second = stagePage(tiles, null, 1, true);
    expect(second.tiles.map((t) => t.key)).toEqual(["me:camera", "p10:camera", "p11:camera", "p12:camera", "p12:screen"]);
  });

  it("pins the speaker from another page in, and clamps a page that went away", () => {
    const tiles = [me, ...others(12)];
    const page = stagePage(tiles, "p11", 0, true);
    expect(page.tiles.map((t) => t.participantId)).toContain("p11");
    expect(page.offPage.map((t) => t.participantId)).toEqual(["p10", "p12"]);
    expect(stagePage([me, ...others(3)], null, 4, true).page).toBe(0);
  });
});

describe("feedWishes", () => {
  it("asks for each shown camera in the layer its tile size needs, the lowest for a camera that's off", () => {
    const tiles = [me, tile("a"), tile("b"), tile("c", { videoOn: false }), tile("a", { kind: "screen" })];
    const sizes = new Map([
      ["a:camera", { width: 640, height: 360 }],
      ["b:camera", { width: 168, height: 95 }],
      ["c:camera", { width: 640, height: 360 }],
    ]);
    expect(feedWishes(tiles, sizes, 1)).toEqual([
      { participantId: "a", layer: 1 },
      { participantId: "b", layer: 0 },
      { participantId: "c", layer: 0 },
    ]);
    expect(feedWishes(tiles, sizes, 2)[0]).toEqual({ participantId: "a", layer: 2 });
  });
});
