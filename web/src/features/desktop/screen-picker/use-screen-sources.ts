import { useCallback, useEffect, useRef, useState } from "react";
import type { KoraDesktopApi, ScreenSourceList } from "../kora-desktop.ts";

export type SourcesState = { status: "loading" } | { status: "ready"; list: ScreenSourceList } | { status: "failed" };

/** Main's list of screens and windows; `reload` asks again (each list is a new offer in main). */
export function useScreenSources(kora: KoraDesktopApi): { state: SourcesState; reload: () => void } {
  const [state, setState] = useState<SourcesState>({ status: "loading" });
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ask = ++latest.current;
    setState({ status: "loading" });
    kora.listScreenSources().then(
      (list) => ask === latest.current && setState({ status: "ready", list }),
      (error: unknown) => {
        console.warn("Kora: listing screens and windows failed", error);
        if (ask === latest.current) setState({ status: "failed" });
      },
    );
  }, [kora]);

  useEffect(() => {
    reload();
    return () => {
      latest.current += 1; // an answer after unmount is dropped
    };
  }, [reload]);

  return { state, reload };
}
