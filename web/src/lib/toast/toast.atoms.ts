import { CARD_UPDATED_TOAST_MS, EVENT_TOAST_MS, NEW_VERSION_TOAST_MS, TOAST_MS } from "@kora/shared/constants.ts";
import { appStore, atom } from "../jotai.ts";

export type ToastKind = "info" | "success" | "error";

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
  /** Bumped when the same message is raised again while shown, so its timer restarts. */
  version: number;
  /** A way on from what the toast says (an in-app path). */
  link?: ToastLink;
}

export interface ToastLink {
  to: string;
  label: string;
}

/** How long each sort of toast stays (public-site §9). */
export const TOAST_DURATIONS = {
  default: TOAST_MS,
  event: EVENT_TOAST_MS,
  cardUpdated: CARD_UPDATED_TOAST_MS,
  newVersion: NEW_VERSION_TOAST_MS,
} as const;

export interface ToastOptions {
  kind?: ToastKind;
  /** Milliseconds, or a named duration. */
  duration?: number | keyof typeof TOAST_DURATIONS;
  link?: ToastLink;
}

export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

/**
 * Raises a toast from anywhere (components, the API client, the realtime client). The same message
 * raised while it is still on screen restarts its timer instead of stacking a duplicate. A success
 * takes away the error toasts still shown: they are about an attempt that has since gone through.
 */
export function showToast(message: string, options: ToastOptions = {}): number {
  const kind = options.kind ?? "info";
  const durationMs = typeof options.duration === "number" ? options.duration : TOAST_DURATIONS[options.duration ?? "default"];
  const shown = appStore.get(toastsAtom);
  const current = kind === "success" ? shown.filter((toast) => toast.kind !== "error") : shown;
  const same = current.find((toast) => toast.message === message && toast.kind === kind);
  if (same) {
    appStore.set(
      toastsAtom,
      current.map((toast) => (toast === same ? { ...toast, durationMs, version: toast.version + 1 } : toast)),
    );
    return same.id;
  }
  const id = nextId++;
  appStore.set(toastsAtom, [...current, { id, message, kind, durationMs, version: 0, ...(options.link ? { link: options.link } : {}) }]);
  return id;
}

export function dismissToast(id: number): void {
  appStore.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
}

/** Takes away the error toasts on screen: a dialog opening over the page supersedes what they said about it. */
export function dismissErrorToasts(): void {
  appStore.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.kind !== "error"));
}

export const toast = {
  info: (message: string, duration?: ToastOptions["duration"]) => showToast(message, { kind: "info", duration }),
  success: (message: string, duration?: ToastOptions["duration"], link?: ToastLink) =>
    showToast(message, { kind: "success", duration, link }),
  error: (message: string, duration?: ToastOptions["duration"]) => showToast(message, { kind: "error", duration }),
  dismiss: dismissToast,
};
