import { useEffect, useId, useRef, useState } from "react";
import { CANCEL_REASON_LABELS, CANCEL_REASONS } from "@kora/shared/contracts/bookings.ts";
import { Button } from "../../ui/button.tsx";
import dialogStyles from "../../ui/dialog.module.css";
import fieldStyles from "../../ui/field.module.css";
import styles from "./booking-request.module.css";

export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Decline (cancel) with a reason and an optional note to the other side. */
export function DeclineDialog({ open, otherName, busy, onDecline, onClose }: { open: boolean; otherName: string; busy: boolean; onDecline: (reason: CancelReason, message: string) => void; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState<CancelReason | "">("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = () => {
    if (!reason) {
      setError("Please choose a reason.");
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onDecline(reason, message.trim());
  };

  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`} className={dialogStyles.title}>
        Decline this booking?
      </h2>
      <p className={styles.muted}>{otherName} will be told. Nothing is charged.</p>
      <div className={fieldStyles.field} style={{ marginTop: 16 }}>
        <label className={fieldStyles.label} htmlFor={`${id}-reason`}>
          Reason
        </label>
        <select
          id={`${id}-reason`}
          className={fieldStyles.control}
          value={reason}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setReason(event.target.value as CancelReason);
            setError(null);
          }}
        >
          <option value="">Choose a reason</option>
          {CANCEL_REASONS.map((value) => (
            <option key={value} value={value}>
              {CANCEL_REASON_LABELS[value]}
            </option>
          ))}
        </select>
        {error && (
          <p className={fieldStyles.error}>
            <span aria-hidden="true">!</span> {error}
          </p>
        )}
      </div>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-message`}>
          Message to {otherName} (optional)
        </label>
        <textarea id={`${id}-message`} className={`${fieldStyles.control} ${styles.textarea}`} rows={3} maxLength={2000} value={message} onChange={(event) => setMessage(event.target.value)} />
      </div>
      <div className={dialogStyles.actions}>
        <Button variant="outline" onClick={onClose} autoFocus disabled={busy}>
          Keep it
        </Button>
        <Button variant="danger" onClick={submit} busy={busy}>
          Decline
        </Button>
      </div>
    </dialog>
  );
}
