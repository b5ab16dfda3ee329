import { useRef, useState } from "react";
import { CANCEL_REASONS } from "@kora/shared/contracts/bookings.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { SelectField, TextAreaField } from "../../../ui/text-field.tsx";
import dialogStyles from "../../../ui/dialog.module.css";

export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * Cancel a booking with a reason and an optional note to the other side. Declining a request (respond
 * page) and cancelling one (bookings) are the same API call, so both ask here; each says what it means.
 * `onSubmit` resolves to the server's complaint about the reason, shown under the field, if it had one.
 */
export function CancelReasonDialog({
  open,
  title,
  intro,
  otherName,
  submitLabel,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  intro: string;
  otherName: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (choice: { reason: CancelReason; message: string }) => Promise<string | undefined>;
  onClose: () => void;
}) {
  const t = useT(bookingsManageMessages);
  const tb = useT(bookingsMessages);
  const [reason, setReason] = useState<CancelReason | "">("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const submit = async () => {
    if (!reason) {
      setError(tb.t("validation.cancelReason"));
      reasonRef.current?.focus();
      return;
    }
    // Over its limit, the message says so under the field; nothing is sent until it's shortened.
    if (tooLong(message, TEXT_LIMITS.message)) {
      messageRef.current?.focus();
      return;
    }
    const reasonError = await onSubmit({ reason, message: message.trim() });
    if (reasonError) setError(reasonError);
  };

  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      cancelLabel={t.t("cancel.keep")}
      tone="danger"
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      <p className={dialogStyles.text}>{intro}</p>
      <SelectField
        ref={reasonRef}
        label={t.t("cancel.reason")}
        name="cancelReason"
        value={reason}
        error={error ?? undefined}
        onChange={(event) => {
          setReason(event.target.value as CancelReason | "");
          setError(null);
        }}
      >
        <option value="">{t.t("cancel.chooseReason")}</option>
        {CANCEL_REASONS.map((value) => (
          <option key={value} value={value}>
            {t.t(`cancelReason.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        ref={messageRef}
        label={t.t("cancel.message", { name: otherName })}
        name="cancelMessage"
        rows={3}
        limit={TEXT_LIMITS.message}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
    </FormDialog>
  );
}
