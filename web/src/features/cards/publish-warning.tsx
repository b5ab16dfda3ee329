import { useId } from "react";
import { PUBLISH_WARNING } from "@kora/shared/domain/onboarding/bookable-time.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import dialog from "../../ui/dialog.module.css";
import styles from "./publish-warning.module.css";

/**
 * Asked before publishing a card nobody could book (core §4 Cards): no bookable time in the next 4 weeks.
 * Publishing is still allowed; "Set working hours" is the way out the warning offers. Escape closes.
 */
export function PublishWarning({
  open,
  detail,
  busy = false,
  onSetHours,
  onPublishAnyway,
  onClose,
}: {
  open: boolean;
  /** Where the card will show once published (the usual question's text), kept under the warning. */
  detail?: string;
  busy?: boolean;
  onSetHours: () => void;
  onPublishAnyway: () => void;
  onClose: () => void;
}) {
  const messageId = useId();
  return (
    <Modal open={open} title={PUBLISH_WARNING.title} describedBy={messageId} onEscape={onClose}>
      <p id={messageId}>{PUBLISH_WARNING.message}.</p>
      {detail && <p className={dialog.text}>{detail}</p>}
      <div className={styles.actions}>
        <Button variant="outline" onClick={onPublishAnyway} disabled={busy}>
          {PUBLISH_WARNING.publishAnyway}
        </Button>
        <Button onClick={onSetHours} busy={busy} autoFocus>
          {PUBLISH_WARNING.setHours}
        </Button>
      </div>
    </Modal>
  );
}
