import { useEffect, useState } from "react";
import type { GroupView } from "@kora/shared/contracts/groups.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { groupAction, mayManage } from "./group-access.ts";
import { CompleteRegistrationModal, JoinNowModal } from "./group-modals.tsx";
import { groupAuthPath, groupPaths } from "./group-paths.ts";
import styles from "./groups.module.css";

const seenKey = (slug: string) => `kora.group-registration-seen.${slug}`;

/** Shown once per tab: the complete-registration modal opens by itself on the first visit, then on request. */
function firstVisit(slug: string): boolean {
  try {
    if (sessionStorage.getItem(seenKey(slug))) return false;
    sessionStorage.setItem(seenKey(slug), "1");
    return true;
  } catch {
    return false;
  }
}

/** The call to action under the group's title, by the viewer's state (core §2, §6). */
export function GroupActions({ group, signedIn }: { group: GroupView; signedIn: boolean }) {
  const t = useT(groupsMessages);
  const action = groupAction(group);
  const [joinOpen, setJoinOpen] = useState(false);
  const [registrationOpen, setRegistrationOpen] = useState(false);
  const registrationModal = action.kind === "complete-registration" && action.modal;
  useEffect(() => {
    if (registrationModal && firstVisit(group.slug)) setRegistrationOpen(true);
  }, [registrationModal, group.slug]);
  const manage = mayManage(group);
  const verified = group.membership?.status === "Verified" || manage;

  return (
    <div className={styles.actions}>
      {(action.kind === "apply" || action.kind === "join") && (
        <>
          {action.modal ? (
            <Button size="large" onClick={() => setJoinOpen(true)}>
              {action.kind === "apply" ? t.t("applyToJoin") : t.t("join.named", { name: group.name })}
            </Button>
          ) : (
            <ButtonLink size="large" to={action.kind === "apply" ? groupPaths.apply(group.slug) : groupPaths.join(group.slug)}>
              {action.kind === "apply" ? t.t("applyToJoin") : t.t("join.named", { name: group.name })}
            </ButtonLink>
          )}
          {!signedIn && (
            <ButtonLink size="large" variant="outline" to={groupAuthPath("login", group.slug, groupPaths.home(group.slug))}>
              {t.t("actions.memberLogIn")}
            </ButtonLink>
          )}
          <JoinNowModal group={group} kind={action.kind} signedIn={signedIn} open={joinOpen} onClose={() => setJoinOpen(false)} />
        </>
      )}
      {action.kind === "complete-registration" && (
        <>
          <p className={styles.status}>
            <Icon name="user" size={18} /> {t.t("actions.joined")}
          </p>
          {action.modal && (
            <Button variant="outline" onClick={() => setRegistrationOpen(true)}>
              {t.t("registration.title")}
            </Button>
          )}
          <CompleteRegistrationModal group={group} open={registrationOpen} onClose={() => setRegistrationOpen(false)} />
        </>
      )}
      {action.kind === "awaiting" && (
        <p className={styles.status} role="status">
          <Icon name="lock" size={18} />
          {action.notice ? t.t("actions.verifying") : t.t("actions.received")}
        </p>
      )}
      {action.kind === "member" && !manage && (
        <p className={styles.status}>
          <Icon name="check" size={18} /> {t.t("actions.member", { name: group.name })}
        </p>
      )}
      {verified && !group.contentOnly && (
        <ButtonLink variant={manage ? "outline" : "primary"} to={groupPaths.videos(group.slug)}>
          <Icon name="video" size={18} /> {t.t("actions.videos")}
        </ButtonLink>
      )}
      {group.membership?.isAdmin && (
        <ButtonLink to={groupPaths.console}>
          <Icon name="dashboard" size={18} /> {t.t("actions.console")}
        </ButtonLink>
      )}
      {manage && (
        <ButtonLink variant="outline" to={groupPaths.settings(group.slug)}>
          <Icon name="edit" size={18} /> {t.t("actions.settings")}
        </ButtonLink>
      )}
    </div>
  );
}
