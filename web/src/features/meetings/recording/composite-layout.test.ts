import { describe, expect, it } from "vitest";
import type { TileModel } from "../tiles.ts";
import { compositeLayout, fitSource } from "./composite-layout.ts";

const tile = (participantId: string, kind: "camera" | "screen" = "camera", isSelf = false): TileModel => ({
  key: `${participantId}:${kind}`,
  participantId,
  kind,
  name: participantId.toUpperCase(),
  role: "host",
  isSelf,
  stream: null,
  audioOn: true,
  videoOn: true,
  quality: "good",
  connection: "connected",
});
const keys = (cells: ReturnType<typeof compositeLayout>) => cells.map((cell) => `${cell.tile.key}${cell.main ? "*" : ""}`);
const noFocus = { speakerId: null, lastSpeakerId: null };

describe("compositeLayout", () => {
  it("gives someone alone the whole frame, and two people half each", () => {
    expect(compositeLayout([tile("me", "camera", true)], noFocus)[0]!.rect).toEqual({ x: 0, y: 0, w: 1280, h: 720 });
    const two = compositeLayout([tile("me", "camera", true), tile("b")], noFocus);
    expect(two.map((cell) => cell.rect)).toEqual([
      { x: 0, y: 0, w: 636, h: 720 },
      { x: 644, y: 0, w: 636, h: 720 },
    ]);
  });

  it("puts a shared screen large, also my own, with the cameras beside it", () => {
    const cells = compositeLayout([tile("me", "camera", true), tile("me", "screen", true), tile("b")], noFocus);
    expect(keys(cells)).toEqual(["me:screen*", "me:camera", "b:camera"]);
    expect(cells[0]!.rect).toEqual({ x: 0, y: 0, w: 952, h: 720 });
    expect(cells[1]!.rect.x).toBe(960);
  });

  it("puts the active speaker large among three or more, and at most four beside", () => {
    const tiles = [tile("me", "camera", true), ...["b", "c", "d", "e", "f"].map((id) => tile(id))];
    const cells = compositeLayout(tiles, { speakerId: "d", lastSpeakerId: null });
    expect(keys(cells)).toEqual(["d:camera*", "me:camera", "b:camera", "c:camera", "e:camera"]);
    for (const cell of cells.slice(1)) expect(cell.rect.x + cell.rect.w).toBe(1280);
  });
});

describe("fitSource", () => {
  it("letterboxes a screen and crops a camera to fill", () => {
    const rect = { x: 0, y: 0, w: 400, h: 400 };
    expect(fitSource(800, 400, rect, "contain")).toMatchObject({ dx: 0, dy: 100, dw: 400, dh: 200 });
    expect(fitSource(800, 400, rect, "cover")).toMatchObject({ sx: 200, sy: 0, sw: 400, sh: 400, dw: 400, dh: 400 });
  });
});
