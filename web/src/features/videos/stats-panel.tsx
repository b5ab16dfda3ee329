import { useQuery } from "@tanstack/react-query";
import type { VideoDto } from "@kora/shared/contracts/videos.ts";
import { formatFileSize } from "@kora/shared/domain/videos/rules.ts";
import { videosMessages } from "@kora/shared/i18n/messages/videos.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { Panel } from "../../ui/surface.tsx";
import { formatViewedAt } from "./video-format.ts";
import { videoParticipantsQuery, videoStatsQuery } from "./videos.client.ts";
import styles from "./videos.module.css";
import { Cell, ResponsiveTable } from "../../ui/responsive-table.tsx";

/** The owner's downloads, by type, with the file's size: the API names the file. */
export function DownloadButtons({ video }: { video: VideoDto }) {
  const t = useT(videosMessages);
  const media = video.media;
  if (!media) return null;
  const base = `/api/v/${encodeURIComponent(video.slug)}/download`;
  return (
    <div className={styles.downloads}>
      <a className={buttonClass({ variant: "outline", size: "small" })} href={`${base}?type=video`} download>
        {t.t("download.video", { size: formatFileSize(media.videoBytes) })}
      </a>
      {media.audioUrl && media.audioBytes !== null && (
        <a className={buttonClass({ variant: "outline", size: "small" })} href={`${base}?type=audio`} download>
          {t.t("download.audio", { size: formatFileSize(media.audioBytes) })}
        </a>
      )}
    </div>
  );
}

/** Views with each viewer's first name and last visit in the owner's zone (owner only). */
export function StatsPanel({ video, timeZone }: { video: VideoDto; timeZone: string }) {
  const t = useT(videosMessages);
  const locale = useLocale();
  const stats = useQuery(videoStatsQuery(video.id));
  return (
    <Panel aria-labelledby="stats-title" className={styles.panel}>
      <h2 id="stats-title" className={styles.panelTitle}>
        {t.t("stats.title")}
      </h2>
      {stats.isPending ? (
        <p className={styles.muted}>{t.t("loading")}</p>
      ) : stats.isError ? (
        <LoadFailed message={t.t("stats.loadFailed")} className={styles.muted} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <p className={styles.totalViews}>
            {t.rich("stats.total", {
              count: stats.data.totalViews,
              strong: (chunks) => <strong key="count">{chunks}</strong>,
            })}
          </p>
          {stats.data.viewers.length > 0 && (
            <ResponsiveTable
              columns={[{ label: t.t("stats.viewer") }, { label: t.t("stats.views"), numeric: true }, { label: t.t("stats.lastViewed") }]}
            >
              {stats.data.viewers.map((viewer) => (
                <tr key={`${viewer.name}-${viewer.lastViewedAt}`}>
                  <Cell lead>{viewer.name}</Cell>
                  <Cell label={t.t("stats.views")} numeric>
                    {viewer.views}
                  </Cell>
                  <Cell label={t.t("stats.lastViewed")}>{formatViewedAt(viewer.lastViewedAt, timeZone, locale)}</Cell>
                </tr>
              ))}
            </ResponsiveTable>
          )}
        </>
      )}
    </Panel>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

/** The people in the video's session (core §7 booking_participants); none for a personal room or upload. */
export function ParticipantsPanel({ video }: { video: VideoDto }) {
  const t = useT(videosMessages);
  const people = useQuery({ ...videoParticipantsQuery(video.id), enabled: video.booking !== null });
  if (!video.booking) return null;
  return (
    <Panel aria-labelledby="people-title" className={styles.panel}>
      <h2 id="people-title" className={styles.panelTitle}>
        {t.t("people.title")}
      </h2>
      <p className={styles.muted}>{video.booking.title}</p>
      {people.isPending ? (
        <p className={styles.muted}>{t.t("loading")}</p>
      ) : people.isError ? (
        <LoadFailed message={t.t("people.loadFailed")} className={styles.muted} onRetry={() => void people.refetch()} />
      ) : (
        <ul className={styles.people}>
          {people.data.map((person) => (
            <li key={person.id}>
              <Avatar url={person.avatarUrl} initials={initialsOf(person.name)} size={32} />
              <span>{person.name}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
