import { useParams } from "react-router-dom";
import { formatFileSize } from "@kora/shared/domain/videos/rules.ts";
import { siteVideosMessages } from "@kora/shared/i18n/messages/site-videos.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { PageMeta, siteTitle, useResponseStatus } from "../../../site-app/page-meta.tsx";
import { isMissing, useSiteData } from "../../../site-app/site-data.tsx";
import { buttonClass } from "../../../ui/button.tsx";
import { PublicPlayer } from "./public-player.tsx";
import { playerDuration, publicVideoQuery, videoApiPath, type PublicVideoDto } from "./public-video.ts";
import { ReportVideo } from "./report-dialog.tsx";
import styles from "./public-video.module.css";

function Downloads({ video }: { video: PublicVideoDto }) {
  const t = useT(siteVideosMessages);
  const media = video.media;
  if (!media || (!video.canDownload.video && !video.canDownload.audio)) return null;
  const base = `${videoApiPath(video.slug)}/download`;
  return (
    <div className={styles.downloads}>
      {video.canDownload.video && (
        <a className={buttonClass({ variant: "outline", size: "small" })} href={`${base}?type=video`} download>
          {t.t("download.video", { size: formatFileSize(media.videoBytes) })}
        </a>
      )}
      {video.canDownload.audio && media.audioUrl && media.audioBytes !== null && (
        <a className={buttonClass({ variant: "outline", size: "small" })} href={`${base}?type=audio`} download>
          {t.t("download.audio", { size: formatFileSize(media.audioBytes) })}
        </a>
      )}
    </div>
  );
}

function Unavailable() {
  const t = useT(siteVideosMessages);
  useResponseStatus(404);
  return (
    <div className={styles.page}>
      <PageMeta title={siteTitle(t.t("missing.title"))} description={t.t("unavailable")} noindex />
      <div className={styles.unavailable}>
        <h1>{t.t("unavailable")}</h1>
        <p>{t.t("missing.text")}</p>
      </div>
    </div>
  );
}

/** /v/{slug} — a shared video (public-site §2): title, owner, the player (after a first name when needed), downloads and reporting. */
export default function WatchPage() {
  const t = useT(siteVideosMessages);
  const { slug = "" } = useParams();
  const video = useSiteData(publicVideoQuery(slug));
  if (isMissing(video)) return <Unavailable />;
  const duration = playerDuration(video.durationSeconds);
  return (
    <div className={styles.page}>
      <PageMeta
        title={siteTitle(video.title)}
        description={
          duration
            ? t.t("meta.descriptionLength", { title: video.title, owner: video.ownerName, duration })
            : t.t("meta.description", { title: video.title, owner: video.ownerName })
        }
        path={`/v/${slug}`}
        type="video.other"
        image={video.media?.posterUrl}
        video={video.media ? { url: video.media.videoUrl, type: "video/mp4" } : undefined}
        // A link-shared video is for the people who got the link, not for search engines.
        noindex
      />
      <PublicPlayer video={video} />
      <div className={styles.about}>
        <h1 className={styles.title}>{video.title}</h1>
        <p className={styles.byline}>
          {video.ownerName}
          {duration && <span> · {duration}</span>}
          {/* The day in the owner's zone, as the title names it: one video, one day, wherever the viewer is. */}
          <span> · {video.madeOn}</span>
        </p>
        <Downloads video={video} />
        <ReportVideo slug={slug} />
      </div>
    </div>
  );
}
