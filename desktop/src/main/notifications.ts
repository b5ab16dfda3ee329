import { Notification } from "electron";
import type { IpcParsedArgs } from "../ipc-contract.ts";

type NotifyInput = IpcParsedArgs<"kora:notify">[0];

// Electron drops a notification's click handler once the object is garbage-collected, so every
// shown notification is held until it is clicked, closed or fails.
const shown = new Set<Notification>();

/**
 * Shows an OS notification; a click calls `onClick` with the page to open. Returns false when the
 * OS cannot show notifications (e.g. no notification daemon on Linux).
 */
export function showNotification(input: NotifyInput, onClick: (path: string | undefined) => void): boolean {
  if (!Notification.isSupported()) return false;
  const notification = new Notification({ title: input.title, body: input.body });
  const release = (): void => {
    shown.delete(notification);
  };
  notification.on("click", () => {
    release();
    onClick(input.path);
  });
  notification.on("close", release);
  notification.on("failed", release);
  shown.add(notification);
  notification.show();
  return true;
}
