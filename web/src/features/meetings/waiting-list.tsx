import { useState } from "react";
import type { Knocker } from "@kora/shared/contracts/meetings.ts";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import type { MeetingCommands } from "./engine/session-types.ts";
import { waitingFor } from "./knocks.ts";
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
  const t = useT(meetingsMessages);
  const [blocking, setBlocking] = useState<Knocker | null>(null);
  if (waiting.length === 0) return null;
  return (
    <>
      <ul
        className={[styles.waitingList, tone === "alert" && styles.waitingAlert].filter(Boolean).join(" ")}
        aria-label={t.t("waiting.label")}
      >
        {waiting.map((knocker) => (
          <li key={knocker.id} className={styles.knocker}>
            <span className={styles.knockIcon} aria-hidden="true">
              <MeetingIcon name="door" size={18} />
            </span>
            <span className={styles.knockWho}>
              <strong className="ellipsis">{knocker.name}</strong>
              {knocker.cardTitle && (
                <span className={styles.knockCard} title={knocker.cardTitle}>
                  {t.t("waiting.about", { card: knocker.cardTitle })}
                </span>
              )}
              <span>{waitingFor(knocker.since, nowMs, t)}</span>
            </span>
            <span className={styles.knockActions}>
              <button
                type="button"
                className={styles.admit}
                aria-label={t.t("waiting.admitName", { name: knocker.name })}
                onClick={() => session.answerKnock(knocker.id, "admit")}
              >
                {t.t("waiting.admit")}
              </button>
              <button
                type="button"
                className={styles.deny}
                aria-label={t.t("waiting.denyName", { name: knocker.name })}
                onClick={() => session.answerKnock(knocker.id, "deny")}
              >
                {t.t("waiting.deny")}
              </button>
            </span>
            <button
              type="button"
              className={styles.block}
              aria-label={t.t("waiting.blockName", { name: knocker.name })}
              title={t.t("waiting.blockHint")}
              onClick={() => setBlocking(knocker)}
            >
              {t.t("waiting.block")}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={blocking !== null}
        title={blocking ? t.t("waiting.blockTitle", { name: blocking.name }) : t.t("waiting.blockThemTitle")}
        message={t.t("waiting.blockMessage")}
        confirmLabel={t.t("waiting.block")}
        cancelLabel={t.t("cancel")}
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
