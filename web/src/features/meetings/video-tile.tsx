import type { CSSProperties } from "react";
import { initials, QUALITY_BARS, QUALITY_LABELS } from "./call-format.ts";
import { MediaVideo } from "./media-video.tsx";
import { MeetingIcon } from "./meeting-icons.tsx";
import type { TileModel } from "./tiles.ts";
import styles from "./tile.module.css";

interface VideoTileProps {
  tile: TileModel;
  speaking: boolean;
  pinned: boolean;
  mirrorSelf: boolean;
  onPin: (key: string | null) => void;
  size?: "main" | "strip" | "grid";
  style?: CSSProperties;
}

const RECONNECTING_TEXT: Partial<Record<TileModel["connection"], string>> = {
  connecting: "Connecting…",
  reconnecting: "Reconnecting…",
  failed: "Connection lost",
};

/** One person's camera or screen: the picture (or initials), name, mic state, connection quality, pin. */
export function VideoTile({ tile, speaking, pinned, mirrorSelf, onPin, size = "grid", style }: VideoTileProps) {
  const who = tile.isSelf ? "You" : tile.name;
  const title = tile.kind === "screen" ? (tile.isSelf ? "Your screen" : `${tile.name}'s screen`) : who;
  const pinName = tile.isSelf ? (tile.kind === "screen" ? "your screen" : "your video") : title;
  const overlay = tile.isSelf ? undefined : RECONNECTING_TEXT[tile.connection];
  const bars = QUALITY_BARS[tile.quality];
  return (
    <figure
      className={[styles.tile, styles[size], tile.kind === "screen" && styles.screen, speaking && styles.speaking, pinned && styles.pinned]
        .filter(Boolean)
        .join(" ")}
      style={style}
      aria-label={title}
      data-participant-id={tile.participantId}
      data-kind={tile.kind}
      data-quality={tile.isSelf ? undefined : tile.quality}
      data-connection={tile.isSelf ? undefined : tile.connection}
      data-speaking={speaking || undefined}
    >
      <MediaVideo
        stream={tile.stream}
        participantId={tile.participantId}
        kind={tile.kind}
        isSelf={tile.isSelf}
        mirrored={tile.isSelf && tile.kind === "camera" && mirrorSelf}
        hidden={!tile.videoOn || !tile.stream}
        className={styles.video}
      />
      {(!tile.videoOn || !tile.stream) && (
        <div className={styles.noVideo} aria-hidden="true">
          <span className={styles.initials}>{initials(tile.name)}</span>
        </div>
      )}
      {overlay && (
        <div className={styles.overlay} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {overlay}
        </div>
      )}
      <figcaption className={styles.caption}>
        {tile.kind === "camera" && !tile.audioOn && (
          <span className={styles.micOff} role="img" aria-label="Microphone off">
            <MeetingIcon name="micOff" size={16} />
          </span>
        )}
        {tile.kind === "screen" && <MeetingIcon name="screen" size={16} />}
        <span className={styles.name}>{title}</span>
      </figcaption>
      {!tile.isSelf && (
        <span
          className={styles.quality}
          role="img"
          aria-label={QUALITY_LABELS[tile.quality]}
          title={QUALITY_LABELS[tile.quality]}
          data-bars={bars}
        >
          {[1, 2, 3].map((bar) => (
            <span key={bar} className={styles.bar} data-on={bar <= bars || undefined} />
          ))}
        </span>
      )}
      <button
        type="button"
        className={styles.pin}
        aria-pressed={pinned}
        aria-label={pinned ? `Unpin ${pinName}` : `Pin ${pinName}`}
        title={pinned ? "Unpin" : "Pin to the big screen"}
        onClick={() => onPin(pinned ? null : tile.key)}
      >
        <MeetingIcon name="pin" size={16} />
      </button>
    </figure>
  );
}
