import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react";
import { Button } from "../../ui/button.tsx";
import dialogStyles from "../../ui/dialog.module.css";
import styles from "./detail.module.css";

/** A modal with fields, on the native <dialog> like the shared ConfirmDialog (focus trap, Escape). */
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
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.busy) props.onSubmit();
  };
  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!props.busy) props.onCancel();
      }}
    >
      <h2 id={`${id}-title`} className={dialogStyles.title}>
        {props.title}
      </h2>
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        {props.children}
        <div className={dialogStyles.actions}>
          <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" variant={props.tone === "danger" ? "danger" : "primary"} busy={props.busy}>
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
