import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import type { MeetingSession, MeetingSnapshot } from "./engine/session-types.ts";
import { CameraButton, MicButton } from "./call-button.tsx";
import { initials } from "./call-format.ts";
import { LevelMeter } from "./level-meter.tsx";
import { MediaVideo } from "./media-video.tsx";
import { MeetingIcon } from "./meeting-icons.tsx";
import { saidText } from "./meeting-words.ts";
import styles from "./preview.module.css";

/** My camera before joining (and while knocking): the picture, the mic and camera toggles, the level. */
export function SelfPreview({
  snapshot,
  session,
  name,
  mirrored,
  selfId,
}: {
  snapshot: MeetingSnapshot;
  session: MeetingSession;
  name: string;
  mirrored: boolean;
  selfId: string;
}) {
  const t = useT(meetingsMessages);
  const cameraShown = snapshot.videoOn && Boolean(snapshot.localStream?.getVideoTracks().length);
  return (
    <div className={styles.stage}>
      <div className={styles.video}>
        <MediaVideo
          stream={snapshot.localStream}
          participantId={selfId}
          kind="camera"
          isSelf
          mirrored={mirrored}
          hidden={!cameraShown}
          className={styles.videoElement}
        />
        {!cameraShown && (
          <div className={styles.cameraOff}>
            <span className={styles.bigInitials} aria-hidden="true">
              {initials(name || t.t("tile.you"))}
            </span>
            <p>
              {snapshot.mediaError ? t.t("preview.noPicture") : snapshot.videoOn ? t.t("device.startingCamera") : t.t("preview.cameraOff")}
            </p>
          </div>
        )}
        {snapshot.mediaError && (
          <p className={styles.mediaError} role="alert">
            <MeetingIcon name="alert" size={18} />
            {saidText(t, snapshot.mediaError)}
          </p>
        )}
        <div className={styles.toggles}>
          <MicButton on={snapshot.audioOn} onToggle={() => session.setAudio(!snapshot.audioOn)} />
          <CameraButton on={snapshot.videoOn} onToggle={() => session.setVideo(!snapshot.videoOn)} />
        </div>
      </div>
      <div className={styles.meterRow}>
        <MeetingIcon name={snapshot.audioOn ? "mic" : "micOff"} size={18} />
        <LevelMeter level={snapshot.localAudioLevel} muted={!snapshot.audioOn} />
      </div>
    </div>
  );
}
