import type { KoraDesktopApi } from "../../../../desktop/src/ipc-contract.ts";

export type {
  KoraDesktopApi,
  ScreenChoice,
  ScreenSource as DesktopScreenSourceInfo,
  ScreenSourceList,
} from "../../../../desktop/src/ipc-contract.ts";
export type { UploadList, UploadRow } from "../../../../desktop/src/core/recording-cache/uploads-contract.ts";

/** `window.kora`: the desktop app's preload API, or null in a browser. */
export function koraDesktop(): KoraDesktopApi | null {
  if (typeof window === "undefined") return null;
  return (window as { kora?: KoraDesktopApi }).kora ?? null;
}
