import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams, useSearchParams } from "react-router-dom";
import type { GroupVideo, GroupView } from "@kora/shared/contracts/groups.ts";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
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
  const t = useT(groupsMessages);
  const locale = useLocale();
  return (
    <li>
      <Link to={groupPaths.video(group.slug, video.id)} className={styles.tileLink}>
        <span className={styles.poster}>
          <img src={video.posterUrl} alt="" loading="lazy" />
          {video.durationSeconds !== null && <span className={styles.duration}>{formatDuration(video.durationSeconds)}</span>}
        </span>
        <strong>{video.title}</strong>
        <small>{t.t("videos.sharedBy", { name: video.sharedBy, date: formatVideoDate(video.sharedAt, undefined, locale) })}</small>
      </Link>
    </li>
  );
}

function VideoList({ group }: { group: GroupView }) {
  const [params] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const videos = useQuery(groupVideosQuery(group.slug, page));
  const t = useT(groupsMessages);
  if (videos.isPending) return <PageLoader label={t.t("videos.loading")} />;
  if (videos.isError) return <LoadFailed message={t.t("videos.failed")} onRetry={() => void videos.refetch()} />;
  const { data, meta } = videos.data;
  if (meta.total === 0)
    return (
      <EmptyState
        icon="video"
        title={t.t("videos.emptyTitle")}
        actions={
          <ButtonLink variant="outline" to={LIBRARY_PATH}>
            {t.t("videos.library")}
          </ButtonLink>
        }
      >
        {t.t("videos.emptyText", { name: group.name })}
      </EmptyState>
    );
  return (
    <>
      <ul className={styles.grid} aria-label={t.t("videos.named", { name: group.name })}>
        {data.map((video) => (
          <Tile key={video.id} group={group} video={video} />
        ))}
      </ul>
      <Pager
        label={t.t("videos.pages")}
        page={page}
        pages={meta.pages}
        hrefFor={(target) => groupPaths.videos(group.slug, target)}
        status={t.t("videos.pageStatus", { page: Math.min(page, meta.pages), pages: meta.pages })}
      />
    </>
  );
}

function OneVideo({ group, id }: { group: GroupView; id: string }) {
  const video = useQuery(groupVideoQuery(group.slug, id));
  const t = useT(groupsMessages);
  const locale = useLocale();
  usePageTitle(video.data?.title ?? t.t("video.pageTitle"));
  if (video.isPending) return <PageLoader label={t.t("video.loading")} />;
  if (video.isError) {
    if (isApiError(video.error) && video.error.status === 404)
      return (
        <EmptyState
          icon="search"
          title={t.t("video.notSharedTitle", { name: group.name })}
          actions={<ButtonLink to={groupPaths.videos(group.slug)}>{t.t("videos.all")}</ButtonLink>}
        >
          {t.t("video.notSharedText")}
        </EmptyState>
      );
    return <LoadFailed message={t.t("video.failed")} onRetry={() => void video.refetch()} />;
  }
  const { data } = video;
  return (
    <article className={styles.watch}>
      <VideoPlayer src={data.media.videoUrl} poster={data.media.posterUrl} title={data.title} />
      <h1>{data.title}</h1>
      <p className={styles.meta}>
        {t.t("videos.sharedBy", { name: data.sharedBy, date: formatVideoDate(data.sharedAt, undefined, locale) })}
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
  const t = useT(groupsMessages);
  usePageTitle(group.data ? t.t("videos.named", { name: group.data.name }) : t.t("actions.videos"));
  if (mePending) return <PageLoader />;
  if (missing) return <GroupNotFound />;
  if (group.isError) return <LoadFailed message={t.t("failed.group")} onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader label={t.t("loading.group")} />;
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
              {t.t("videos.back")}
            </Link>
          ) : (
            <h1>{t.t("videos.title")}</h1>
          )}
        </header>
        {!me ? (
          <EmptyState
            icon="lock"
            title={t.t("videos.logInTitle")}
            actions={<ButtonLink to={`${LOGIN_PATH}&redirectTo=${encodeURIComponent(pathname + search)}`}>{t.t("logIn")}</ButtonLink>}
          >
            {t.t("videos.logInText")}
          </EmptyState>
        ) : !allowed ? (
          <EmptyState
            icon="lock"
            title={t.t("videos.verifiedTitle")}
            actions={<ButtonLink to={groupPaths.home(view.slug)}>{t.t("goTo", { name: view.name })}</ButtonLink>}
          >
            {t.t("videos.verifiedText", { name: view.name })}
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
