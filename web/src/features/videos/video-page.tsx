import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router-dom";
import type { VideoDto } from "@kora/shared/contracts/videos.ts";
import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { videosMessages } from "@kora/shared/i18n/messages/videos.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useMe } from "../../lib/session.ts";
import { showToast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Icon } from "../../ui/icon.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Panel } from "../../ui/surface.tsx";
import { SharePanel } from "./share-panel.tsx";
import { DownloadButtons, ParticipantsPanel, StatsPanel } from "./stats-panel.tsx";
import { TitleEditor } from "./title-editor.tsx";
import { formatDuration, formatVideoDate, LIBRARY_PATH, preparingDetail } from "./video-format.ts";
import { VideoPlayer } from "./video-player.tsx";
import { deleteVideo, videoQuery } from "./videos.client.ts";
import styles from "./videos.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageLayout } from "../../ui/page-layout.tsx";

/** The player, or where the video is on its way to being one. */
function Stage({ video }: { video: VideoDto }) {
  const t = useT(videosMessages);
  if (video.status === "ready" && video.media)
    return <VideoPlayer src={video.media.videoUrl} poster={video.media.posterUrl} title={video.title} />;
  if (video.status === "failed")
    return (
      <div className={`${styles.stage} ${styles.stageFailed}`} role="status">
        <Icon name="close" size={28} />
        <p>{t.t("stage.failed")}</p>
        {video.error && <p className={styles.stageDetail}>{video.error}</p>}
      </div>
    );
  return (
    <div className={styles.stage} role="status">
      <Icon name={video.status === "recording" ? "record" : "video"} size={28} />
      <p>
        {video.status === "recording"
          ? video.source === "upload"
            ? t.t("status.uploading")
            : t.t("status.recording")
          : t.t("stage.preparing")}
      </p>
      {video.status === "processing" && (
        <>
          {/* No value while the server has no percent: the bar moves without claiming one. */}
          <progress max={100} value={video.progress ?? undefined} aria-label={t.t("stage.progress")} />
          <p className={styles.stageDetail}>{preparingDetail(video.progress, t)}</p>
        </>
      )}
    </div>
  );
}

function DeleteVideo({ video }: { video: VideoDto }) {
  const t = useT(videosMessages);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteVideo(video.id);
      showToast(t.t("delete.done"), { kind: "success" });
      navigate(LIBRARY_PATH, { replace: true });
    } catch {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="danger" size="small" onClick={() => setAsking(true)} busy={busy}>
        {t.t("delete.button")}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.t("delete.title")}
        message={t.t("delete.message")}
        confirmLabel={t.t("delete.confirm")}
        cancelLabel={t.t("delete.keep")}
        tone="danger"
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * /my-kora/videos/:id — the owner view (core §2): player, title, sharing, downloads, views, the
 * session's people and delete. A participant of the session sees the player, title and people only.
 */
export function VideoPage() {
  const t = useT(videosMessages);
  const locale = useLocale();
  const { id = "" } = useParams();
  const { data: me } = useMe();
  const video = useQuery({ ...videoQuery(id), enabled: Boolean(me && id) });
  usePageTitle(video.data ? video.data.title : t.t("video.pageTitle"));
  if (!me) return null;
  if (video.isPending) return <PageLoader label={t.t("video.loading")} />;
  if (!video.data) {
    const missing = isApiError(video.error) && video.error.status === 404;
    return (
      <EmptyState
        level={1}
        icon={missing ? "search" : "close"}
        tone={missing ? "info" : "error"}
        title={missing ? t.t("video.notFound") : t.t("video.loadFailed")}
        actions={<ButtonLink to={LIBRARY_PATH}>{t.t("video.backToLibrary")}</ButtonLink>}
      >
        {missing ? t.t("video.notFoundDetail") : t.t("video.tryLater")}
      </EmptyState>
    );
  }
  const data = video.data;
  const timeZone = me.timezone ?? DEFAULT_TIMEZONE;
  const owner = data.relation === "owner";
  const duration = formatDuration(data.durationSeconds);
  return (
    <PageLayout width="full">
      <Link to={LIBRARY_PATH} className={styles.back}>
        <span className={styles.backArrow}>←</span> {t.t("video.back")}
      </Link>
      <div className={styles.viewer}>
        <div className={styles.main}>
          <Stage video={data} />
          <TitleEditor video={data} />
          <p className={styles.videoMeta}>
            {formatVideoDate(data.createdAt, timeZone, locale)}
            {duration && ` · ${duration}`}
            {` · ${
              owner
                ? data.source === "upload"
                  ? t.t("video.uploadedByYou")
                  : t.t("video.recordedByYou")
                : t.t("video.recordedBy", { name: data.createdBy.name })
            }`}
          </p>
          {owner && data.status === "ready" && <DownloadButtons video={data} />}
          {owner && (
            <div className={styles.danger}>
              <DeleteVideo video={data} />
            </div>
          )}
        </div>
        <div className={styles.side}>
          {owner ? (
            <>
              <SharePanel video={data} planSlugs={me.planSubscriptions} />
              <StatsPanel video={data} timeZone={timeZone} />
            </>
          ) : (
            <Panel className={styles.panel}>
              <p className={styles.muted}>{t.t("video.sharedNote", { name: data.createdBy.name })}</p>
            </Panel>
          )}
          <ParticipantsPanel video={data} />
        </div>
      </div>
    </PageLayout>
  );
}
