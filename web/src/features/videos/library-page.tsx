import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { VIDEO_PAGE_SIZE } from "@kora/shared/contracts/videos.ts";
import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
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
  return (
    <div className={styles.actions}>
      <ButtonAnchor href={roomLink}>
        <Icon name="record" size={18} /> Record a video
      </ButtonAnchor>
      <Button variant="outline" onClick={onUpload}>
        <Icon name="upload" size={18} /> Upload a video
      </Button>
    </div>
  );
}

/** /my-kora/videos — the library: recordings and uploads, newest first, 8 a page, searchable (`?query=&page=`). */
export function LibraryPage() {
  usePageTitle("Library");
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
      <PageHead title="Library" actions={<LibraryActions roomLink={me.instantMeetingLink} onUpload={() => setUploading(true)} />}>
        Recordings of your calls and the videos you upload. Share each one privately or by link.
      </PageHead>
      {(data?.meta.total ?? 0) > 0 || state.query ? (
        <div className={styles.search}>
          <Icon name="search" size={18} />
          <input
            type="search"
            aria-label="Search by title or participant"
            placeholder="Search by title or participant"
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      ) : null}
      {videos.isPending ? (
        <p className={styles.muted}>Loading your videos…</p>
      ) : videos.isError || !data ? (
        <LoadFailed what="videos" className={styles.muted} onRetry={() => void videos.refetch()} />
      ) : data.data.length === 0 ? (
        state.query ? (
          <p className={styles.muted}>No videos match “{state.query}”.</p>
        ) : (
          <EmptyState
            icon="video"
            title="No videos yet"
            actions={<LibraryActions roomLink={me.instantMeetingLink} onUpload={() => setUploading(true)} />}
          >
            Record a call in your meeting room (on your own is fine) or upload a video you already have.
          </EmptyState>
        )
      ) : (
        <>
          <ul className={styles.grid} aria-label="Your videos">
            {data.data.map((video) => (
              <VideoCard key={video.id} video={video} timeZone={timeZone} />
            ))}
          </ul>
          <Pager
            label="Library pages"
            page={state.page}
            pages={pageCount(data.meta.total, VIDEO_PAGE_SIZE)}
            hrefFor={hrefFor}
            previous="Previous"
            next="Next"
          />
        </>
      )}
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
    </PageLayout>
  );
}
