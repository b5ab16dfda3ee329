import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "./dialog.module.css";

/**
 * The frame every dialog here shares, on the native <dialog> (focus trap, Escape and backdrop handled by
 * the browser). `open` is the truth: Escape only asks `onEscape`, so the owner decides whether it closes.
 */
export function Modal({ open, title, describedBy, onEscape, children }: { open: boolean; title: string; describedBy?: string; onEscape: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
