import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { MyGroup } from "@kora/shared/contracts/groups.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { useMe } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageHead } from "../../ui/page-head.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { CreateGroupDialog } from "./create-group-dialog.tsx";
import { GroupLogo } from "./group-logo.tsx";
import { groupPaths } from "./group-paths.ts";
import { leaveGroup, myGroupsQuery } from "./groups.client.ts";
import styles from "./my-groups.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageLayout } from "../../ui/page-layout.tsx";

const STATUS_CLASS = { Verified: styles.verified, "Awaiting Verification": styles.awaiting, UnVerified: styles.unverified } as const;
const STATUS_KEY = { Verified: "status.verified", "Awaiting Verification": "status.awaiting", UnVerified: "status.unverified" } as const;

function GroupRow({ group, onLeave }: { group: MyGroup; onLeave: (group: MyGroup) => void }) {
  const { membership } = group;
  const t = useT(groupsMessages);
  return (
    <li className={styles.row}>
      <Link to={groupPaths.home(group.slug)} className={styles.identity}>
        <GroupLogo url={group.logoUrl} name={group.name} size={52} />
        <span className={styles.name}>{group.name}</span>
      </Link>
      <div className={styles.labels}>
        <span className={`${styles.pill} ${STATUS_CLASS[membership.status]}`}>{t.t(STATUS_KEY[membership.status])}</span>
        {membership.isAdmin && <span className={`${styles.pill} ${styles.admin}`}>{t.t("myGroups.admin")}</span>}
        {group.contentOnly && <span className={styles.pill}>{t.t("myGroups.contentOnly")}</span>}
      </div>
      <div className={styles.links}>
        <ButtonLink size="small" variant="outline" to={groupPaths.home(group.slug)}>
          {t.t("myGroups.home")}
        </ButtonLink>
        {membership.isAdmin && (
          <>
            <ButtonLink size="small" variant="outline" to={groupPaths.console}>
              {t.t("myGroups.console")}
            </ButtonLink>
            <ButtonLink size="small" variant="outline" to={groupPaths.settings(group.slug)}>
              {t.t("myGroups.settings")}
            </ButtonLink>
          </>
        )}
        <Button size="small" variant="ghost" onClick={() => onLeave(group)}>
          {t.t("myGroups.leave")}
        </Button>
      </div>
    </li>
  );
}

function GroupList({ me }: { me: Me }) {
  const groups = useQuery(myGroupsQuery);
  const t = useT(groupsMessages);
  const [leaving, setLeaving] = useState<MyGroup | null>(null);
  const [creating, setCreating] = useState(false);

  const leave = async () => {
    const group = leaving;
    setLeaving(null);
    if (!group) return;
    try {
      await leaveGroup(group.id, me.id);
      toast.success(t.t("myGroups.left", { name: group.name }));
    } catch (error) {
      // The last admin is refused ("A group needs at least one admin."): say so.
      toast.error(isApiError(error) ? error.message : t.t("serverError"));
    }
  };

  return (
    <>
      {me.isStaff && (
        <div className={styles.staff}>
          <Button onClick={() => setCreating(true)}>{t.t("myGroups.create")}</Button>
          <CreateGroupDialog open={creating} onClose={() => setCreating(false)} />
        </div>
      )}
      {groups.isPending ? (
        <PageLoader label={t.t("myGroups.loading")} />
      ) : groups.isError ? (
        <LoadFailed message={t.t("myGroups.failed")} onRetry={() => void groups.refetch()} />
      ) : groups.data.length === 0 ? (
        <EmptyState
          icon="user"
          title={t.t("myGroups.emptyTitle")}
          actions={
            <ButtonLink variant="outline" to="/use-cases">
              {t.t("myGroups.howGroups")}
            </ButtonLink>
          }
        >
          {t.t("myGroups.emptyText")}
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t.t("myGroups")}>
          {groups.data.map((group) => (
            <GroupRow key={group.id} group={group} onLeave={setLeaving} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? t.t("myGroups.leaveTitle", { name: leaving.name }) : t.t("myGroups.leaveTitleUnnamed")}
        message={t.t("myGroups.leaveText")}
        confirmLabel={t.t("myGroups.leave")}
        cancelLabel={t.t("myGroups.stay")}
        tone="danger"
        onConfirm={() => void leave()}
        onCancel={() => setLeaving(null)}
      />
    </>
  );
}

/** /my-kora/my-details/my-groups (dashboard layout). */
export function MyGroupsDashboardPage() {
  const { data: me } = useMe();
  const t = useT(groupsMessages);
  usePageTitle(t.t("myGroups"));
  if (!me) return null;
  return (
    <PageLayout width="medium" className={styles.page}>
      <PageHead title={t.t("myGroups")}>{t.t("myGroups.intro")}</PageHead>
      <GroupList me={me} />
    </PageLayout>
  );
}

/** /g (landing layout): the same list; guests are asked to log in. */
export function MyGroupsPage() {
  const { data: me, isPending } = useMe();
  const t = useT(groupsMessages);
  usePageTitle(t.t("myGroups"));
  if (isPending) return <PageLoader />;
  return (
    <div className={styles.landing}>
      <PageLayout width="medium" className={styles.page}>
        <PageHead title={t.t("myGroups")}>{t.t("myGroups.intro")}</PageHead>
        {me && !me.isPlaceholder ? (
          <GroupList me={me} />
        ) : (
          <EmptyState
            icon="lock"
            title={t.t("myGroups.logInTitle")}
            actions={<ButtonLink to={`${LOGIN_PATH}&redirectTo=${encodeURIComponent(groupPaths.index)}`}>{t.t("logIn")}</ButtonLink>}
          >
            {t.t("myGroups.logInText")}
          </EmptyState>
        )}
      </PageLayout>
    </div>
  );
}
