import { appPath } from "@kora/shared/brand.ts";
import type { GroupView } from "@kora/shared/contracts/groups.ts";
import { ButtonLink, Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import dialog from "../../ui/dialog.module.css";
import { GroupLogo } from "./group-logo.tsx";
import { groupAuthPath, groupPaths } from "./group-paths.ts";
import styles from "./groups.module.css";

/**
 * The join-now modal (core §6 `see-join-now-modal`): what membership gives and the way in — the apply
 * form or joining at once; people with an account log in first.
 */
export function JoinNowModal({
  group,
  kind,
  signedIn,
  open,
  onClose,
}: {
  group: GroupView;
  kind: "apply" | "join";
  signedIn: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const to = kind === "apply" ? groupPaths.apply(group.slug) : groupPaths.join(group.slug);
  const login = kind === "apply" ? groupAuthPath("login", group.slug, to) : `${groupPaths.join(group.slug)}?step=login`;
  return (
    <Modal open={open} title={`Join ${group.name}`} onEscape={onClose}>
      <div className={styles.modalBody}>
        <GroupLogo url={group.logoUrl} name={group.name} size={64} />
        <p>
          {group.landing.title || `${group.name} is on Kora.`} Members book one-to-one video sessions with the group's advisors, and can
          publish cards of their own for the group.
        </p>
        {kind === "apply" && <p className={styles.muted}>A few questions first: the group's admins review applications within 48 hours.</p>}
      </div>
      <div className={dialog.actions}>
        <Button variant="outline" onClick={onClose}>
          Not now
        </Button>
        {!signedIn && (
          <ButtonLink to={login} variant="ghost">
            I have an account
          </ButtonLink>
        )}
        <ButtonLink to={to}>{kind === "apply" ? "Apply to join" : "Join now"}</ButtonLink>
      </div>
    </Modal>
  );
}

/** The complete-registration modal (`see-complete-registration-modal`): an unverified member learns what is missing. */
export function CompleteRegistrationModal({ group, open, onClose }: { group: GroupView; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Complete your registration" onEscape={onClose}>
      <div className={styles.modalBody}>
        <GroupLogo url={group.logoUrl} name={group.name} size={64} />
        <p>
          You've joined {group.name}, but its admins haven't verified you yet. Once they do, you can see and book the group's advisors and
          publish cards for its members.
        </p>
        <p className={styles.muted}>
          Make sure your details are complete (your name, a photo and a verified email or mobile) so they know who you are.
        </p>
      </div>
      <div className={dialog.actions}>
        <Button variant="outline" onClick={onClose}>
          Later
        </Button>
        <ButtonLink to={appPath("my-details")}>Complete my details</ButtonLink>
      </div>
    </Modal>
  );
}
