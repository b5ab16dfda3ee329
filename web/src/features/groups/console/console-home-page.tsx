import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import type { ConsoleGroup, ConsoleOverview } from "@kora/shared/contracts/group-console.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { PageHead } from "../../../ui/page-head.tsx";
import { Panel } from "../../../ui/surface.tsx";
import { groupStatsQuery } from "./console.client.ts";
import { consolePaths } from "./console-paths.ts";
import { GroupPicker } from "./group-picker.tsx";
import { NoConsole } from "./no-console.tsx";
import { StatsChart } from "./stats-chart.tsx";
import { useConsoleGroup } from "./use-console-group.ts";
import styles from "./console.module.css";
import { PageLayout } from "../../../ui/page-layout.tsx";

function Tile({ label, value, to, note }: { label: string; value: number | string; to?: string; note?: string }) {
  const body = (
    <>
      <span className={styles.tileValue}>{value}</span>
      <span className={styles.tileLabel}>{label}</span>
      {note && <span className={styles.tileNote}>{note}</span>}
    </>
  );
  return to ? (
    <Link to={to} className={`${styles.tile} ${styles.tileLink}`}>
      {body}
    </Link>
  ) : (
    <div className={styles.tile}>{body}</div>
  );
}

function Figures({ group, review }: { group: ConsoleGroup; review: ConsoleOverview["review"] }) {
  const stats = useQuery(groupStatsQuery(group.id));
  const members = consolePaths.groupMembers(group.slug);
  return (
    <>
      <div className={styles.tiles}>
        {group.sections.members && (
          <Tile
            label="Members"
            value={group.memberCount}
            to={members}
            note={group.awaitingApproval ? `${group.awaitingApproval} awaiting approval` : undefined}
          />
        )}
        <Tile label="Cards to review" value={group.cardsAwaitingReview} to={review.link} />
        <Tile label="Video hours, 12 months" value={stats.data?.totals.videoHours ?? "–"} />
        <Tile label="Bookings, 12 months" value={stats.data?.totals.bookings ?? "–"} />
      </div>
      <Panel className={styles.panel} aria-labelledby="stats-title">
        <h2 id="stats-title" className={styles.panelTitle}>
          The last 12 months
        </h2>
        <p className={styles.muted}>Monthly totals only: the console never shows what was said, written or recorded in a session.</p>
        {stats.isPending ? (
          <p className={styles.muted}>Loading the figures…</p>
        ) : stats.isError ? (
          <LoadFailed what="figures" className={styles.muted} onRetry={() => void stats.refetch()} />
        ) : (
          <StatsChart stats={stats.data} />
        )}
      </Panel>
    </>
  );
}

function QuickLinks({ group }: { group: ConsoleGroup }) {
  const links = [
    group.sections.members && { to: consolePaths.groupMembers(group.slug), label: "Members", note: "Approve, filter and book for members" },
    {
      to: `${consolePaths.resources}?group=${encodeURIComponent(group.slug)}`,
      label: "Resources",
      note: "Guides and cards waiting for review",
    },
    group.sections.inmail && {
      to: `${consolePaths.inmail}?group=${encodeURIComponent(group.slug)}`,
      label: "InMail",
      note: "Write to all or some members",
    },
    { to: `/g/${group.slug}`, label: "Group page", note: "What members and visitors see" },
    { to: `/g/${group.slug}/settings`, label: "Group settings", note: "Landing page, apply form, permissions" },
  ].filter((link): link is { to: string; label: string; note: string } => Boolean(link));
  return (
    <nav aria-label="Console links" className={styles.quickLinks}>
      {links.map((link) => (
        <Link key={link.label} to={link.to} className={styles.quickLink}>
          <strong>{link.label}</strong>
          <span>{link.note}</span>
        </Link>
      ))}
    </nav>
  );
}

/** /my-kora/console — the groups I administer, their monthly figures, what waits for me and where to go. */
export function ConsoleHomePage() {
  usePageTitle("Admin console");
  const [params, setParams] = useSearchParams();
  const { overview, groups, chosen } = useConsoleGroup(params.get("group"));
  if (overview.isPending) return <p className={styles.muted}>Loading your console…</p>;
  if (overview.isError) return <LoadFailed what="console" className={styles.muted} onRetry={() => void overview.refetch()} />;
  if (!chosen) return <NoConsole />;
  const review = overview.data.review;
  return (
    <PageLayout width="full">
      <PageHead
        title="Admin console"
        actions={<GroupPicker groups={groups} chosen={chosen} onChoose={(slug) => setParams({ group: slug })} />}
      >
        Your group at a glance: who is waiting, what needs review and how the group is doing.
      </PageHead>
      {review.count > 0 && (
        <div className={styles.callout} role="status">
          <span>{review.count === 1 ? "1 group card is" : `${review.count} group cards are`} waiting for your review.</span>
          <Link to={review.link}>Review cards</Link>
        </div>
      )}
      <Figures group={chosen} review={review} />
      <QuickLinks group={chosen} />
    </PageLayout>
  );
}
