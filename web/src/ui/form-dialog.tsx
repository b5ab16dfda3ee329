import type { FormEvent, ReactNode } from "react";
import { Button } from "./button.tsx";
import { Modal } from "./modal.tsx";
import styles from "./dialog.module.css";

/** A modal with fields: Enter or the submit button sends; while `busy` it neither sends again nor closes. */
export function FormDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  tone?: "primary" | "danger";
  busy?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.busy) props.onSubmit();
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      onEscape={() => {
        if (!props.busy) props.onCancel();
      }}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {props.children}
        <div className={styles.actions}>
          <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" variant={props.tone === "danger" ? "danger" : "primary"} busy={props.busy}>
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
