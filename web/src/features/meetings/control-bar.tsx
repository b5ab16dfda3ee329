import type { KeyboardEvent } from "react";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import type { MeetingSession, MeetingSnapshot } from "./engine/session-types.ts";
import { CallButton, CameraButton, MicButton } from "./call-button.tsx";
import type { ViewMode } from "./meetings.atoms.ts";
import type { CallRecorder, RecorderSnapshot } from "./recording/call-recorder.ts";
import { RecordControls } from "./recording/record-controls.tsx";
import styles from "./controls.module.css";

export type CallPanel = "chat" | "people" | null;

interface ControlBarProps {
  snapshot: MeetingSnapshot;
  session: MeetingSession;
  panel: CallPanel;
  onPanel: (panel: CallPanel) => void;
  viewMode: ViewMode;
  onViewMode: (mode: ViewMode) => void;
  onSettings: () => void;
  onLeave: () => void;
  unread: number;
  /** People waiting to be let in (hosts and co-hosts see the count on People). */
  waitingCount: number;
  recorder: CallRecorder;
  recording: RecorderSnapshot;
}

/** Screen sharing needs getDisplayMedia, which phones' browsers lack (public-site §5: unavailable in the mobile app). */
const canShareScreen = () => typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getDisplayMedia === "function";

/**
 * Arrow keys, Home and End move along the toolbar (the ARIA toolbar pattern); Tab still reaches every button.
 * Right to left, the right arrow goes back, as the buttons run the other way.
 */
function moveAlong(event: KeyboardEvent<HTMLDivElement>) {
  const forward = getComputedStyle(event.currentTarget).direction === "rtl" ? -1 : 1;
  const step = { ArrowRight: forward, ArrowLeft: -forward, Home: -Infinity, End: Infinity }[event.key];
  if (step === undefined) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")].filter(
    (button) => button.offsetParent !== null,
  );
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = Number.isFinite(step)
    ? buttons[(at + step + buttons.length) % buttons.length]
    : step < 0
      ? buttons[0]
      : buttons[buttons.length - 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** The call's controls: mic, camera, share screen, record, view, chat, people, settings, leave. */
export function ControlBar({
  snapshot,
  session,
  panel,
  onPanel,
  viewMode,
  onViewMode,
  onSettings,
  onLeave,
  unread,
  waitingCount,
  recorder,
  recording,
}: ControlBarProps) {
  const sharing = snapshot.localScreen !== null;
  const cameraBlocked = Boolean(snapshot.self?.cameraDisabled);
  const toggle = (which: Exclude<CallPanel, null>) => onPanel(panel === which ? null : which);
  const t = useT(meetingsMessages);
  return (
    <div className={styles.bar} role="toolbar" aria-label={t.t("controls.label")} onKeyDown={moveAlong}>
      <div className={styles.group}>
        <MicButton on={snapshot.audioOn} onToggle={() => session.setAudio(!snapshot.audioOn)} />
        <CameraButton on={snapshot.videoOn} blocked={cameraBlocked} onToggle={() => session.setVideo(!snapshot.videoOn)} />
        {canShareScreen() && (
          <CallButton
            icon={sharing ? "screenStop" : "screen"}
            tone={sharing ? "on" : "default"}
            label={sharing ? t.t("controls.stopSharing") : t.t("controls.shareScreen")}
            onClick={() => (sharing ? session.stopScreenShare() : void session.startScreenShare())}
          />
        )}
        <RecordControls snapshot={snapshot} recorder={recorder} state={recording} />
        <CallButton
          icon={viewMode === "gallery" ? "grid" : "gallery"}
          label={viewMode === "gallery" ? t.t("controls.gridView") : t.t("controls.galleryView")}
          className={styles.wideOnly}
          onClick={() => onViewMode(viewMode === "gallery" ? "grid" : "gallery")}
        />
      </div>
      <div className={styles.group}>
        <CallButton
          icon="chat"
          tone={panel === "chat" ? "on" : "default"}
          label={t.t("panel.chat")}
          aria-pressed={panel === "chat"}
          badge={panel === "chat" ? 0 : unread}
          badgeLabel={t.t("controls.unread", { count: unread })}
          onClick={() => toggle("chat")}
        />
        <CallButton
          icon="people"
          tone={panel === "people" ? "on" : "default"}
          label={t.t("panel.people")}
          aria-pressed={panel === "people"}
          badge={waitingCount}
          badgeLabel={t.t("controls.waiting", { count: waitingCount })}
          className={waitingCount > 0 ? styles.attention : undefined}
          onClick={() => toggle("people")}
        />
        <CallButton icon="settings" label={t.t("controls.settings")} onClick={onSettings} />
      </div>
      <CallButton
        icon="leave"
        tone="danger"
        label={t.t("controls.leaveCall")}
        text={t.t("controls.leave")}
        className={styles.leave}
        onClick={onLeave}
      />
    </div>
  );
}
