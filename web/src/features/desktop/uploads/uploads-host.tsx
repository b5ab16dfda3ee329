import { useSyncExternalStore } from "react";
import type { KoraDesktopApi } from "../kora-desktop.ts";
import { uploadsPanel } from "./uploads-open.ts";
import { UploadsPanel } from "./uploads-panel.tsx";

/** Mounted once in the app shell (desktop app only): shows the Uploads panel while it is open. */
export function UploadsHost({ kora }: { kora: KoraDesktopApi }) {
  const open = useSyncExternalStore(uploadsPanel.subscribe, uploadsPanel.isOpen, uploadsPanel.isOpen);
  return open ? <UploadsPanel kora={kora} onClose={() => uploadsPanel.set(false)} /> : null;
}
