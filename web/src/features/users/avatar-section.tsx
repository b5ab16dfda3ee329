import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { Me } from "@kora/shared/contracts/users.ts";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_MIN_SIDE } from "@kora/shared/domain/users/avatar-rules.ts";
import { initials } from "@kora/shared/domain/users/display.ts";
import { formUpdatedToast } from "@kora/shared/messages.ts";
import { setSignedIn } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Panel } from "../../ui/surface.tsx";
import { AvatarUploadError, removeAvatar, uploadAvatar } from "./users.client.ts";
import { checkPictureFile } from "./avatar-checks.ts";
import styles from "./profile.module.css";

const MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

/**
 * The Photo section of My details: the current picture (initials without one), "Upload photo" with
 * the server's checks run first in the browser, upload progress, and Remove. The picture shown
 * everywhere else follows through the user query (setSignedIn).
 */
export function AvatarSection({ me }: { me: Me }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const uploading = useRef<AbortController | null>(null);
  useEffect(() => () => uploading.current?.abort(), []);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again (after fixing nothing) still fires a change next time.
    event.target.value = "";
    if (!file) return;
    setError(null);
    const problem = await checkPictureFile(file);
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    const controller = new AbortController();
    uploading.current = controller;
    setProgress(0);
    try {
      const updated = await uploadAvatar(file, setProgress, controller.signal);
      setSignedIn(updated);
      toast.success(formUpdatedToast("photo"));
    } catch (failure) {
      if (controller.signal.aborted) return;
      const message = failure instanceof AvatarUploadError ? failure.message : String(failure);
      setError(message);
      toast.error(message);
    } finally {
      if (uploading.current === controller) uploading.current = null;
      setProgress(null);
    }
  };

  const remove = async () => {
    setConfirming(false);
    setRemoving(true);
    setError(null);
    try {
      setSignedIn(await removeAvatar());
      toast.success(formUpdatedToast("photo"));
    } catch {
      // The API client has told the person what went wrong.
    } finally {
      setRemoving(false);
    }
  };

  const busy = progress !== null || removing;
  return (
    <Panel aria-labelledby="photo-title">
      <div className={styles.photo}>
        <Avatar url={me.avatarUrl} initials={initials(me.firstName, me.lastName)} size={112} label={`${me.fullName}'s photo`} />
        <div className={styles.photoBody}>
          <h2 id="photo-title">Photo</h2>
          <p className={styles.muted} id="photo-hint">
            A clear photo of your face helps people recognise you. JPG, PNG or GIF, up to {MAX_MB} MB and at least {AVATAR_MIN_SIDE} ×{" "}
            {AVATAR_MIN_SIDE} pixels. We crop it to a square.
          </p>
          <input
            ref={input}
            id="avatar"
            name="avatar"
            type="file"
            accept={AVATAR_ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFile}
          />
          <div className={styles.photoActions}>
            <Button
              variant="secondary"
              size="small"
              busy={progress !== null}
              disabled={busy}
              onClick={() => input.current?.click()}
              aria-describedby="photo-hint"
            >
              <Icon name="upload" size={16} />
              {me.avatarUrl ? "Change photo" : "Upload photo"}
            </Button>
            {me.avatarUrl && (
              <Button variant="ghost" size="small" busy={removing} disabled={busy} onClick={() => setConfirming(true)}>
                Remove
              </Button>
            )}
          </div>
          {progress !== null && (
            <div className={styles.progress}>
              <progress value={progress} max={1} aria-label="Uploading your photo" />
              <span>{progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Processing…"}</span>
            </div>
          )}
          {error && (
            <p className={styles.error} role="alert">
              <span aria-hidden="true">!</span> {error}
            </p>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Remove your photo?"
        message="People will see your initials instead."
        confirmLabel="Remove photo"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
