import { useId } from "react";
import { cardsMessages } from "@kora/shared/i18n/messages/cards.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import dialog from "../../ui/dialog.module.css";
import styles from "./publish-warning.module.css";

/**
 * Asked before publishing a card nobody could book (core §4 Cards): no bookable time in the next 4 weeks.
 * Publishing is still allowed; "Set working hours" is the way out the warning offers. Escape closes.
 * The words are PUBLISH_WARNING's (shared/src/domain/onboarding/bookable-time.ts), in the page's language.
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
  const t = useT(cardsMessages);
  return (
    <Modal open={open} title={t.t("publishWarning.title")} describedBy={messageId} onEscape={onClose}>
      <p id={messageId}>{t.t("publishWarning.message")}</p>
      {detail && <p className={dialog.text}>{detail}</p>}
      <div className={styles.actions}>
        <Button variant="outline" onClick={onPublishAnyway} disabled={busy}>
          {t.t("publishWarning.publishAnyway")}
        </Button>
        <Button onClick={onSetHours} busy={busy} autoFocus>
          {t.t("publishWarning.setHours")}
        </Button>
      </div>
    </Modal>
  );
}
