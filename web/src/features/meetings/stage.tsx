import { useEffect } from "react";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { fitGrid } from "./grid-fit.ts";
import type { TileSize } from "./sfu-page.ts";
import { arrangeGallery, type TileModel } from "./tiles.ts";
import { useElementSize } from "./use-element-size.ts";
import { VideoTile } from "./video-tile.tsx";
import styles from "./call.module.css";

interface StageProps {
  tiles: TileModel[];
  speakerId: string | null;
  lastSpeakerId: string | null;
  pinnedKey: string | null;
  mirrorSelf: boolean;
  onPin: (key: string | null) => void;
  /** The size each tile is laid out at (an SFU room receives each camera in the layer its size needs). */
  onTileSizes?: (sizes: Map<string, TileSize>) => void;
}

/** A strip tile's size in the gallery (tile.module.css: 168 px wide, 16:9). */
const STRIP_TILE: TileSize = { width: 168, height: 95 };

/** Reports the tiles' sizes whenever the layout changes. */
function useReportSizes(onTileSizes: StageProps["onTileSizes"], sizes: [string, TileSize][]): void {
  const signature = sizes.map(([key, size]) => `${key}=${size.width}x${size.height}`).join(";");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the sizes
  useEffect(() => onTileSizes?.(new Map(sizes)), [onTileSizes, signature]);
}

const GAP = 8;
/** Below this a grid tile stops shrinking and the grid scrolls instead. */
const MIN_GRID_TILE = 150;

/** The speaker's camera tile is highlighted; a muted microphone can't be speaking, whatever the level says. */
const speaking = (tile: TileModel, speakerId: string | null) => tile.kind === "camera" && tile.audioOn && tile.participantId === speakerId;

/** Gallery view: the person in focus large (pinned, a shared screen, or the speaker) and everyone else in a strip. */
export function GalleryView({ tiles, speakerId, lastSpeakerId, pinnedKey, mirrorSelf, onPin, onTileSizes }: StageProps) {
  const t = useT(meetingsMessages);
  const [ref, size] = useElementSize<HTMLDivElement>();
  const { main, strip } = arrangeGallery(tiles, { pinnedKey, speakerId, lastSpeakerId });
  // A screen fills the focus area (letterboxed inside); a camera keeps between portrait 3:4 and 16:9, cropped to fill.
  const room = size.width / Math.max(1, size.height);
  const fit = fitGrid(1, size.width, size.height, main?.kind === "screen" ? room : Math.min(16 / 9, Math.max(3 / 4, room)), 0);
  useReportSizes(onTileSizes, [
    ...(main ? [[main.key, { width: fit.width, height: fit.height }] as [string, TileSize]] : []),
    ...strip.map((tile): [string, TileSize] => [tile.key, STRIP_TILE]),
  ]);
  return (
    <div className={styles.gallery} data-view="gallery">
      <div ref={ref} className={styles.focus}>
        {main && (
          // Keyed: another tile gets its own <video> (a picture-in-picture window follows its element, not the tile).
          <VideoTile
            key={main.key}
            tile={main}
            size="main"
            speaking={speaking(main, speakerId)}
            pinned={main.key === pinnedKey}
            mirrorSelf={mirrorSelf}
            onPin={onPin}
            style={fit.width ? { width: fit.width, height: fit.height } : undefined}
          />
        )}
      </div>
      {strip.length > 0 && (
        <ul className={styles.strip} aria-label={t.t("stage.everyoneElse")}>
          {strip.map((tile) => (
            <li key={tile.key}>
              <VideoTile
                tile={tile}
                size="strip"
                speaking={speaking(tile, speakerId)}
                pinned={false}
                mirrorSelf={mirrorSelf}
                onPin={onPin}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Grid view: everyone the same size, as large as the stage allows; a crowd on a phone scrolls. */
export function GridView({ tiles, speakerId, pinnedKey, mirrorSelf, onPin, onTileSizes }: StageProps) {
  const [ref, size] = useElementSize<HTMLDivElement>();
  // A phone held upright has height to spare: taller tiles use it.
  const aspect = size.height > size.width ? 4 / 3 : 16 / 9;
  let fit = fitGrid(tiles.length, size.width, size.height, aspect, GAP);
  if (fit.width > 0 && fit.width < MIN_GRID_TILE) {
    const columns = Math.max(1, Math.floor((size.width + GAP) / (MIN_GRID_TILE + GAP)));
    const width = Math.floor((size.width - GAP * (columns - 1)) / columns);
    fit = { columns, rows: Math.ceil(tiles.length / columns), width, height: Math.floor(width / aspect) };
  }
  useReportSizes(
    onTileSizes,
    tiles.map((tile): [string, TileSize] => [tile.key, { width: fit.width, height: fit.height }]),
  );
  return (
    <div ref={ref} className={styles.grid} data-view="grid">
      <ul
        className={styles.gridList}
        style={{ gridTemplateColumns: `repeat(${fit.columns}, ${fit.width || 0}px)`, gridAutoRows: `${fit.height || 0}px`, gap: GAP }}
      >
        {tiles.map((tile) => (
          <li key={tile.key}>
            <VideoTile
              tile={tile}
              speaking={speaking(tile, speakerId)}
              pinned={tile.key === pinnedKey}
              mirrorSelf={mirrorSelf}
              onPin={onPin}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
