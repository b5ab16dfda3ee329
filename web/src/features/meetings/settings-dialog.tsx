import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import type { MeetingSession, MeetingSnapshot } from "./engine/session-types.ts";
import { DevicePickers } from "./device-pickers.tsx";
import type { MeetingViewSettings } from "./meetings.atoms.ts";
import styles from "./controls.module.css";

interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  snapshot: MeetingSnapshot;
  session: MeetingSession;
  settings: MeetingViewSettings;
  onChange: (change: Partial<MeetingViewSettings>) => void;
}

const pipAvailable = () => typeof document !== "undefined" && document.pictureInPictureEnabled === true;

/** The call's settings (public-site §3): view mode, mirrored self view, picture-in-picture on screen share, and devices. */
export function SettingsDialog({ open, onClose, snapshot, session, settings, onChange }: SettingsDialogProps) {
  const t = useT(meetingsMessages);
  return (
    <Modal open={open} title={t.t("settings.title")} onEscape={onClose}>
      <div className={styles.settings}>
        <fieldset className={styles.viewChoice}>
          <legend>{t.t("settings.layout")}</legend>
          {(["gallery", "grid"] as const).map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name="view-mode"
                value={mode}
                checked={settings.viewMode === mode}
                onChange={() => onChange({ viewMode: mode })}
              />
              <span>
                <strong>{mode === "gallery" ? t.t("settings.gallery") : t.t("settings.grid")}</strong>
                {mode === "gallery" ? t.t("settings.galleryHint") : t.t("settings.gridHint")}
              </span>
            </label>
          ))}
        </fieldset>
        <label className={styles.setting}>
          <input type="checkbox" checked={settings.flipVideo} onChange={(event) => onChange({ flipVideo: event.target.checked })} />
          <span>
            <strong>{t.t("settings.mirror")}</strong>
            {t.t("settings.mirrorHint")}
          </span>
        </label>
        <label className={styles.setting}>
          <input
            type="checkbox"
            checked={settings.pipOnScreenShare}
            disabled={!pipAvailable()}
            onChange={(event) => onChange({ pipOnScreenShare: event.target.checked })}
          />
          <span>
            <strong>{t.t("settings.pip")}</strong>
            {pipAvailable() ? t.t("settings.pipHint") : t.t("settings.pipUnavailable")}
          </span>
        </label>
        <DevicePickers devices={snapshot.devices} session={session} />
      </div>
      <div className={styles.dialogActions}>
        <Button onClick={onClose}>{t.t("settings.done")}</Button>
      </div>
    </Modal>
  );
}
