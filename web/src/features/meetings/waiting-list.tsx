import { useState } from "react";
import type { Knocker } from "@kora/shared/contracts/meetings.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import type { MeetingCommands } from "./engine/session-types.ts";
import { aboutCard, waitingFor } from "./knocks.ts";
import { MeetingIcon } from "./meeting-icons.tsx";
import styles from "./panel.module.css";

/**
 * Everyone knocking, oldest first, each with Admit, Deny and "Don't let them in again" (a disabled
 * guest stays out for good: the host can't undo it, public-site §4). Shown in one place at a time.
 */
export function WaitingList({
  waiting,
  session,
  nowMs,
  tone = "panel",
}: {
  waiting: readonly Knocker[];
  session: Pick<MeetingCommands, "answerKnock">;
  nowMs: number;
  tone?: "panel" | "alert";
}) {
  const [blocking, setBlocking] = useState<Knocker | null>(null);
  if (waiting.length === 0) return null;
  return (
    <>
      <ul className={[styles.waitingList, tone === "alert" && styles.waitingAlert].filter(Boolean).join(" ")} aria-label="Waiting to join">
        {waiting.map((knocker) => (
          <li key={knocker.id} className={styles.knocker}>
            <span className={styles.knockIcon} aria-hidden="true">
              <MeetingIcon name="door" size={18} />
            </span>
            <span className={styles.knockWho}>
              <strong className="ellipsis">{knocker.name}</strong>
              {knocker.cardTitle && (
                <span className={styles.knockCard} title={knocker.cardTitle}>
                  {aboutCard(knocker, "About")}
                </span>
              )}
              <span>{waitingFor(knocker.since, nowMs)}</span>
            </span>
            <span className={styles.knockActions}>
              <button
                type="button"
                className={styles.admit}
                aria-label={`Admit ${knocker.name}`}
                onClick={() => session.answerKnock(knocker.id, "admit")}
              >
                Admit
              </button>
              <button
                type="button"
                className={styles.deny}
                aria-label={`Deny ${knocker.name}`}
                onClick={() => session.answerKnock(knocker.id, "deny")}
              >
                Deny
              </button>
            </span>
            <button
              type="button"
              className={styles.block}
              aria-label={`Don't let ${knocker.name} in again`}
              title="They won't be able to ask again"
              onClick={() => setBlocking(knocker)}
            >
              Don't let in again
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={blocking !== null}
        title={`Don't let ${blocking?.name ?? "them"} in again?`}
        message="They won't be able to ask to join this room again, and this can't be undone."
        confirmLabel="Don't let in again"
        cancelLabel="Cancel"
        tone="danger"
        onConfirm={() => {
          if (blocking) session.answerKnock(blocking.id, "disable");
          setBlocking(null);
        }}
        onCancel={() => setBlocking(null)}
      />
    </>
  );
}
