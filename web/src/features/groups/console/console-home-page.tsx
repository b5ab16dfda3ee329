import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import type { ConsoleGroup, ConsoleOverview } from "@kora/shared/contracts/group-console.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
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
  const t = useT(groupsConsoleMessages);
  const members = consolePaths.groupMembers(group.slug);
  return (
    <>
      <div className={styles.tiles}>
        {group.sections.members && (
          <Tile
            label={t.t("tile.members")}
            value={group.memberCount}
            to={members}
            note={group.awaitingApproval ? t.t("tile.awaiting", { count: group.awaitingApproval }) : undefined}
          />
        )}
        <Tile label={t.t("tile.cardsToReview")} value={group.cardsAwaitingReview} to={review.link} />
        <Tile label={t.t("tile.videoHours")} value={stats.data?.totals.videoHours ?? "–"} />
        <Tile label={t.t("tile.bookings")} value={stats.data?.totals.bookings ?? "–"} />
      </div>
      <Panel className={styles.panel} aria-labelledby="stats-title">
        <h2 id="stats-title" className={styles.panelTitle}>
          {t.t("stats.title")}
        </h2>
        <p className={styles.muted}>{t.t("stats.note")}</p>
        {stats.isPending ? (
          <p className={styles.muted}>{t.t("stats.loading")}</p>
        ) : stats.isError ? (
          <LoadFailed message={t.t("stats.failed")} className={styles.muted} onRetry={() => void stats.refetch()} />
        ) : (
          <StatsChart stats={stats.data} />
        )}
      </Panel>
    </>
  );
}

function QuickLinks({ group }: { group: ConsoleGroup }) {
  const t = useT(groupsConsoleMessages);
  const links = [
    group.sections.members && {
      to: consolePaths.groupMembers(group.slug),
      label: t.t("links.members"),
      note: t.t("links.members.note"),
    },
    {
      to: `${consolePaths.resources}?group=${encodeURIComponent(group.slug)}`,
      label: t.t("links.resources"),
      note: t.t("links.resources.note"),
    },
    group.sections.inmail && {
      to: `${consolePaths.inmail}?group=${encodeURIComponent(group.slug)}`,
      label: "InMail",
      note: t.t("links.inmail.note"),
    },
    { to: `/g/${group.slug}`, label: t.t("links.groupPage"), note: t.t("links.groupPage.note") },
    { to: `/g/${group.slug}/settings`, label: t.t("links.settings"), note: t.t("links.settings.note") },
  ].filter((link): link is { to: string; label: string; note: string } => Boolean(link));
  return (
    <nav aria-label={t.t("links.label")} className={styles.quickLinks}>
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
  const t = useT(groupsConsoleMessages);
  usePageTitle(t.t("home.title"));
  const [params, setParams] = useSearchParams();
  const { overview, groups, chosen } = useConsoleGroup(params.get("group"));
  if (overview.isPending) return <p className={styles.muted}>{t.t("home.loading")}</p>;
  if (overview.isError)
    return <LoadFailed message={t.t("failed.console")} className={styles.muted} onRetry={() => void overview.refetch()} />;
  if (!chosen) return <NoConsole />;
  const review = overview.data.review;
  return (
    <PageLayout width="full">
      <PageHead
        title={t.t("home.title")}
        actions={<GroupPicker groups={groups} chosen={chosen} onChoose={(slug) => setParams({ group: slug })} />}
      >
        {t.t("home.intro")}
      </PageHead>
      {review.count > 0 && (
        <div className={styles.callout} role="status">
          <span>{t.t("home.review", { count: review.count })}</span>
          <Link to={review.link}>{t.t("home.reviewLink")}</Link>
        </div>
      )}
      <Figures group={chosen} review={review} />
      <QuickLinks group={chosen} />
    </PageLayout>
  );
}
