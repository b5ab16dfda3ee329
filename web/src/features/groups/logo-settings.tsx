import { useRef, useState, type ChangeEvent } from "react";
import { GROUP_API_MESSAGES, GROUP_LOGO_ACCEPT, GROUP_LOGO_MAX_BYTES, type GroupView } from "@kora/shared/contracts/groups.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Icon } from "../../ui/icon.tsx";
import { GroupLogo } from "./group-logo.tsx";
import { removeLogo, uploadLogo, type LogoKind } from "./groups.client.ts";
import { SettingsSection } from "./settings-bits.tsx";
import styles from "./settings.module.css";

const MAX_MB = GROUP_LOGO_MAX_BYTES / 1024 / 1024;
const LABEL: Record<LogoKind, string> = { primary: "Logo", secondary: "Second logo" };

/** One logo: its picture, Upload (or Change) and Remove; each saves at once. */
function LogoSlot({ group, kind }: { group: GroupView; kind: LogoKind }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<"upload" | "remove" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const url = kind === "primary" ? group.logoUrl : group.secondaryLogoUrl;
  const label = LABEL[kind];

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > GROUP_LOGO_MAX_BYTES) {
      setError(GROUP_API_MESSAGES.logoTooBig);
      return;
    }
    setError(null);
    setBusy("upload");
    try {
      await uploadLogo(group.id, kind, file);
      toast.success(`${label} saved.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setBusy("remove");
    setError(null);
    try {
      await removeLogo(group.id, kind);
      toast.success(`${label} removed.`);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : "The logo could not be removed. Please try again.");
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.logoSlot}>
      {url ? <GroupLogo url={url} name={group.name} size={88} /> : <span className={styles.logoEmpty}>No {label.toLowerCase()}</span>}
      <div className={styles.logoBody}>
        <h3>{label}</h3>
        <input
          ref={input}
          type="file"
          accept={GROUP_LOGO_ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
          data-testid={`logo-${kind}`}
        />
        <div className={styles.logoActions}>
          <Button variant="secondary" size="small" busy={busy === "upload"} disabled={busy !== null} onClick={() => input.current?.click()}>
            <Icon name="upload" size={16} /> {url ? "Change" : "Upload"}
          </Button>
          {url && (
            <Button variant="ghost" size="small" busy={busy === "remove"} disabled={busy !== null} onClick={() => setConfirming(true)}>
              Remove
            </Button>
          )}
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Remove the ${label.toLowerCase()}?`}
        message={kind === "primary" ? "The group's initials show instead." : "Only the main logo will show."}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** The group's two logos (core §3 logoUrl, secondaryLogoUrl). */
export function LogoSettings({ group }: { group: GroupView }) {
  return (
    <SettingsSection title="Logos" description={`JPG, PNG or GIF up to ${MAX_MB} MB. Logos save as soon as you choose them.`}>
      <div className={styles.logos}>
        <LogoSlot group={group} kind="primary" />
        <LogoSlot group={group} kind="secondary" />
      </div>
    </SettingsSection>
  );
}
