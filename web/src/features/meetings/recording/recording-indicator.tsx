import { useState } from "react";
import type { RecordingState } from "@kora/shared/contracts/meetings.ts";
import { MeetingIcon } from "../meeting-icons.tsx";
import styles from "./recording.module.css";

/** Who records, in words for everyone in the room: "Maya is recording this call". */
export function recordingWords(recording: RecordingState, selfId: string | null): string {
  const mine = recording.ownerId !== null && recording.ownerId === selfId;
  const who = mine ? "You are" : `${recording.ownerName ?? "The host"} is`;
  return recording.state === "paused" ? `${mine ? "Your" : "The"} recording is paused` : `${who} recording this call`;
}

/** The header's mark, seen by everyone in the room (guests too) while a recording runs or is paused. */
export function RecordingBadge({ recording, selfId }: { recording: RecordingState | undefined; selfId: string | null }) {
  if (!recording || recording.state === "off") return null;
  const paused = recording.state === "paused";
  return (
    <span
      className={`${styles.badge} ${paused ? styles.paused : ""}`}
      role="status"
      title={recordingWords(recording, selfId)}
      data-recording={recording.state}
    >
      {paused ? <MeetingIcon name="pause" size={14} /> : <span className={styles.dot} aria-hidden="true" />}
      <span aria-hidden="true">{paused ? "Paused" : "REC"}</span>
      <span className="visually-hidden">{recordingWords(recording, selfId)}</span>
    </span>
  );
}

/**
 * The consent notice: everyone but the recording owner is told, once per recording, that the call is
 * being recorded, by whom, and that staying means being in it. Closing it keeps the header's mark.
 */
export function RecordingNotice({ recording, selfId }: { recording: RecordingState | undefined; selfId: string | null }) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!recording || recording.state === "off" || recording.ownerId === selfId) return null;
  if (dismissed !== null && dismissed === recording.since) return null;
  return (
    <div className={styles.notice} role="alert">
      <span className={styles.dot} aria-hidden="true" />
      <p>
        <strong>{recording.ownerName ?? "The host"} is recording this call.</strong> What you say and show from now on is in the recording.
        If you don't want to be recorded, you can turn off your camera and microphone or leave the call.
      </p>
      <button type="button" className={styles.noticeClose} onClick={() => setDismissed(recording.since)}>
        OK
      </button>
    </div>
  );
}
