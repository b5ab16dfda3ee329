import { dismissErrorToasts } from "../lib/toast/toast.atoms.ts";
import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "./dialog.module.css";

/** Opens and closes a native <dialog> as `open` says (showModal gives the focus trap and inert page). */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // An error toast about the page behind would sit over the dialog's backdrop, beside its question.
      dismissErrorToasts();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/**
 * The frame every dialog here shares, on the native <dialog> (focus trap, Escape and backdrop handled by
 * the browser). `open` is the truth: Escape only asks `onEscape`, so the owner decides whether it closes.
 */
export function Modal({
  open,
  title,
  describedBy,
  onEscape,
  children,
}: {
  open: boolean;
  title: string;
  describedBy?: string;
  onEscape: () => void;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  const id = useId();

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onEscape();
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
