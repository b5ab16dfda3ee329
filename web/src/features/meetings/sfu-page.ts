import { layerForTile, pageOfFeeds, type SimulcastLayer } from "@kora/shared/domain/meetings/sfu-view.ts";
import type { TileModel } from "./tiles.ts";

export interface StagePage {
  /** The tiles the stage shows: me, everyone's shared screen, and this page's cameras (plus the speaker). */
  tiles: TileModel[];
  /** 0-based, clamped to the pages there are. */
  page: number;
  pages: number;
  /** People whose camera tile is on another page: their voice still plays (hidden audio). */
  offPage: TileModel[];
}

/**
 * An SFU room's stage (PROTOCOL §4): the others' cameras in pages (pageOfFeeds: nine a page, the active
 * speaker pinned in from another page), while my own tiles and every shared screen always show. A
 * mesh room shows everyone (one page).
 */
export function stagePage(tiles: TileModel[], speakerId: string | null, page: number, paged: boolean): StagePage {
  if (!paged) return { tiles, page: 0, pages: 1, offPage: [] };
  const cameras = tiles.filter((tile) => !tile.isSelf && tile.kind === "camera");
  const view = pageOfFeeds(
    cameras.map((tile) => tile.participantId),
    speakerId,
    page,
  );
  const shown = new Set(view.visible);
  return {
    tiles: tiles.filter((tile) => tile.isSelf || tile.kind === "screen" || shown.has(tile.participantId)),
    page: view.page,
    pages: view.pages,
    offPage: cameras.filter((tile) => !shown.has(tile.participantId)),
  };
}

export interface TileSize {
  width: number;
  height: number;
}

/**
 * The cameras to receive and the layer each needs, from the sizes the stage laid the tiles out at
 * (key → CSS px). A camera that is off is still wanted (it may come on) in the lowest layer.
 */
export function feedWishes(
  tiles: TileModel[],
  sizes: ReadonlyMap<string, TileSize>,
  devicePixelRatio: number,
): { participantId: string; layer: SimulcastLayer }[] {
  return tiles
    .filter((tile) => !tile.isSelf && tile.kind === "camera")
    .map((tile) => {
      const size = sizes.get(tile.key);
      const layer = size && tile.videoOn ? layerForTile(size.width, size.height, devicePixelRatio) : 0;
      return { participantId: tile.participantId, layer };
    });
}
