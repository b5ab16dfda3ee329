import { useEffect, useId, useRef } from "react";
import { Button } from "./button.tsx";
import styles from "./dialog.module.css";

/** A modal confirmation on the native <dialog> (focus trap, Escape and backdrop handled by the browser). */
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
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {props.title}
      </h2>
      <p id={`${id}-message`}>{props.message}</p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={props.onCancel} autoFocus>
          {props.cancelLabel}
        </Button>
        <Button variant={props.tone === "danger" ? "danger" : "primary"} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
