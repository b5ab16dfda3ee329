import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { Me } from "@kora/shared/contracts/users.ts";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_MIN_SIDE } from "@kora/shared/domain/users/avatar-rules.ts";
import { initials } from "@kora/shared/domain/users/display.ts";
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
import { usersMessages } from "@kora/shared/i18n/messages/users.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

type AvatarProblem = keyof typeof AVATAR_MESSAGES;
/** The words of the picture checks run here (the same as the server's), in the page's language. */
const PROBLEM_KEYS: Record<AvatarProblem, KeyOf<typeof usersMessages>> = {
  uploadFailed: "photo.error.uploadFailed",
  unsupported: "photo.error.unsupported",
  imageOnly: "photo.error.imageOnly",
  tooBig: "photo.error.tooBig",
  tooSmall: "photo.error.tooSmall",
  tooLarge: "photo.error.tooLarge",
  unreadable: "photo.error.unreadable",
};
/** A check's message translated; anything else (a server's own words) as it is. */
function localProblem(t: Translator<KeyOf<typeof usersMessages>>, message: string, only?: readonly AvatarProblem[]): string {
  const problem = (Object.keys(AVATAR_MESSAGES) as AvatarProblem[]).find(
    (key) => AVATAR_MESSAGES[key] === message && (!only || only.includes(key)),
  );
  return problem ? t.t(PROBLEM_KEYS[problem]) : message;
}

/**
 * The Photo section of My details: the current picture (initials without one), "Upload photo" with
 * the server's checks run first in the browser, upload progress, and Remove. The picture shown
 * everywhere else follows through the user query (setSignedIn).
 */
export function AvatarSection({ me }: { me: Me }) {
  const t = useT(usersMessages);
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
    const checked = await checkPictureFile(file);
    const problem = checked && localProblem(t, checked);
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
      toast.success(t.t("photo.updated"));
    } catch (failure) {
      if (controller.signal.aborted) return;
      // Our own words for a failed or impossible upload; a refused picture is the server's message.
      const message =
        failure instanceof AvatarUploadError ? localProblem(t, failure.message, ["uploadFailed", "unsupported"]) : String(failure);
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
      toast.success(t.t("photo.updated"));
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
        <Avatar
          url={me.avatarUrl}
          initials={initials(me.firstName, me.lastName)}
          size={112}
          label={t.t("photo.of", { name: me.fullName })}
        />
        <div className={styles.photoBody}>
          <h2 id="photo-title">{t.t("photo.title")}</h2>
          <p className={styles.muted} id="photo-hint">
            {t.t("photo.hint", { mb: MAX_MB, side: AVATAR_MIN_SIDE })}
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
              {me.avatarUrl ? t.t("photo.change") : t.t("photo.upload")}
            </Button>
            {me.avatarUrl && (
              <Button variant="ghost" size="small" busy={removing} disabled={busy} onClick={() => setConfirming(true)}>
                {t.t("photo.remove")}
              </Button>
            )}
          </div>
          {progress !== null && (
            <div className={styles.progress}>
              <progress value={progress} max={1} aria-label={t.t("photo.uploading")} />
              <span>{progress < 1 ? t.t("photo.progress", { percent: Math.round(progress * 100) }) : t.t("photo.processing")}</span>
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
        title={t.t("photo.confirm.title")}
        message={t.t("photo.confirm.message")}
        confirmLabel={t.t("photo.confirm.remove")}
        cancelLabel={t.t("photo.confirm.keep")}
        tone="danger"
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
