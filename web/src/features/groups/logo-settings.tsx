import { GROUP_API_MESSAGES, GROUP_LOGO_ACCEPT, GROUP_LOGO_MAX_BYTES, type GroupView } from "@kora/shared/contracts/groups.ts";
import { isApiError } from "../../lib/api-client.ts";
import { GroupLogo } from "./group-logo.tsx";
import { removeLogo, uploadLogo, type LogoKind } from "./groups.client.ts";
import { SettingsSection } from "./settings-bits.tsx";
import styles from "./settings.module.css";
import { LogoSlot } from "../../ui/logo-slot.tsx";

const MAX_MB = GROUP_LOGO_MAX_BYTES / 1024 / 1024;
const LABEL: Record<LogoKind, string> = { primary: "Logo", secondary: "Second logo" };

/** One logo: its picture, Upload (or Change) and Remove; each saves at once. */
function GroupLogoSlot({ group, kind }: { group: GroupView; kind: LogoKind }) {
  const url = kind === "primary" ? group.logoUrl : group.secondaryLogoUrl;
  const label = LABEL[kind];
  return (
    <LogoSlot
      title={label}
      picture={url ? <GroupLogo url={url} name={group.name} size={96} /> : null}
      emptyText={`No ${label.toLowerCase()}`}
      uploadText={{ change: "Change", upload: "Upload" }}
      accept={GROUP_LOGO_ACCEPT}
      maxBytes={GROUP_LOGO_MAX_BYTES}
      tooBig={GROUP_API_MESSAGES.logoTooBig}
      inputTestId={`logo-${kind}`}
      upload={(file) => uploadLogo(group.id, kind, file)}
      remove={() => removeLogo(group.id, kind)}
      saved={`${label} saved.`}
      removed={`${label} removed.`}
      failed={(failure, action) =>
        action === "upload"
          ? failure instanceof Error
            ? failure.message
            : String(failure)
          : isApiError(failure)
            ? failure.message
            : "The logo could not be removed. Please try again."
      }
      confirm={{
        title: `Remove the ${label.toLowerCase()}?`,
        message: kind === "primary" ? "The group's initials show instead." : "Only the main logo will show.",
      }}
    />
  );
}

/** The group's two logos (core §3 logoUrl, secondaryLogoUrl). */
export function LogoSettings({ group }: { group: GroupView }) {
  return (
    <SettingsSection title="Logos" description={`JPG, PNG or GIF up to ${MAX_MB} MB. Logos save as soon as you choose them.`}>
      <div className={styles.logos}>
        <GroupLogoSlot group={group} kind="primary" />
        <GroupLogoSlot group={group} kind="secondary" />
      </div>
    </SettingsSection>
  );
}
