import { arrangeGallery, type TileModel } from "../tiles.ts";

/** A rectangle on the recording's canvas, in pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface CompositeCell {
  tile: TileModel;
  rect: Rect;
  /** The large one (the screen or the speaker). */
  main: boolean;
}

/** The recording's frame: 720p, like the call's camera bitrate target. */
export const COMPOSITE_SIZE = { width: 1280, height: 720 } as const;
const GAP = 8;
/** At most this many small tiles beside the main one; the rest aren't in the recording's frame. */
const SIDE_TILES = 4;

/**
 * Where each visible tile goes in the recording (PROTOCOL §5: "the room as people saw it"): alone, the
 * whole frame; two people side by side; more, the screen share or the active speaker large on the
 * left and up to four others stacked on the right. Which tile is large follows the gallery's own
 * rule (a remote screen, then whoever speaks), so the recording matches what people were looking at.
 */
export function compositeLayout(
  tiles: TileModel[],
  focus: { speakerId: string | null; lastSpeakerId: string | null },
  size: { width: number; height: number } = COMPOSITE_SIZE,
): CompositeCell[] {
  if (tiles.length === 0) return [];
  const { width, height } = size;
  if (tiles.length === 1) return [{ tile: tiles[0]!, rect: { x: 0, y: 0, w: width, h: height }, main: true }];
  const screen = [...tiles].reverse().find((tile) => tile.kind === "screen");
  if (tiles.length === 2 && !screen) {
    const w = (width - GAP) / 2;
    return tiles.map((tile, i) => ({ tile, rect: { x: i * (w + GAP), y: 0, w, h: height }, main: false }));
  }
  const { main, strip } = screen
    ? { main: screen, strip: tiles.filter((tile) => tile !== screen) }
    : arrangeGallery(tiles, { pinnedKey: null, ...focus });
  const side = strip.slice(0, SIDE_TILES);
  const sideW = Math.round(width / 4);
  const mainW = width - sideW - GAP;
  const cellH = (height - GAP * (SIDE_TILES - 1)) / SIDE_TILES;
  const top = (height - (side.length * cellH + (side.length - 1) * GAP)) / 2;
  return [
    { tile: main!, rect: { x: 0, y: 0, w: mainW, h: height }, main: true },
    ...side.map((tile, i) => ({ tile, rect: { x: mainW + GAP, y: top + i * (cellH + GAP), w: sideW, h: cellH }, main: false })),
  ];
}

/** Fits a source of `sw × sh` inside `rect`: the whole picture for screens (contain), filled and cropped for cameras (cover). */
export function fitSource(
  sw: number,
  sh: number,
  rect: Rect,
  mode: "contain" | "cover",
): { sx: number; sy: number; sw: number; sh: number; dx: number; dy: number; dw: number; dh: number } {
  const scale = mode === "contain" ? Math.min(rect.w / sw, rect.h / sh) : Math.max(rect.w / sw, rect.h / sh);
  if (mode === "contain") {
    const dw = sw * scale;
    const dh = sh * scale;
    return { sx: 0, sy: 0, sw, sh, dx: rect.x + (rect.w - dw) / 2, dy: rect.y + (rect.h - dh) / 2, dw, dh };
  }
  const cw = rect.w / scale;
  const ch = rect.h / scale;
  return { sx: (sw - cw) / 2, sy: (sh - ch) / 2, sw: cw, sh: ch, dx: rect.x, dy: rect.y, dw: rect.w, dh: rect.h };
}
