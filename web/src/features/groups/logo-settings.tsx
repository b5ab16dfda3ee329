import { GROUP_LOGO_ACCEPT, GROUP_LOGO_MAX_BYTES, type GroupView } from "@kora/shared/contracts/groups.ts";
import { groupsSettingsMessages } from "@kora/shared/i18n/messages/groups-settings.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { GroupLogo } from "./group-logo.tsx";
import { LOGO_UPLOAD_FAILED, removeLogo, uploadLogo, type LogoKind } from "./groups.client.ts";
import { SettingsSection } from "./settings-bits.tsx";
import styles from "./settings.module.css";
import { LogoSlot } from "../../ui/logo-slot.tsx";

const MAX_MB = GROUP_LOGO_MAX_BYTES / 1024 / 1024;

/** One logo: its picture, Upload (or Change) and Remove; each saves at once. */
function GroupLogoSlot({ group, kind }: { group: GroupView; kind: LogoKind }) {
  const t = useT(groupsSettingsMessages);
  const url = kind === "primary" ? group.logoUrl : group.secondaryLogoUrl;
  return (
    <LogoSlot
      title={t.t(`logo.${kind}`)}
      picture={url ? <GroupLogo url={url} name={group.name} size={96} /> : null}
      emptyText={t.t(`logo.${kind}.empty`)}
      uploadText={{ change: t.t("logo.change"), upload: t.t("logo.upload") }}
      accept={GROUP_LOGO_ACCEPT}
      maxBytes={GROUP_LOGO_MAX_BYTES}
      tooBig={t.t("logo.tooBig")}
      inputTestId={`logo-${kind}`}
      upload={(file) => uploadLogo(group.id, kind, file)}
      remove={() => removeLogo(group.id, kind)}
      saved={t.t(`logo.${kind}.saved`)}
      removed={t.t(`logo.${kind}.removed`)}
      failed={(failure, action) =>
        action === "upload"
          ? failure instanceof Error
            ? failure.message === LOGO_UPLOAD_FAILED
              ? t.t("logo.uploadFailed")
              : failure.message
            : String(failure)
          : isApiError(failure)
            ? failure.message
            : t.t("logo.removeFailed")
      }
      confirm={{ title: t.t(`logo.${kind}.confirm`), message: t.t(`logo.${kind}.confirmText`) }}
    />
  );
}

/** The group's two logos (core §3 logoUrl, secondaryLogoUrl). */
export function LogoSettings({ group }: { group: GroupView }) {
  const t = useT(groupsSettingsMessages);
  return (
    <SettingsSection section="logos" description={t.t("logos.description", { mb: MAX_MB })}>
      <div className={styles.logos}>
        <GroupLogoSlot group={group} kind="primary" />
        <GroupLogoSlot group={group} kind="secondary" />
      </div>
    </SettingsSection>
  );
}
