import { useEffect, useRef, type Ref } from "react";
import type { TileKind } from "./tiles.ts";

interface MediaVideoProps {
  stream: MediaStream | null;
  participantId: string;
  kind: TileKind;
  isSelf: boolean;
  /** Mirror the picture (my own camera, when the flip setting is on). */
  mirrored?: boolean;
  /** Keep the element (and its sound) but don't show the picture: the camera is off. */
  hidden?: boolean;
  className?: string;
  videoRef?: Ref<HTMLVideoElement>;
}

/**
 * A <video> showing a MediaStream, with the hooks end-to-end tests read (`data-participant-id`,
 * `data-kind`, `data-self`). My own media is always muted (no echo) and so is a shared screen; a
 * remote camera plays its sound through this element, so it stays mounted while the camera is off.
 * It stays in the accessibility tree as a media element; the tile's figure (or the preview) around it names it.
 */
export function MediaVideo({
  stream,
  participantId,
  kind,
  isSelf,
  mirrored = false,
  hidden = false,
  className,
  videoRef,
}: MediaVideoProps) {
  const own = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = own.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    // Autoplay can be refused until the page has had a gesture; joining is one, so this is rare.
    if (stream) video.play().catch(() => undefined);
  }, [stream]);
  // Let go of the stream when the element goes (a layout change replaces tiles): a detached <video>
  // still holding the camera stalls the camera's frames to the peer connections for seconds.
  useEffect(() => {
    const video = own.current;
    return () => {
      if (video) video.srcObject = null;
    };
  }, []);

  const setRef = (element: HTMLVideoElement | null) => {
    own.current = element;
    if (typeof videoRef === "function") videoRef(element);
    else if (videoRef) videoRef.current = element;
  };
  return (
    <video
      ref={setRef}
      className={className}
      autoPlay
      playsInline
      muted={isSelf || kind === "screen"}
      data-participant-id={participantId}
      data-kind={kind}
      data-self={isSelf ? "true" : undefined}
      data-mirrored={mirrored ? "true" : undefined}
      data-hidden={hidden ? "true" : undefined}
    />
  );
}
