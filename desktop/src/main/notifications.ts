import { Notification } from "electron";
import type { IpcParsedArgs } from "../ipc-contract.ts";

type NotifyInput = IpcParsedArgs<"kora:notify">[0];

// Electron drops a notification's click handler once the object is garbage-collected, so every
// shown notification is held until it is clicked, closed or fails.
const shown = new Set<Notification>();

/** Buttons are shown by macOS only; elsewhere the notification's click opens its page instead. */
export const notificationButtonsSupported = (): boolean => process.platform === "darwin";

/**
 * Shows an OS notification; a click calls `onClick` with the page to open, a button press calls
 * `onAction` with the button's id. Returns false when the OS cannot show notifications (e.g. no
 * notification daemon on Linux).
 */
export function showNotification(
  input: NotifyInput,
  onClick: (path: string | undefined) => void,
  onAction: (actionId: string) => void = () => undefined,
): boolean {
  if (!Notification.isSupported()) return false;
  const buttons = notificationButtonsSupported() ? (input.actions ?? []) : [];
  const notification = new Notification({
    title: input.title,
    body: input.body,
    actions: buttons.map((action) => ({ type: "button" as const, text: action.label })),
  });
  const release = (): void => {
    shown.delete(notification);
  };
  notification.on("click", () => {
    release();
    onClick(input.path);
  });
  notification.on("action", (details) => {
    release();
    const action = buttons[details.actionIndex];
    if (action) onAction(action.id);
  });
  notification.on("close", release);
  notification.on("failed", release);
  shown.add(notification);
  notification.show();
  return true;
}
