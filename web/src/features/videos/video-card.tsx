import { Link } from "react-router-dom";
import type { VideoDto } from "@kora/shared/contracts/videos.ts";
import { videosMessages } from "@kora/shared/i18n/messages/videos.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { Icon } from "../../ui/icon.tsx";
import { formatDuration, formatVideoDate, statusPlaceholder, videoPath } from "./video-format.ts";
import styles from "./videos.module.css";

/** One video in the library: poster (or its state while there is none), title, length, day, sharing. */
export function VideoCard({ video, timeZone }: { video: VideoDto; timeZone: string }) {
  const t = useT(videosMessages);
  const locale = useLocale();
  const placeholder = statusPlaceholder(video, t);
  const duration = formatDuration(video.durationSeconds);
  return (
    <li className={styles.card}>
      <Link to={videoPath(video.id)} className={styles.cardLink}>
        <div className={styles.thumb}>
          {video.media && video.status === "ready" ? (
            <img src={video.media.posterUrl} alt="" loading="lazy" />
          ) : (
            <span className={video.status === "failed" ? `${styles.placeholder} ${styles.placeholderFailed}` : styles.placeholder}>
              <Icon name={video.status === "failed" ? "close" : "video"} size={22} />
              {placeholder}
            </span>
          )}
          {duration && <span className={styles.duration}>{duration}</span>}
        </div>
        <span className={styles.cardTitle}>{video.title}</span>
      </Link>
      <p className={styles.cardMeta}>
        <span>{formatVideoDate(video.createdAt, timeZone, locale)}</span>
        {video.relation === "owner" ? (
          <span className={video.shareMode === "private" ? styles.badge : `${styles.badge} ${styles.badgeShared}`}>
            {t.t(`shareMode.${video.shareMode}`)}
          </span>
        ) : (
          <span className={styles.sharedWith}>{t.t("card.sharedWithYou", { name: video.createdBy.name })}</span>
        )}
      </p>
    </li>
  );
}
