import { useQuery } from "@tanstack/react-query";
import type { VideoDto } from "@kora/shared/contracts/videos.ts";
import { formatFileSize } from "@kora/shared/domain/videos/rules.ts";
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
  const media = video.media;
  if (!media) return null;
  const base = `/api/v/${encodeURIComponent(video.slug)}/download`;
  return (
    <div className={styles.downloads}>
      <a className={buttonClass({ variant: "outline", size: "small" })} href={`${base}?type=video`} download>
        Download video (MP4, {formatFileSize(media.videoBytes)})
      </a>
      {media.audioUrl && media.audioBytes !== null && (
        <a className={buttonClass({ variant: "outline", size: "small" })} href={`${base}?type=audio`} download>
          Download audio (M4A, {formatFileSize(media.audioBytes)})
        </a>
      )}
    </div>
  );
}

/** Views with each viewer's first name and last visit in the owner's zone (owner only). */
export function StatsPanel({ video, timeZone }: { video: VideoDto; timeZone: string }) {
  const stats = useQuery(videoStatsQuery(video.id));
  return (
    <Panel aria-labelledby="stats-title" className={styles.panel}>
      <h2 id="stats-title" className={styles.panelTitle}>
        Views
      </h2>
      {stats.isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : stats.isError ? (
        <LoadFailed what="views" className={styles.muted} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <p className={styles.totalViews}>
            <strong>{stats.data.totalViews}</strong> {stats.data.totalViews === 1 ? "view" : "views"}
          </p>
          {stats.data.viewers.length > 0 && (
            <ResponsiveTable columns={[{ label: "Viewer" }, { label: "Views", numeric: true }, { label: "Last viewed" }]}>
              {stats.data.viewers.map((viewer) => (
                <tr key={`${viewer.name}-${viewer.lastViewedAt}`}>
                  <Cell lead>{viewer.name}</Cell>
                  <Cell label="Views" numeric>
                    {viewer.views}
                  </Cell>
                  <Cell label="Last viewed">{formatViewedAt(viewer.lastViewedAt, timeZone)}</Cell>
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
  const people = useQuery({ ...videoParticipantsQuery(video.id), enabled: video.booking !== null });
  if (!video.booking) return null;
  return (
    <Panel aria-labelledby="people-title" className={styles.panel}>
      <h2 id="people-title" className={styles.panelTitle}>
        In this session
      </h2>
      <p className={styles.muted}>{video.booking.title}</p>
      {people.isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : people.isError ? (
        <LoadFailed what="participants" className={styles.muted} onRetry={() => void people.refetch()} />
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
