import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import type { ConsoleGroup } from "@kora/shared/contracts/group-console.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMe } from "../../../lib/session.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ButtonAnchor, ButtonLink } from "../../../ui/button.tsx";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { PageHead } from "../../../ui/page-head.tsx";
import { Panel } from "../../../ui/surface.tsx";
import { reviewQueueQuery } from "../../cards/cards.api.ts";
import { groupQuery } from "../groups.client.ts";
import { GroupPicker } from "./group-picker.tsx";
import { NoConsole } from "./no-console.tsx";
import { useConsoleGroup } from "./use-console-group.ts";
import styles from "./console.module.css";
import { PageLayout } from "../../../ui/page-layout.tsx";

function Resources({ group }: { group: ConsoleGroup }) {
  const { data: me } = useMe();
  const view = useQuery(groupQuery(group.slug, me?.id ?? null));
  const t = useT(groupsConsoleMessages);
  if (view.isPending) return <p className={styles.muted}>{t.t("resources.loading")}</p>;
  if (view.isError) return <LoadFailed message={t.t("resources.failed")} className={styles.muted} onRetry={() => void view.refetch()} />;
  const resources = view.data.resources;
  if (resources.length === 0)
    return (
      <p className={styles.muted}>
        {t.rich("resources.empty", {
          link: (chunks) => (
            <Link key="settings" to={`/g/${group.slug}/settings`}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    );
  return (
    <ul className={styles.resources} aria-label={t.t("resources.list")}>
      {resources.map((resource) => (
        <li key={resource.key} className={styles.resource}>
          <h3>{resource.title}</h3>
          {resource.subtitle && <p className="small">{resource.subtitle}</p>}
          {resource.url ? (
            <ButtonAnchor size="small" variant="outline" href={resource.url} target="_blank" rel="noopener noreferrer">
              {resource.cta}
            </ButtonAnchor>
          ) : (
            <span className={styles.ctaText}>{resource.cta}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The group's cards waiting for review (the first group card of an advisor goes to its admin). */
function ReviewQueue({ group }: { group: ConsoleGroup }) {
  const queue = useQuery(reviewQueueQuery);
  const t = useT(groupsConsoleMessages);
  if (queue.isPending) return <p className={styles.muted}>{t.t("review.loading")}</p>;
  if (queue.isError) return <LoadFailed message={t.t("review.failed")} className={styles.muted} onRetry={() => void queue.refetch()} />;
  const cards = queue.data.filter((card) => card.group?.id === group.id);
  if (cards.length === 0) return <p className={styles.muted}>{t.t("review.empty")}</p>;
  return (
    <>
      <ul className={styles.reviewList}>
        {cards.map((card) => (
          <li key={card.id}>
            <strong>{card.title}</strong>
            <span className={styles.muted}>{card.user.fullName}</span>
          </li>
        ))}
      </ul>
      <ButtonLink size="small" to="/my-kora/kora-cards/review">
        {t.t("review.button", { count: cards.length })}
      </ButtonLink>
    </>
  );
}

/** /my-kora/console/resources — the group's resources and its cards waiting for the admin's review. */
export function ResourcesPage() {
  const t = useT(groupsConsoleMessages);
  usePageTitle(t.t("resources.title"));
  const [params, setParams] = useSearchParams();
  const { overview, groups, chosen } = useConsoleGroup(params.get("group"));
  if (overview.isPending) return <p className={styles.muted}>{t.t("loading")}</p>;
  if (overview.isError)
    return <LoadFailed message={t.t("failed.console")} className={styles.muted} onRetry={() => void overview.refetch()} />;
  if (!chosen) return <NoConsole />;
  return (
    <PageLayout width="full">
      <PageHead
        actions={<GroupPicker groups={groups} chosen={chosen} onChoose={(slug) => setParams({ group: slug })} />}
        title={t.t("resources.title")}
      >
        {t.t("resources.intro")}
      </PageHead>
      <Panel className={styles.panel} aria-labelledby="resources-title">
        <h2 id="resources-title" className={styles.panelTitle}>
          {t.t("resources.groupResources")}
        </h2>
        <Resources group={chosen} />
      </Panel>
      <Panel className={styles.panel} aria-labelledby="review-title">
        <h2 id="review-title" className={styles.panelTitle}>
          {t.t("review.title")}
        </h2>
        <ReviewQueue group={chosen} />
      </Panel>
    </PageLayout>
  );
}
