import { useEffect, useState } from "react";
import type { KoraDesktopApi, UploadList } from "../kora-desktop.ts";

export type UploadsState = { status: "loading" } | { status: "ready"; list: UploadList } | { status: "error" };

/** The recordings on this computer, read again whenever main says an upload moved on. */
export function useUploads(kora: KoraDesktopApi): UploadsState {
  const [state, setState] = useState<UploadsState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    const load = () =>
      kora
        .listUploads()
        .then((list) => live && setState({ status: "ready", list }))
        .catch(() => live && setState((before) => (before.status === "ready" ? before : { status: "error" })));
    void load();
    const unsubscribe = kora.onUploadsChanged(() => void load());
    return () => {
      live = false;
      unsubscribe();
    };
  }, [kora]);
  return state;
}
