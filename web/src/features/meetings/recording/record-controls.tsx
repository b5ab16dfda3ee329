import { useState } from "react";
import { formatFileSize } from "@kora/shared/domain/videos/rules.ts";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { CallButton } from "../call-button.tsx";
import type { MeetingSnapshot } from "../engine/session-types.ts";
import { saidText } from "../meeting-words.ts";
import type { CallRecorder, RecorderSnapshot } from "./call-recorder.ts";
import styles from "./recording.module.css";

/**
 * The record control (PROTOCOL §5): for the host who may record (never a co-host, never a
 * second recording owner), Record asks for confirmation and starts; while recording, Pause or
 * Resume and Stop. Nothing shows for anyone else: they see the room's recording mark instead.
 */
export function RecordControls({
  snapshot,
  recorder,
  state,
}: {
  snapshot: MeetingSnapshot;
  recorder: CallRecorder;
  state: RecorderSnapshot;
}) {
  const t = useT(meetingsMessages);
  const [asking, setAsking] = useState(false);
  const canRecord = Boolean(snapshot.self?.permissions.canRecord);
  const roomState = snapshot.room?.recording.state ?? "off";
  const mine = state.phase === "recording" || state.phase === "paused";
  if (!mine && (!canRecord || roomState !== "off")) return null;
  if (mine)
    return (
      <>
        {state.phase === "paused" ? (
          <CallButton icon="resume" label={t.t("record.resume")} tone="on" onClick={() => void recorder.resume()} />
        ) : (
          <CallButton icon="pause" label={t.t("record.pause")} onClick={() => void recorder.pause()} />
        )}
        <CallButton
          icon="stop"
          label={t.t("record.stop")}
          tone="danger"
          text={t.t("record.stopShort")}
          className={styles.stop}
          onClick={() => void recorder.stop()}
        />
      </>
    );
  return (
    <>
      <CallButton
        icon="record"
        label={state.phase === "starting" ? t.t("record.starting") : t.t("record.record")}
        disabled={state.phase === "starting" || snapshot.phase !== "in-call"}
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        title={t.t("record.confirmTitle")}
        message={t.t("record.consent")}
        confirmLabel={t.t("record.start")}
        cancelLabel={t.t("cancel")}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void recorder.start();
        }}
      />
    </>
  );
}

/** How the owner's recording is getting on: saving progress, retries, done, or what went wrong. */
export function RecordingProgress({ state }: { state: RecorderSnapshot }) {
  const t = useT(meetingsMessages);
  if (state.phase === "idle" && !state.error) return null;
  if (state.phase === "starting") return null;
  let text: string;
  if (state.phase === "recording" || state.phase === "paused")
    text = state.savedBytes > 0 ? t.t("progress.recordingSaved", { size: formatFileSize(state.savedBytes) }) : t.t("progress.recording");
  else if (state.phase === "saving") {
    const saved = percent(state);
    text = saved === null ? t.t("progress.saving") : t.t("progress.savingPercent", { percent: saved });
  } else if (state.phase === "saved") text = t.t("progress.saved");
  else text = state.error !== null ? saidText(t, state.error) : t.t("say.recordingNotSaved");
  return (
    <p
      className={`${styles.progress} ${state.phase === "failed" || (state.phase === "idle" && state.error) ? styles.progressError : ""}`}
      role="status"
      data-recorder={state.phase}
      data-recorded-bytes={state.recordedBytes}
      data-saved-bytes={state.savedBytes}
    >
      {text}
      {state.retrying && ` · ${t.t("progress.retrying")}`}
    </p>
  );
}

/** How much of what was recorded is saved, in whole percent; null before anything was recorded. */
const percent = (state: RecorderSnapshot) =>
  state.recordedBytes > 0 ? Math.min(100, Math.floor((state.savedBytes / state.recordedBytes) * 100)) : null;
