import { pageLabel } from "@kora/shared/domain/meetings/sfu-view.ts";
import type { TileModel } from "./tiles.ts";
import { Pager } from "../../ui/pager.tsx";
import styles from "./sfu-page.module.css";

/**
 * An SFU room's page controls (PROTOCOL §4): the others' cameras come nine at a time, so 50 people don't
 * decode 49 videos. Plain buttons: Tab reaches them, Enter and Space press them; the page is announced.
 */
export function PageControls({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <Pager
      label="Pages of people"
      tone="call"
      page={page + 1}
      pages={pages}
      onPage={(target) => onPage(target - 1)}
      previousLabel="Previous people"
      nextLabel="Next people"
      previous={
        <>
          <span aria-hidden="true">‹</span> Previous<span className={styles.wide}> people</span>
        </>
      }
      next={
        <>
          Next<span className={styles.wide}> people</span> <span aria-hidden="true">›</span>
        </>
      }
      status={pageLabel(page, pages)}
    />
  );
}

/** The voices of people whose camera is on another page: their tile (which plays their sound) isn't mounted. */
export function OffPageAudio({ tiles }: { tiles: TileModel[] }) {
  return (
    <div hidden>
      {tiles.map((tile) => (
        <PeerAudio key={tile.key} tile={tile} />
      ))}
    </div>
  );
}

function PeerAudio({ tile }: { tile: TileModel }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: a live call's voices have no caption track (the same sound a tile plays)
    <audio
      autoPlay
      data-participant-id={tile.participantId}
      ref={(element) => {
        if (!element || element.srcObject === tile.stream) return;
        element.srcObject = tile.stream;
        if (tile.stream) element.play().catch(() => undefined);
      }}
    />
  );
}
