import { useEffect, useRef } from "react";
import type { Knocker } from "@kora/shared/contracts/meetings.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import type { MeetingSnapshot } from "./engine/session-types.ts";
import { closeKnockChime, playKnockChime } from "./knock-sound.ts";
import { knockToasts, newKnockers } from "./knocks.ts";

/**
 * Makes knocks hard to miss for hosts and co-hosts: a chime and a toast for each new knocker (the
 * waiting list itself is on screen). Also toasts the engine's one-off notices ("Maya muted your
 * microphone") once each.
 */
export function useCallAlerts(snapshot: Pick<MeetingSnapshot, "waiting" | "notice">, moderator: boolean): void {
  const previous = useRef<Knocker[]>([]);
  useEffect(() => {
    const arrived = moderator ? newKnockers(previous.current, snapshot.waiting) : [];
    previous.current = snapshot.waiting;
    if (arrived.length === 0) return;
    playKnockChime();
    for (const message of knockToasts(arrived)) toast.info(message, "event");
  }, [snapshot.waiting, moderator]);

  const noticeId = useRef<number | null>(null);
  useEffect(() => {
    const notice = snapshot.notice;
    if (!notice || notice.id === noticeId.current) return;
    noticeId.current = notice.id;
    toast.info(notice.text);
  }, [snapshot.notice]);

  useEffect(() => closeKnockChime, []);
}
