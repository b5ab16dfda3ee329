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
  return (
    <Modal open={open} title="Settings" onEscape={onClose}>
      <div className={styles.settings}>
        <fieldset className={styles.viewChoice}>
          <legend>Layout</legend>
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
                <strong>{mode === "gallery" ? "Gallery" : "Grid"}</strong>
                {mode === "gallery" ? "The speaker large, everyone else below" : "Everyone the same size"}
              </span>
            </label>
          ))}
        </fieldset>
        <label className={styles.setting}>
          <input type="checkbox" checked={settings.flipVideo} onChange={(event) => onChange({ flipVideo: event.target.checked })} />
          <span>
            <strong>Mirror my video</strong>
            Only you see it mirrored, as in a mirror.
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
            <strong>Picture-in-picture for shared screens</strong>
            {pipAvailable()
              ? "When someone shares their screen, keep it in a floating window."
              : "This browser doesn't offer picture-in-picture."}
          </span>
        </label>
        <DevicePickers devices={snapshot.devices} session={session} />
      </div>
      <div className={styles.dialogActions}>
        <Button onClick={onClose}>Done</Button>
      </div>
    </Modal>
  );
}
