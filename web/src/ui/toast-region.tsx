import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import styles from "./toast-region.module.css";
import { useToastTop } from "./toast-top.ts";

export interface ToastView {
  id: number;
  message: string;
  kind: "info" | "success" | "error";
  durationMs: number;
  version: number;
  /** A way on from what the toast says (an in-app path). */
  link?: { to: string; label: string };
}

function ToastItem({ toast, onDismiss }: { toast: ToastView; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const startedAt = useRef(0);

  // A new version of the toast (the same message raised again) gets its full time back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: toast.version is the trigger
  useEffect(() => {
    remaining.current = toast.durationMs;
  }, [toast.version, toast.durationMs]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: toast.version restarts the timer
  useEffect(() => {
    if (paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, toast.id, toast.version, onDismiss]);

  return (
    <li
      className={[styles.toast, toast.kind !== "info" && styles[toast.kind]].filter(Boolean).join(" ")}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className={styles.message}>
        {toast.message}
        {toast.link && (
          <>
            {" "}
            <Link to={toast.link.to} className={styles.link} onClick={() => onDismiss(toast.id)}>
              {toast.link.label}
            </Link>
          </>
        )}
      </p>
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)} aria-label="Dismiss notification">
        ×
      </button>
    </li>
  );
}

/**
 * Stacked, dismissible toasts. The region is a polite live region (errors assertive) that exists
 * before any toast does, so screen readers announce each new one. Hover or focus pauses the timer.
 * The stack drops in under the page's chrome, never over the bars a person navigates with.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: ToastView[]; onDismiss: (id: number) => void }) {
  const hasError = toasts.some((toast) => toast.kind === "error");
  const top = useToastTop(toasts.length > 0);
  return (
    <ol
      className={styles.region}
      style={top === undefined ? undefined : { top }}
      role="status"
      aria-live={hasError ? "assertive" : "polite"}
      aria-label="Notifications"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </ol>
  );
}
