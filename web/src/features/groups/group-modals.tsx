import { appPath } from "@kora/shared/brand.ts";
import type { GroupView } from "@kora/shared/contracts/groups.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import { useT } from "../../lib/i18n/use-t.ts";
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
  const t = useT(groupsMessages);
  const to = kind === "apply" ? groupPaths.apply(group.slug) : groupPaths.join(group.slug);
  const login = kind === "apply" ? groupAuthPath("login", group.slug, to) : `${groupPaths.join(group.slug)}?step=login`;
  return (
    <Modal open={open} title={t.t("join.named", { name: group.name })} onEscape={onClose}>
      <div className={styles.modalBody}>
        <GroupLogo url={group.logoUrl} name={group.name} size={64} />
        <p>
          {group.landing.title || t.t("joinNow.onKora", { name: group.name })} {t.t("joinNow.text")}
        </p>
        {kind === "apply" && <p className={styles.muted}>{t.t("joinNow.applyNote")}</p>}
      </div>
      <div className={dialog.actions}>
        <Button variant="outline" onClick={onClose}>
          {t.t("joinNow.notNow")}
        </Button>
        {!signedIn && (
          <ButtonLink to={login} variant="ghost">
            {t.t("joinNow.haveAccount")}
          </ButtonLink>
        )}
        <ButtonLink to={to}>{kind === "apply" ? t.t("applyToJoin") : t.t("joinNow")}</ButtonLink>
      </div>
    </Modal>
  );
}

/** The complete-registration modal (`see-complete-registration-modal`): an unverified member learns what is missing. */
export function CompleteRegistrationModal({ group, open, onClose }: { group: GroupView; open: boolean; onClose: () => void }) {
  const t = useT(groupsMessages);
  return (
    <Modal open={open} title={t.t("registration.title")} onEscape={onClose}>
      <div className={styles.modalBody}>
        <GroupLogo url={group.logoUrl} name={group.name} size={64} />
        <p>{t.t("registration.text", { name: group.name })}</p>
        <p className={styles.muted}>{t.t("registration.details")}</p>
      </div>
      <div className={dialog.actions}>
        <Button variant="outline" onClick={onClose}>
          {t.t("registration.later")}
        </Button>
        <ButtonLink to={appPath("my-details")}>{t.t("registration.completeDetails")}</ButtonLink>
      </div>
    </Modal>
  );
}
