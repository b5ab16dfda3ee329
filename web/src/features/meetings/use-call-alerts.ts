import { useEffect, useEffectEvent, useRef } from "react";
import type { Knocker } from "@kora/shared/contracts/meetings.ts";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import type { MeetingSnapshot } from "./engine/session-types.ts";
import { closeKnockChime, playKnockChime } from "./knock-sound.ts";
import { knockToasts, newKnockers } from "./knocks.ts";
import { saidText } from "./meeting-words.ts";

/**
 * Makes knocks hard to miss for hosts and co-hosts: a chime and a toast for each new knocker (the
 * waiting list itself is on screen). Also toasts the engine's one-off notices ("Maya muted your
 * microphone") once each.
 */
export function useCallAlerts(snapshot: Pick<MeetingSnapshot, "waiting" | "notice">, moderator: boolean): void {
  const t = useT(meetingsMessages);
  const previous = useRef<Knocker[]>([]);
  // The words are read when a knock or a notice arrives: a change of language alone toasts nothing.
  const knockWords = useEffectEvent((arrived: Knocker[]) => knockToasts(arrived, t));
  const noticeWords = useEffectEvent((text: string) => saidText(t, text));
  useEffect(() => {
    const arrived = moderator ? newKnockers(previous.current, snapshot.waiting) : [];
    previous.current = snapshot.waiting;
    if (arrived.length === 0) return;
    playKnockChime();
    for (const message of knockWords(arrived)) toast.info(message, "event");
  }, [snapshot.waiting, moderator]);

  const noticeId = useRef<number | null>(null);
  useEffect(() => {
    const notice = snapshot.notice;
    if (!notice || notice.id === noticeId.current) return;
    noticeId.current = notice.id;
    toast.info(noticeWords(notice.text));
  }, [snapshot.notice]);

  useEffect(() => closeKnockChime, []);
}
