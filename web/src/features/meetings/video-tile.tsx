import type { CSSProperties } from "react";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
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

const RECONNECTING_TEXT: Partial<Record<TileModel["connection"], "tile.connecting" | "tile.reconnecting" | "tile.failed">> = {
  connecting: "tile.connecting",
  reconnecting: "tile.reconnecting",
  failed: "tile.failed",
};

/** One person's camera or screen: the picture (or initials), name, mic state, connection quality, pin. */
export function VideoTile({ tile, speaking, pinned, mirrorSelf, onPin, size = "grid", style }: VideoTileProps) {
  const t = useT(meetingsMessages);
  const who = tile.isSelf ? t.t("tile.you") : tile.name;
  const title = tile.kind === "screen" ? (tile.isSelf ? t.t("tile.yourScreen") : t.t("tile.screenOf", { name: tile.name })) : who;
  const pinName = !tile.isSelf
    ? pinned
      ? t.t("tile.unpin", { name: title })
      : t.t("tile.pin", { name: title })
    : tile.kind === "screen"
      ? t.t(pinned ? "tile.unpinYourScreen" : "tile.pinYourScreen")
      : t.t(pinned ? "tile.unpinYourVideo" : "tile.pinYourVideo");
  const overlayKey = tile.isSelf ? undefined : RECONNECTING_TEXT[tile.connection];
  const overlay = overlayKey && t.t(overlayKey);
  const quality = t.t(QUALITY_LABELS[tile.quality]);
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
          <span className={styles.micOff} role="img" aria-label={t.t("tile.micOff")}>
            <MeetingIcon name="micOff" size={16} />
          </span>
        )}
        {tile.kind === "screen" && <MeetingIcon name="screen" size={16} />}
        <span className={styles.name}>{title}</span>
      </figcaption>
      {!tile.isSelf && (
        <span className={styles.quality} role="img" aria-label={quality} title={quality} data-bars={bars}>
          {[1, 2, 3].map((bar) => (
            <span key={bar} className={styles.bar} data-on={bar <= bars || undefined} />
          ))}
        </span>
      )}
      <button
        type="button"
        className={styles.pin}
        aria-pressed={pinned}
        aria-label={pinName}
        title={pinned ? t.t("tile.unpinHint") : t.t("tile.pinHint")}
        onClick={() => onPin(pinned ? null : tile.key)}
      >
        <MeetingIcon name="pin" size={16} />
      </button>
    </figure>
  );
}
