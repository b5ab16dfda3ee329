import { useEffect, useSyncExternalStore } from "react";
import type { KoraDesktopApi } from "../kora-desktop.ts";
import { pickerRequests } from "./picker-request.ts";
import { ScreenPickerDialog } from "./screen-picker-dialog.tsx";

/** Shows Kora's screen picker whenever the desktop screen source asks for a screen. */
export function ScreenPickerHost({ kora }: { kora: KoraDesktopApi }) {
  useEffect(() => pickerRequests.addHost(), []);
  const request = useSyncExternalStore(pickerRequests.subscribe, pickerRequests.current, () => null);
  if (!request) return null;
  return <ScreenPickerDialog key={request.id} kora={kora} onDone={(choice) => request.settle(choice)} />;
}
