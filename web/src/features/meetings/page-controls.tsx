import type { ReactNode } from "react";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import type { TileModel } from "./tiles.ts";
import { Pager } from "../../ui/pager.tsx";
import styles from "./sfu-page.module.css";

/**
 * An SFU room's page controls (PROTOCOL §4): the others' cameras come nine at a time, so 50 people don't
 * decode 49 videos. Plain buttons: Tab reaches them, Enter and Space press them; the page is announced.
 */
export function PageControls({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT(meetingsMessages);
  // On a phone only the first word shows ("Previous"); wider, the whole ("Previous people").
  const wide = (chunks: ReactNode[]) => (
    <span key="wide" className={styles.wide}>
      {chunks}
    </span>
  );
  return (
    <Pager
      label={t.t("pages.label")}
      tone="call"
      page={page + 1}
      pages={pages}
      onPage={(target) => onPage(target - 1)}
      previousLabel={t.t("pages.previousLabel")}
      nextLabel={t.t("pages.nextLabel")}
      previous={
        <>
          <span aria-hidden="true">‹</span> {t.rich<ReactNode>("pages.previous", { wide })}
        </>
      }
      next={
        <>
          {t.rich<ReactNode>("pages.next", { wide })} <span aria-hidden="true">›</span>
        </>
      }
      status={t.t("pages.status", { page: page + 1, pages })}
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
