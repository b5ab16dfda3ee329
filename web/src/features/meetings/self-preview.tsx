import type { MeetingSession, MeetingSnapshot } from "./engine/session-types.ts";
import { CameraButton, MicButton } from "./call-button.tsx";
import { initials } from "./call-format.ts";
import { LevelMeter } from "./level-meter.tsx";
import { MediaVideo } from "./media-video.tsx";
import { MeetingIcon } from "./meeting-icons.tsx";
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
              {initials(name || "You")}
            </span>
            <p>{snapshot.mediaError ? "No camera picture" : snapshot.videoOn ? "Starting your camera…" : "Your camera is off"}</p>
          </div>
        )}
        {snapshot.mediaError && (
          <p className={styles.mediaError} role="alert">
            <MeetingIcon name="alert" size={18} />
            {snapshot.mediaError}
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
