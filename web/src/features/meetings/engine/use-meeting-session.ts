import { useEffect, useState, useSyncExternalStore } from "react";
import { createMeetingSession, type SessionOptions } from "./meeting-session.ts";
import type { MeetingSession, MeetingSnapshot, MeetingTarget } from "./session-types.ts";

const targetKey = (target: MeetingTarget) =>
  target.kind === "booking" ? `booking:${target.bookingId}${target.ask ? ":ask" : ""}` : `personal:${target.slug}:${target.cardId ?? ""}`;

/** Disposal waits a tick, so React's StrictMode unmount-and-remount keeps the same session. */
const pendingDisposals = new WeakMap<MeetingSession, ReturnType<typeof setTimeout>>();

/**
 * One meeting session per mounted component and target, disposed on unmount (camera, microphone,
 * socket and peers released). Options are read when the session is made.
 */
export function useMeetingSession(target: MeetingTarget, options: SessionOptions = {}): [MeetingSnapshot, MeetingSession] {
  const key = targetKey(target);
  const [holder, setHolder] = useState(() => ({ key, session: createMeetingSession(target, options) }));
  let current = holder;
  if (holder.key !== key) {
    // A new target (another booking or room): a new session; the effect below disposes the old one.
    current = { key, session: createMeetingSession(target, options) };
    setHolder(current);
  }
  const { session } = current;

  useEffect(() => {
    const pending = pendingDisposals.get(session);
    if (pending !== undefined) clearTimeout(pending);
    pendingDisposals.delete(session);
    return () => {
      pendingDisposals.set(
        session,
        setTimeout(() => {
          pendingDisposals.delete(session);
          session.dispose();
        }, 0),
      );
    };
  }, [session]);

  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return [snapshot, session];
}
