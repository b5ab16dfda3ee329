import { Link } from "react-router-dom";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { Icon } from "../../../ui/icon.tsx";
import { videoPath } from "../../videos/videos.api.ts";
import styles from "./detail.module.css";
import own from "./recording-panel.module.css";

/**
 * The session's recording for its parties (PROTOCOL §5): the poster with a play mark linking to the video
 * in the library, or where it stands while it is being recorded or prepared. Nothing when none was made.
 */
export function RecordingPanel({ booking }: { booking: Pick<BookingDto, "primaryVideo" | "recordingOwner"> }) {
  const video = booking.primaryVideo;
  if (!video) return null;
  const ready = video.status === "ready";
  return (
    <section className={styles.panel} aria-labelledby="recording">
      <h2 id="recording">Recording</h2>
      {ready ? (
        <Link to={videoPath(video.id)} className={own.poster} aria-label={`Watch ${video.title}`}>
          {video.posterUrl ? <img src={video.posterUrl} alt="" /> : <span className={own.blank} />}
          <span className={own.play} aria-hidden="true">
            <span className={own.triangle} />
          </span>
        </Link>
      ) : (
        <div className={own.waiting} role="status">
          <Icon name={video.status === "failed" ? "close" : "video"} size={22} />
          {video.status === "recording"
            ? "Recording in progress"
            : video.status === "processing"
              ? "Recording is being prepared"
              : "We couldn't prepare this recording"}
        </div>
      )}
      <p className={own.caption}>
        <Link to={videoPath(video.id)}>{video.title}</Link>
        {booking.recordingOwner && <span> · recorded by {booking.recordingOwner.name}</span>}
      </p>
    </section>
  );
}
