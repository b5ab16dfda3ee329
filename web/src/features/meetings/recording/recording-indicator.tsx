import { useState } from "react";
import type { RecordingState } from "@kora/shared/contracts/meetings.ts";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { MeetingIcon } from "../meeting-icons.tsx";
import { englishMeetings, type MeetingsT } from "../meeting-words.ts";
import styles from "./recording.module.css";

/** Who records, in words for everyone in the room: "Maya is recording this call". */
export function recordingWords(recording: RecordingState, selfId: string | null, t: MeetingsT = englishMeetings): string {
  const mine = recording.ownerId !== null && recording.ownerId === selfId;
  if (recording.state === "paused") return mine ? t.t("recording.yoursPaused") : t.t("recording.paused");
  return mine ? t.t("recording.byYou") : t.t("recording.by", { name: recording.ownerName ?? t.t("recording.theHost") });
}

/** The header's mark, seen by everyone in the room (guests too) while a recording runs or is paused. */
export function RecordingBadge({ recording, selfId }: { recording: RecordingState | undefined; selfId: string | null }) {
  const t = useT(meetingsMessages);
  if (!recording || recording.state === "off") return null;
  const paused = recording.state === "paused";
  return (
    <span
      className={`${styles.badge} ${paused ? styles.paused : ""}`}
      role="status"
      title={recordingWords(recording, selfId, t)}
      data-recording={recording.state}
    >
      {paused ? <MeetingIcon name="pause" size={14} /> : <span className={styles.dot} aria-hidden="true" />}
      <span aria-hidden="true">{paused ? t.t("recording.pausedBadge") : t.t("recording.rec")}</span>
      <span className="visually-hidden">{recordingWords(recording, selfId, t)}</span>
    </span>
  );
}

/**
 * The consent notice: everyone but the recording owner is told, once per recording, that the call is
 * being recorded, by whom, and that staying means being in it. Closing it keeps the header's mark.
 */
export function RecordingNotice({ recording, selfId }: { recording: RecordingState | undefined; selfId: string | null }) {
  const t = useT(meetingsMessages);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!recording || recording.state === "off" || recording.ownerId === selfId) return null;
  if (dismissed !== null && dismissed === recording.since) return null;
  return (
    <div className={styles.notice} role="alert">
      <span className={styles.dot} aria-hidden="true" />
      <p>
        {t.rich("recording.notice", {
          name: recording.ownerName ?? t.t("recording.theHost"),
          strong: (chunks) => <strong key="who">{chunks}</strong>,
        })}
      </p>
      <button type="button" className={styles.noticeClose} onClick={() => setDismissed(recording.since)}>
        {t.t("recording.ok")}
      </button>
    </div>
  );
}
