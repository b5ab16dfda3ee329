import { useEffect, useState, useSyncExternalStore } from "react";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import type { MeetingTarget } from "../engine/session-types.ts";
import { CallRecorder, type RecorderSnapshot } from "./call-recorder.ts";

/**
 * One recorder per meeting screen, above the call's phases, so a recording keeps uploading on the
 * end screen and through a rejoin. Leaving the page while bytes are unsaved asks first.
 */
export function useCallRecorder(target: MeetingTarget): [RecorderSnapshot, CallRecorder] {
  const [recorder] = useState(() => new CallRecorder(target));
  const t = useT(meetingsMessages);
  useEffect(() => {
    recorder.screenLabel = (name) => t.t("tile.screenOf", { name });
  }, [recorder, t]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (recorder.unsaved) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [recorder]);
  useEffect(() => () => recorder.dispose(), [recorder]);
  const snapshot = useSyncExternalStore(recorder.subscribe, recorder.getSnapshot, recorder.getSnapshot);
  return [snapshot, recorder];
}
