import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { VIDEO_PAGE_SIZE } from "@kora/shared/contracts/videos.ts";
import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { videosMessages } from "@kora/shared/i18n/messages/videos.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonAnchor } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageHead } from "../../ui/page-head.tsx";
import { Pager } from "../../ui/pager.tsx";
import { UploadDialog } from "./upload-dialog.tsx";
import { VideoCard } from "./video-card.tsx";
import { libraryParams, pageCount, readLibraryState } from "./video-format.ts";
import { videoListQuery } from "./videos.client.ts";
import styles from "./videos.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageLayout } from "../../ui/page-layout.tsx";

const SEARCH_DELAY_MS = 300;

/** The two ways in: record in the personal room (alone is fine) or upload a file. */
function LibraryActions({ roomLink, onUpload }: { roomLink: string; onUpload: () => void }) {
  const t = useT(videosMessages);
  return (
    <div className={styles.actions}>
      <ButtonAnchor href={roomLink}>
        <Icon name="record" size={18} /> {t.t("library.record")}
      </ButtonAnchor>
      <Button variant="outline" onClick={onUpload}>
        <Icon name="upload" size={18} /> {t.t("library.upload")}
      </Button>
    </div>
  );
}

/** /my-kora/videos — the library: recordings and uploads, newest first, 8 a page, searchable (`?query=&page=`). */
export function LibraryPage() {
  const t = useT(videosMessages);
  usePageTitle(t.t("library.title"));
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const state = readLibraryState(params);
  const [typed, setTyped] = useState(state.query);
  const uploading = params.get("upload") === "1";
  const videos = useQuery(videoListQuery(state));

  // The box follows the address (back and forward), and the address follows the box after a pause.
  useEffect(() => setTyped(state.query), [state.query]);
  useEffect(() => {
    if (typed.trim() === state.query) return;
    const timer = setTimeout(() => setParams(libraryParams({ page: 1, query: typed }), { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, state.query, setParams]);

  const setUploading = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set("upload", "1");
    else next.delete("upload");
    setParams(next, { replace: !open });
  };
  const hrefFor = (page: number) => `?${libraryParams({ ...state, page })}`;
  if (!me) return null;
  const timeZone = me.timezone ?? DEFAULT_TIMEZONE;
  const data = videos.data;

  return (
    <PageLayout width="full">
      <PageHead
        title={t.t("library.title")}
        actions={<LibraryActions roomLink={me.instantMeetingLink} onUpload={() => setUploading(true)} />}
      >
        {t.t("library.intro")}
      </PageHead>
      {(data?.meta.total ?? 0) > 0 || state.query ? (
        <div className={styles.search}>
          <Icon name="search" size={18} />
          <input
            type="search"
            aria-label={t.t("library.search")}
            placeholder={t.t("library.search")}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      ) : null}
      {videos.isPending ? (
        <p className={styles.muted}>{t.t("library.loading")}</p>
      ) : videos.isError || !data ? (
        <LoadFailed message={t.t("library.loadFailed")} className={styles.muted} onRetry={() => void videos.refetch()} />
      ) : data.data.length === 0 ? (
        state.query ? (
          <p className={styles.muted}>{t.t("library.noMatch", { query: state.query })}</p>
        ) : (
          <EmptyState
            icon="video"
            title={t.t("library.empty")}
            actions={<LibraryActions roomLink={me.instantMeetingLink} onUpload={() => setUploading(true)} />}
          >
            {t.t("library.emptyDetail")}
          </EmptyState>
        )
      ) : (
        <>
          <ul className={styles.grid} aria-label={t.t("library.list")}>
            {data.data.map((video) => (
              <VideoCard key={video.id} video={video} timeZone={timeZone} />
            ))}
          </ul>
          <Pager
            label={t.t("library.pages")}
            page={state.page}
            pages={pageCount(data.meta.total, VIDEO_PAGE_SIZE)}
            hrefFor={hrefFor}
            previous={t.t("library.previous")}
            next={t.t("library.next")}
          />
        </>
      )}
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
    </PageLayout>
  );
}
