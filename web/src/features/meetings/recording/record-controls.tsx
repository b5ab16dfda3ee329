import { useState } from "react";
import { formatFileSize } from "@kora/shared/domain/videos/rules.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { CallButton } from "../call-button.tsx";
import type { MeetingSnapshot } from "../engine/session-types.ts";
import type { CallRecorder, RecorderSnapshot } from "./call-recorder.ts";
import styles from "./recording.module.css";

const CONSENT =
  "Everyone in the call will see that it's being recorded, and anyone who joins later is told. The recording is yours: it stays private until you share it from your library.";

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
  const [asking, setAsking] = useState(false);
  const canRecord = Boolean(snapshot.self?.permissions.canRecord);
  const roomState = snapshot.room?.recording.state ?? "off";
  const mine = state.phase === "recording" || state.phase === "paused";
  if (!mine && (!canRecord || roomState !== "off")) return null;
  if (mine)
    return (
      <>
        {state.phase === "paused" ? (
          <CallButton icon="resume" label="Resume recording" tone="on" onClick={() => void recorder.resume()} />
        ) : (
          <CallButton icon="pause" label="Pause recording" onClick={() => void recorder.pause()} />
        )}
        <CallButton
          icon="stop"
          label="Stop recording"
          tone="danger"
          text="Stop"
          className={styles.stop}
          onClick={() => void recorder.stop()}
        />
      </>
    );
  return (
    <>
      <CallButton
        icon="record"
        label={state.phase === "starting" ? "Starting the recording…" : "Record"}
        disabled={state.phase === "starting" || snapshot.phase !== "in-call"}
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        open={asking}
        title="Record this call?"
        message={CONSENT}
        confirmLabel="Start recording"
        cancelLabel="Cancel"
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
  if (state.phase === "idle" && !state.error) return null;
  if (state.phase === "starting") return null;
  let text: string;
  if (state.phase === "recording" || state.phase === "paused")
    text = state.savedBytes > 0 ? `Recording · ${formatFileSize(state.savedBytes)} saved` : "Recording · saving as it goes";
  else if (state.phase === "saving") text = `Saving the recording… ${percent(state)}`;
  else if (state.phase === "saved") text = "Recording saved. We'll email you when it's ready to watch.";
  else text = state.error ?? "The recording couldn't be saved.";
  return (
    <p
      className={`${styles.progress} ${state.phase === "failed" || (state.phase === "idle" && state.error) ? styles.progressError : ""}`}
      role="status"
      data-recorder={state.phase}
      data-recorded-bytes={state.recordedBytes}
      data-saved-bytes={state.savedBytes}
    >
      {text}
      {state.retrying && " · Connection lost, still trying…"}
    </p>
  );
}

const percent = (state: RecorderSnapshot) =>
  state.recordedBytes > 0 ? `${Math.min(100, Math.floor((state.savedBytes / state.recordedBytes) * 100))}%` : "";
