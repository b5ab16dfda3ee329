import { useLayoutEffect, useRef } from "react";
import type { ChatMessage } from "@kora/shared/contracts/meetings.ts";
import { chatLines, chatTime } from "./chat-view.ts";
import styles from "./panel.module.css";

/** The messages of a call: mine on the right, others' on the left with their name, system lines in between. */
export function ChatLog({ messages, selfId, nowMs, timeZone }: { messages: readonly ChatMessage[]; selfId: string | null; nowMs: number; timeZone?: string }) {
  const ref = useRef<HTMLOListElement>(null);
  const lines = chatLines(messages, selfId);
  const stuck = useRef(true);

  useLayoutEffect(() => {
    // Follows new messages unless the reader has scrolled up to read older ones.
    const list = ref.current;
    if (list && stuck.current) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  if (lines.length === 0) return <p className={styles.emptyChat}>No messages yet. Say hello!</p>;
  return (
    <ol
      ref={ref}
      className={styles.chatLog}
      role="log"
      aria-label="Messages"
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget;
        stuck.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
      }}
    >
      {lines.map(({ message, own, head }) =>
        message.system ? (
          <li key={message.id} className={styles.system} data-system="true">
            <span>{message.text}</span> <time dateTime={message.sentAt}>{chatTime(message.sentAt, nowMs, timeZone)}</time>
          </li>
        ) : (
          <li key={message.id} className={[styles.message, own && styles.own, head && styles.head].filter(Boolean).join(" ")} data-own={own || undefined}>
            {head && (
              <p className={styles.author}>
                <strong>{own ? "You" : message.authorName}</strong> <time dateTime={message.sentAt}>{chatTime(message.sentAt, nowMs, timeZone)}</time>
              </p>
            )}
            <p className={styles.bubble}>{message.text}</p>
          </li>
        ),
      )}
    </ol>
  );
}
