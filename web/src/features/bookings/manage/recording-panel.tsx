import { Link } from "react-router-dom";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { bookingsDetailMessages } from "@kora/shared/i18n/messages/bookings-detail.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Icon } from "../../../ui/icon.tsx";
import { videoPath } from "../../videos/videos.api.ts";
import styles from "./detail.module.css";
import own from "./recording-panel.module.css";

/**
 * The session's recording for its parties (PROTOCOL §5): the poster with a play mark linking to the video
 * in the library, or where it stands while it is being recorded or prepared. Nothing when none was made.
 */
export function RecordingPanel({ booking }: { booking: Pick<BookingDto, "primaryVideo" | "recordingOwner"> }) {
  const t = useT(bookingsDetailMessages);
  const video = booking.primaryVideo;
  if (!video) return null;
  const ready = video.status === "ready";
  return (
    <section className={styles.panel} aria-labelledby="recording">
      <h2 id="recording">{t.t("recording.title")}</h2>
      {ready ? (
        <Link to={videoPath(video.id)} className={own.poster} aria-label={t.t("recording.watch", { title: video.title })}>
          {video.posterUrl ? <img src={video.posterUrl} alt="" /> : <span className={own.blank} />}
          <span className={own.play} aria-hidden="true">
            <span className={own.triangle} />
          </span>
        </Link>
      ) : (
        <div className={own.waiting} role="status">
          <Icon name={video.status === "failed" ? "close" : "video"} size={22} />
          {t.t(
            video.status === "recording"
              ? "recording.inProgress"
              : video.status === "processing"
                ? "recording.preparing"
                : "recording.failed",
          )}
        </div>
      )}
      <p className={own.caption}>
        <Link to={videoPath(video.id)}>{video.title}</Link>
        {booking.recordingOwner && <span>{t.t("recording.by", { name: booking.recordingOwner.name })}</span>}
      </p>
    </section>
  );
}
