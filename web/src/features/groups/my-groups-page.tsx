import { useState } from "react";
import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { MyGroup } from "@kora/shared/contracts/groups.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { isApiError } from "../../lib/api-client.ts";
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

function GroupRow({ group, onLeave }: { group: MyGroup; onLeave: (group: MyGroup) => void }) {
  const { membership } = group;
  return (
    <li className={styles.row}>
      <Link to={groupPaths.home(group.slug)} className={styles.identity}>
        <GroupLogo url={group.logoUrl} name={group.name} size={52} />
        <span className={styles.name}>{group.name}</span>
      </Link>
      <div className={styles.labels}>
        <span className={`${styles.pill} ${STATUS_CLASS[membership.status]}`}>{membership.status}</span>
        {membership.isAdmin && <span className={`${styles.pill} ${styles.admin}`}>Admin</span>}
        {group.contentOnly && <span className={styles.pill}>Content only</span>}
      </div>
      <div className={styles.links}>
        <ButtonLink size="small" variant="outline" to={groupPaths.home(group.slug)}>
          Group home
        </ButtonLink>
        {membership.isAdmin && (
          <>
            <ButtonLink size="small" variant="outline" to={groupPaths.console}>
              Console
            </ButtonLink>
            <ButtonLink size="small" variant="outline" to={groupPaths.settings(group.slug)}>
              Settings
            </ButtonLink>
          </>
        )}
        <Button size="small" variant="ghost" onClick={() => onLeave(group)}>
          Leave group
        </Button>
      </div>
    </li>
  );
}

function GroupList({ me }: { me: Me }) {
  const groups = useQuery(myGroupsQuery);
  const [leaving, setLeaving] = useState<MyGroup | null>(null);
  const [creating, setCreating] = useState(false);

  const leave = async () => {
    const group = leaving;
    setLeaving(null);
    if (!group) return;
    try {
      await leaveGroup(group.id, me.id);
      toast.success(`You've left ${group.name}.`);
    } catch (error) {
      // The last admin is refused ("A group needs at least one admin."): say so.
      toast.error(isApiError(error) ? error.message : MESSAGES.server);
    }
  };

  return (
    <>
      {me.isStaff && (
        <div className={styles.staff}>
          <Button onClick={() => setCreating(true)}>Create a group</Button>
          <CreateGroupDialog open={creating} onClose={() => setCreating(false)} />
        </div>
      )}
      {groups.isPending ? (
        <PageLoader label="Loading your groups" />
      ) : groups.isError ? (
        <LoadFailed what="groups" onRetry={() => void groups.refetch()} />
      ) : groups.data.length === 0 ? (
        <EmptyState
          icon="user"
          title="You're not in a group yet"
          actions={
            <ButtonLink variant="outline" to="/use-cases">
              How groups use Kora
            </ButtonLink>
          }
        >
          Groups are communities and organisations on Kora: their members book time with each other. A group's page has a way to apply or
          join; you'll find your groups here once you're in.
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="My groups">
          {groups.data.map((group) => (
            <GroupRow key={group.id} group={group} onLeave={setLeaving} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={`Leave ${leaving?.name ?? "the group"}?`}
        message="You'll lose access to the group's advisors and cards. To come back you'll need to apply or join again."
        confirmLabel="Leave group"
        cancelLabel="Stay"
        tone="danger"
        onConfirm={() => void leave()}
        onCancel={() => setLeaving(null)}
      />
    </>
  );
}

const INTRO = "The groups you belong to, where you stand in each, and the way to their pages.";

/** /my-kora/my-details/my-groups (dashboard layout). */
export function MyGroupsDashboardPage() {
  const { data: me } = useMe();
  usePageTitle("My groups");
  if (!me) return null;
  return (
    <PageLayout width="medium" className={styles.page}>
      <PageHead title="My groups">{INTRO}</PageHead>
      <GroupList me={me} />
    </PageLayout>
  );
}

/** /g (landing layout): the same list; guests are asked to log in. */
export function MyGroupsPage() {
  const { data: me, isPending } = useMe();
  usePageTitle("My groups");
  if (isPending) return <PageLoader />;
  return (
    <div className={styles.landing}>
      <PageLayout width="medium" className={styles.page}>
        <PageHead title="My groups">{INTRO}</PageHead>
        {me && !me.isPlaceholder ? (
          <GroupList me={me} />
        ) : (
          <EmptyState
            icon="lock"
            title="Log in to see your groups"
            actions={<ButtonLink to={`${LOGIN_PATH}&redirectTo=${encodeURIComponent(groupPaths.index)}`}>Log in</ButtonLink>}
          >
            Your groups, and whether each has verified you, are on your account.
          </EmptyState>
        )}
      </PageLayout>
    </div>
  );
}
