import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams, useSearchParams } from "react-router-dom";
import type { GroupVideo, GroupView } from "@kora/shared/contracts/groups.ts";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { isApiError } from "../../lib/api-client.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { formatDuration, formatVideoDate, LIBRARY_PATH, VideoPlayer } from "../videos/videos.api.ts";
import { mayManage } from "./group-access.ts";
import { GroupLogo } from "./group-logo.tsx";
import { GroupNotFound } from "./group-not-found.tsx";
import { groupPaths, pageFrom } from "./group-paths.ts";
import { groupVideoQuery, groupVideosQuery } from "./groups.client.ts";
import { useGroupView } from "./use-group.ts";
import styles from "./videos.module.css";
import { Pager } from "../../ui/pager.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";

/** Verified members and admins watch the group's recordings (the API's rule). */
const mayWatch = (group: GroupView) => group.membership?.status === "Verified" || Boolean(group.membership?.isAdmin);

function Tile({ group, video }: { group: GroupView; video: GroupVideo }) {
  return (
    <li>
      <Link to={groupPaths.video(group.slug, video.id)} className={styles.tileLink}>
        <span className={styles.poster}>
          <img src={video.posterUrl} alt="" loading="lazy" />
          {video.durationSeconds !== null && <span className={styles.duration}>{formatDuration(video.durationSeconds)}</span>}
        </span>
        <strong>{video.title}</strong>
        <small>
          Shared by {video.sharedBy} · {formatVideoDate(video.sharedAt)}
        </small>
      </Link>
    </li>
  );
}

function VideoList({ group }: { group: GroupView }) {
  const [params] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const videos = useQuery(groupVideosQuery(group.slug, page));
  if (videos.isPending) return <PageLoader label="Loading the group's videos" />;
  if (videos.isError) return <LoadFailed what="group's videos" onRetry={() => void videos.refetch()} />;
  const { data, meta } = videos.data;
  if (meta.total === 0)
    return (
      <EmptyState
        icon="video"
        title="No videos yet"
        actions={
          <ButtonLink variant="outline" to={LIBRARY_PATH}>
            Go to my library
          </ButtonLink>
        }
      >
        When members share a recording of a session with {group.name}, it shows here. To share one of yours, open it in your library and
        choose the group under Share.
      </EmptyState>
    );
  return (
    <>
      <ul className={styles.grid} aria-label={`${group.name} videos`}>
        {data.map((video) => (
          <Tile key={video.id} group={group} video={video} />
        ))}
      </ul>
      <Pager
        label="Pages"
        page={page}
        pages={meta.pages}
        hrefFor={(target) => groupPaths.videos(group.slug, target)}
        status={`Page ${Math.min(page, meta.pages)} of ${meta.pages}`}
      />
    </>
  );
}

function OneVideo({ group, id }: { group: GroupView; id: string }) {
  const video = useQuery(groupVideoQuery(group.slug, id));
  usePageTitle(video.data?.title ?? "Group video");
  if (video.isPending) return <PageLoader label="Loading the video" />;
  if (video.isError) {
    if (isApiError(video.error) && video.error.status === 404)
      return (
        <EmptyState
          icon="search"
          title={`This video isn't shared with ${group.name}`}
          actions={<ButtonLink to={groupPaths.videos(group.slug)}>All the group's videos</ButtonLink>}
        >
          It may have been unshared or deleted.
        </EmptyState>
      );
    return <LoadFailed what="video" onRetry={() => void video.refetch()} />;
  }
  const { data } = video;
  return (
    <article className={styles.watch}>
      <VideoPlayer src={data.media.videoUrl} poster={data.media.posterUrl} title={data.title} />
      <h1>{data.title}</h1>
      <p className={styles.meta}>
        Shared by {data.sharedBy} · {formatVideoDate(data.sharedAt)}
        {data.durationSeconds !== null && ` · ${formatDuration(data.durationSeconds)}`}
      </p>
    </article>
  );
}

/** /g/{slug}/videos and /g/{slug}/videos/{id}: the recordings the group's members shared (core §2; 8 a page). */
export function GroupVideosPage() {
  const { slug = "", id } = useParams();
  const { pathname, search } = useLocation();
  const { me, mePending, group, missing } = useGroupView(slug);
  usePageTitle(group.data ? `${group.data.name} videos` : "Group videos");
  if (mePending) return <PageLoader />;
  if (missing) return <GroupNotFound />;
  if (group.isError) return <LoadFailed what="group" onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader label="Loading the group" />;
  const view = group.data;
  const allowed = me !== null && (mayWatch(view) || mayManage(view));
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <header className={styles.head}>
          <Link to={groupPaths.home(view.slug)} className={styles.group}>
            <GroupLogo url={view.logoUrl} name={view.name} size={40} />
            <span>{view.name}</span>
          </Link>
          {id ? (
            <Link to={groupPaths.videos(view.slug)} className={styles.back}>
              ← All the group's videos
            </Link>
          ) : (
            <h1>Videos</h1>
          )}
        </header>
        {!me ? (
          <EmptyState
            icon="lock"
            title="Log in to watch"
            actions={<ButtonLink to={`${LOGIN_PATH}&redirectTo=${encodeURIComponent(pathname + search)}`}>Log in</ButtonLink>}
          >
            The group's videos are for its members.
          </EmptyState>
        ) : !allowed ? (
          <EmptyState
            icon="lock"
            title="For verified members"
            actions={<ButtonLink to={groupPaths.home(view.slug)}>Go to {view.name}</ButtonLink>}
          >
            Only the group's verified members can watch the videos shared with {view.name}.
          </EmptyState>
        ) : id ? (
          <OneVideo group={view} id={id} />
        ) : (
          <VideoList group={view} />
        )}
      </div>
    </div>
  );
}
