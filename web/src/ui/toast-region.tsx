import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { errorsMessages } from "@kora/shared/i18n/messages/errors.ts";
import { uiMessages } from "@kora/shared/i18n/messages/ui.ts";
import { loadCatalog } from "../lib/i18n/catalogs.ts";
import { useLocale } from "../lib/i18n/locale.tsx";
import { useT } from "../lib/i18n/use-t.ts";
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

function ToastItem({ toast, onDismiss, dismissLabel }: { toast: ToastView; onDismiss: (id: number) => void; dismissLabel: string }) {
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
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)} aria-label={dismissLabel}>
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
  const t = useT(uiMessages);
  const locale = useLocale();
  // The client's own error toasts are worded outside React (lib/api-client.ts): have their words ready in the page's language.
  useEffect(() => {
    loadCatalog(errorsMessages, locale).catch(() => undefined);
  }, [locale]);
  const hasError = toasts.some((toast) => toast.kind === "error");
  const top = useToastTop(toasts.length > 0);
  return (
    <ol
      className={styles.region}
      style={top === undefined ? undefined : { top }}
      role="status"
      aria-live={hasError ? "assertive" : "polite"}
      aria-label={t.t("toast.region")}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} dismissLabel={t.t("toast.dismiss")} />
      ))}
    </ol>
  );
}
