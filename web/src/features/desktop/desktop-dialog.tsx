import { type CSSProperties, type ReactNode, useId } from "react";
import { useModalDialog } from "../../ui/modal.tsx";
import styles from "./desktop-dialog.module.css";

/**
 * The frame of the desktop app's own dialogs (screen picker, Uploads): a modal <dialog> as wide as
 * `width` allows on the screen, its contents in a column under the title. Escape asks `onEscape`.
 */
export function DesktopDialog({
  title,
  width,
  onEscape,
  children,
}: {
  title: string;
  /** Widest it gets, in CSS pixels. */
  width: number;
  onEscape: () => void;
  children: ReactNode;
}) {
  const ref = useModalDialog(true);
  const id = useId();
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      style={{ "--desktop-dialog-width": `${width}px` } as CSSProperties}
      aria-labelledby={`${id}-title`}
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
