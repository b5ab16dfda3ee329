import { useLayoutEffect, useRef, type ReactNode } from "react";
import type { ChatMessage } from "@kora/shared/contracts/meetings.ts";
import { uiChatMessages } from "@kora/shared/i18n/messages/ui-chat.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { chatLines, chatTime } from "./chat-view.ts";

/** The class names a chat log is drawn with, from its owner: the call's dark panel, or the booking page's card. */
export interface ChatLogClasses {
  log: string;
  empty: string;
  system: string;
  message: string;
  own: string;
  head: string;
  author: string;
  bubble: string;
}

interface ChatLogProps {
  messages: readonly ChatMessage[];
  selfId: string | null;
  nowMs: number;
  timeZone?: string;
  label?: string;
  empty?: ReactNode;
  classes: ChatLogClasses;
}

/** A chat's messages (in the call and on the booking): mine on the right, others' on the left with their name, system lines in between. */
export function ChatLog({ messages, selfId, nowMs, timeZone, label, empty, classes }: ChatLogProps) {
  const t = useT(uiChatMessages);
  const locale = useLocale();
  const ref = useRef<HTMLOListElement>(null);
  const lines = chatLines(messages, selfId);
  const stuck = useRef(true);
  const newest = lines.at(-1)?.message.id;

  useLayoutEffect(() => {
    // A new newest message: follow it, unless the reader has scrolled up to read older ones.
    const list = ref.current;
    if (newest && list && stuck.current) list.scrollTop = list.scrollHeight;
  }, [newest]);

  if (lines.length === 0) return <p className={classes.empty}>{empty === undefined ? t.t("log.empty") : empty}</p>;
  return (
    <ol
      ref={ref}
      className={classes.log}
      role="log"
      aria-label={label ?? t.t("log.label")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so it must take focus for keyboard users to scroll it (axe: scrollable-region-focusable)
      tabIndex={0}
      onScroll={(event) => {
        const list = event.currentTarget;
        stuck.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
      }}
    >
      {lines.map(({ message, own, head }) =>
        message.system ? (
          <li key={message.id} className={classes.system} data-system="true">
            <span>{message.text}</span> <time dateTime={message.sentAt}>{chatTime(message.sentAt, nowMs, timeZone, locale)}</time>
          </li>
        ) : (
          <li
            key={message.id}
            className={[classes.message, own && classes.own, head && classes.head].filter(Boolean).join(" ")}
            data-own={own || undefined}
          >
            {head && (
              <p className={classes.author}>
                <strong>{own ? t.t("log.you") : message.authorName}</strong>{" "}
                <time dateTime={message.sentAt}>{chatTime(message.sentAt, nowMs, timeZone, locale)}</time>
              </p>
            )}
            <p className={classes.bubble}>{message.text}</p>
          </li>
        ),
      )}
    </ol>
  );
}
