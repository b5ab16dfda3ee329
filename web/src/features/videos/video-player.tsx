import { useRef } from "react";
import styles from "./video-player.module.css";

/**
 * The MP4 with its poster: the browser's own controls, metadata only until play, and seeking through
 * HTTP Range. `onFirstPlay` fires once (the public page counts a view then).
 */
export function VideoPlayer({
  src,
  poster,
  title,
  onFirstPlay,
  autoPlay = false,
  className,
}: {
  src: string;
  poster?: string | null;
  title: string;
  onFirstPlay?: () => void;
  autoPlay?: boolean;
  className?: string;
}) {
  const played = useRef(false);
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      {/* biome-ignore lint/a11y/useMediaCaption: recordings of calls have no caption track to offer */}
      <video
        className={styles.video}
        src={src}
        poster={poster ?? undefined}
        controls
        preload="metadata"
        playsInline
        autoPlay={autoPlay}
        aria-label={title}
        onPlay={() => {
          if (played.current) return;
          played.current = true;
          onFirstPlay?.();
        }}
      />
    </div>
  );
}
