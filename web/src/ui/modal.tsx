import { dismissErrorToasts } from "../lib/toast/toast.atoms.ts";
import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from "react";
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
  width,
  className,
  onEscape,
  children,
}: {
  open: boolean;
  title: string;
  describedBy?: string;
  /** Widest it gets, in CSS pixels (440 unless said); never wider than the screen. */
  width?: number;
  /** Added to the dialog's own class, for a layout of its contents. */
  className?: string;
  onEscape: () => void;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  const id = useId();

  return (
    <dialog
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      style={width === undefined ? undefined : ({ "--modal-width": `${width}px` } as CSSProperties)}
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
