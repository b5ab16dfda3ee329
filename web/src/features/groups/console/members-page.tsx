import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, Navigate, useNavigate, useParams, useSearchParams } from "react-router-dom";
import type { ConsoleGroup } from "@kora/shared/contracts/group-console.ts";
import type { MemberFilters } from "@kora/shared/contracts/groups.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMe } from "../../../lib/session.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { PageHead } from "../../../ui/page-head.tsx";
import { membersQuery } from "./console.client.ts";
import { hasFilters, membersParams, readMembersState } from "./console-filters.ts";
import { consolePaths } from "./console-paths.ts";
import { GroupPicker } from "./group-picker.tsx";
import { MemberFilterBar } from "./member-filters.tsx";
import { MemberList } from "./member-list.tsx";
import { MemberPanel } from "./member-panel.tsx";
import { NoConsole } from "./no-console.tsx";
import { useConsoleGroup } from "./use-console-group.ts";
import styles from "./members.module.css";
import { Pager } from "../../../ui/pager.tsx";
import { PageLayout } from "../../../ui/page-layout.tsx";

/** /my-kora/console/members — the first group with members (content-only groups have none). */
export function MembersIndexPage() {
  const t = useT(groupsConsoleMessages);
  usePageTitle(t.t("members.title"));
  const { overview, chosen } = useConsoleGroup(null, true);
  if (overview.isPending) return <p className={styles.muted}>{t.t("loading")}</p>;
  if (overview.isError)
    return <LoadFailed message={t.t("failed.console")} className={styles.muted} onRetry={() => void overview.refetch()} />;
  if (!chosen) return <NoConsole what="members" />;
  return <Navigate replace to={consolePaths.groupMembers(chosen.slug)} />;
}

function Members({ group, groups, myId }: { group: ConsoleGroup; groups: ConsoleGroup[]; myId: string }) {
  const navigate = useNavigate();
  const t = useT(groupsConsoleMessages);
  const [params, setParams] = useSearchParams();
  const state = readMembersState(params);
  const members = useQuery(membersQuery(group.id, state.filters, state.page));
  const setFilters = useCallback(
    (filters: MemberFilters) => setParams(membersParams({ filters, page: 1, member: null }), { replace: true }),
    [setParams],
  );
  const hrefOf = (change: Partial<typeof state>) => `?${membersParams({ ...state, ...change })}`;
  const data = members.data;
  const pages = data?.meta.pages ?? 1;
  return (
    <PageLayout width="full">
      <PageHead
        title={t.t("members.title")}
        actions={<GroupPicker groups={groups} chosen={group} onChoose={(slug) => navigate(consolePaths.groupMembers(slug))} />}
      >
        {t.t("members.intro")}
      </PageHead>
      <div className={state.member ? `${styles.membersLayout} ${styles.withPanel}` : styles.membersLayout}>
        <div className={styles.membersMain}>
          <MemberFilterBar filters={state.filters} onChange={setFilters} />
          <div className={styles.resultsBar}>
            <p className={styles.count} aria-live="polite">
              {data ? t.t(hasFilters(state.filters) ? "members.countMatch" : "members.count", { count: data.meta.total }) : " "}
            </p>
            <div className={styles.resultsActions}>
              {hasFilters(state.filters) && (
                <Link to="?" className={styles.clear}>
                  {t.t("members.clear")}
                </Link>
              )}
              {group.sections.inmail && (
                <ButtonLink size="small" variant="outline" to={consolePaths.inmailTo(group.slug, state.filters)}>
                  {t.t("members.sendInMail")}
                </ButtonLink>
              )}
            </div>
          </div>
          {members.isPending ? (
            <p className={styles.muted}>{t.t("members.loading")}</p>
          ) : members.isError || !data ? (
            <LoadFailed message={t.t("members.failed")} className={styles.muted} onRetry={() => void members.refetch()} />
          ) : data.data.length === 0 ? (
            <p className={styles.muted}>{hasFilters(state.filters) ? t.t("members.noMatch") : t.t("members.none")}</p>
          ) : (
            <>
              <MemberList
                groupId={group.id}
                members={data.data}
                myId={myId}
                openId={state.member}
                openHref={(userId) => hrefOf({ member: userId })}
              />
              <Pager
                label={t.t("members.pages")}
                page={state.page}
                pages={pages}
                hrefFor={(target) => hrefOf({ page: target, member: null })}
                previous={t.t("members.previous")}
                next={t.t("members.next")}
              />
            </>
          )}
        </div>
        {state.member && (
          <MemberPanel key={state.member} group={group} userId={state.member} myId={myId} closeHref={hrefOf({ member: null })} />
        )}
      </div>
    </PageLayout>
  );
}

/** /my-kora/console/members/{groupSlug} — the members list with its five filters in the address, 10 a page. */
export function GroupMembersPage() {
  const t = useT(groupsConsoleMessages);
  usePageTitle(t.t("members.title"));
  const { groupSlug = "" } = useParams();
  const { data: me } = useMe();
  const { overview, groups, chosen, missing } = useConsoleGroup(groupSlug, true);
  if (overview.isPending || !me) return <p className={styles.muted}>{t.t("loading")}</p>;
  if (overview.isError)
    return <LoadFailed message={t.t("failed.console")} className={styles.muted} onRetry={() => void overview.refetch()} />;
  if (!chosen) return <NoConsole what="members" />;
  if (missing) return <Navigate replace to={consolePaths.groupMembers(chosen.slug)} />;
  return <Members group={chosen} groups={groups} myId={me.id} />;
}
