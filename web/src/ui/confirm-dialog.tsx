import { useId } from "react";
import { Button } from "./button.tsx";
import { Modal } from "./modal.tsx";
import styles from "./dialog.module.css";

/** A modal confirmation: a message and two buttons, the safe one focused first. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  tone?: "primary" | "danger";
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const messageId = useId();
  return (
    <Modal open={props.open} title={props.title} describedBy={messageId} onEscape={props.onCancel}>
      <p id={messageId}>{props.message}</p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={props.onCancel} autoFocus>
          {props.cancelLabel}
        </Button>
        <Button variant={props.tone === "danger" ? "danger" : "primary"} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
