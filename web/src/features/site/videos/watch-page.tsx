import { useParams } from "react-router-dom";
import { formatFileSize } from "@kora/shared/domain/videos/rules.ts";
import { PageMeta, siteTitle, useResponseStatus } from "../../../site-app/page-meta.tsx";
import { isMissing, useSiteData } from "../../../site-app/site-data.tsx";
import { buttonClass } from "../../../ui/button.tsx";
import { PublicPlayer } from "./public-player.tsx";
import { PUBLIC_VIDEO_MESSAGES, playerDuration, publicVideoQuery, videoApiPath, type PublicVideoDto } from "./public-video.ts";
import { ReportVideo } from "./report-dialog.tsx";
import styles from "./public-video.module.css";

function Downloads({ video }: { video: PublicVideoDto }) {
  const media = video.media;
  if (!media || (!video.canDownload.video && !video.canDownload.audio)) return null;
  const base = `${videoApiPath(video.slug)}/download`;
  return (
    <div className={styles.downloads}>
      {video.canDownload.video && (
        <a className={buttonClass({ variant: "outline", size: "small" })} href={`${base}?type=video`} download>
          Download video (MP4, {formatFileSize(media.videoBytes)})
        </a>
      )}
      {video.canDownload.audio && media.audioUrl && media.audioBytes !== null && (
        <a className={buttonClass({ variant: "outline", size: "small" })} href={`${base}?type=audio`} download>
          Download audio (M4A, {formatFileSize(media.audioBytes)})
        </a>
      )}
    </div>
  );
}

function Unavailable() {
  useResponseStatus(404);
  return (
    <div className={styles.page}>
      <PageMeta title={siteTitle("Video not available")} description={PUBLIC_VIDEO_MESSAGES.unavailable} noindex />
      <div className={styles.unavailable}>
        <h1>{PUBLIC_VIDEO_MESSAGES.unavailable}</h1>
        <p>It may be private, or it was deleted. Ask the person who sent you the link.</p>
      </div>
    </div>
  );
}

/** /v/{slug} — a shared video (public-site §2): title, owner, the player (after a first name when needed), downloads and reporting. */
export default function WatchPage() {
  const { slug = "" } = useParams();
  const video = useSiteData(publicVideoQuery(slug));
  if (isMissing(video)) return <Unavailable />;
  const duration = playerDuration(video.durationSeconds);
  return (
    <div className={styles.page}>
      <PageMeta
        title={siteTitle(video.title)}
        description={`${video.title}: a video ${video.ownerName} shared with you on Kora.${duration ? ` ${duration} long.` : ""}`}
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
