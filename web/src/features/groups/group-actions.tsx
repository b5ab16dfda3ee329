import { useEffect, useState } from "react";
import type { GroupView } from "@kora/shared/contracts/groups.ts";
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
              {action.kind === "apply" ? "Apply to join" : `Join ${group.name}`}
            </Button>
          ) : (
            <ButtonLink size="large" to={action.kind === "apply" ? groupPaths.apply(group.slug) : groupPaths.join(group.slug)}>
              {action.kind === "apply" ? "Apply to join" : `Join ${group.name}`}
            </ButtonLink>
          )}
          {!signedIn && (
            <ButtonLink size="large" variant="outline" to={groupAuthPath("login", group.slug, groupPaths.home(group.slug))}>
              Member? Log in
            </ButtonLink>
          )}
          <JoinNowModal group={group} kind={action.kind} signedIn={signedIn} open={joinOpen} onClose={() => setJoinOpen(false)} />
        </>
      )}
      {action.kind === "complete-registration" && (
        <>
          <p className={styles.status}>
            <Icon name="user" size={18} /> You've joined: an admin will verify your membership.
          </p>
          {action.modal && (
            <Button variant="outline" onClick={() => setRegistrationOpen(true)}>
              Complete your registration
            </Button>
          )}
          <CompleteRegistrationModal group={group} open={registrationOpen} onClose={() => setRegistrationOpen(false)} />
        </>
      )}
      {action.kind === "awaiting" && (
        <p className={styles.status} role="status">
          <Icon name="lock" size={18} />
          {action.notice
            ? "Verification in progress: the group's admins are reviewing your application, usually within 48 hours."
            : "Your application has been received."}
        </p>
      )}
      {action.kind === "member" && !manage && (
        <p className={styles.status}>
          <Icon name="check" size={18} /> You're a member of {group.name}.
        </p>
      )}
      {verified && !group.contentOnly && (
        <ButtonLink variant={manage ? "outline" : "primary"} to={groupPaths.videos(group.slug)}>
          <Icon name="video" size={18} /> Group videos
        </ButtonLink>
      )}
      {group.membership?.isAdmin && (
        <ButtonLink to={groupPaths.console}>
          <Icon name="dashboard" size={18} /> Admin console
        </ButtonLink>
      )}
      {manage && (
        <ButtonLink variant="outline" to={groupPaths.settings(group.slug)}>
          <Icon name="edit" size={18} /> Group settings
        </ButtonLink>
      )}
    </div>
  );
}
