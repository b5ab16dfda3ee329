import type { FormEvent, KeyboardEvent } from "react";
import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { ChatDraftField, useChatDraft } from "../../ui/chat/chat-draft-field.tsx";
import { ChatLog, type ChatLogClasses } from "../../ui/chat/chat-log.tsx";
import type { MeetingSession, MeetingSnapshot } from "./engine/session-types.ts";
import { MeetingIcon } from "./meeting-icons.tsx";
import styles from "./panel.module.css";

const draftClasses = { draft: styles.draft, note: styles.draftNote, error: styles.draftError };
/** The call's dark panel. */
const logClasses: ChatLogClasses = {
  log: styles.chatLog!,
  empty: styles.emptyChat!,
  system: styles.system!,
  message: styles.message!,
  own: styles.own!,
  head: styles.head!,
  author: styles.author!,
  bubble: styles.bubble!,
};

/** The call's chat: everything said so far (booking chats are kept) and a send box when I may chat. */
export function ChatPanel({ snapshot, session, nowMs }: { snapshot: MeetingSnapshot; session: MeetingSession; nowMs: number }) {
  const t = useT(meetingsMessages);
  const chat = useChatDraft();
  const canChat = snapshot.self?.permissions.canChat ?? false;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const text = chat.take();
    if (text === null) return;
    session.sendChat(text);
    chat.setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (and a composing IME keeps its Enter).
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <div className={styles.chatBody}>
      <ChatLog messages={snapshot.chat} selfId={snapshot.self?.id ?? null} nowMs={nowMs} classes={logClasses} />
      {canChat ? (
        <form className={styles.sendBox} onSubmit={send} noValidate>
          <ChatDraftField chat={chat} label={t.t("chat.messageEveryone")} classes={draftClasses} onKeyDown={onKeyDown}>
            <button type="submit" className={styles.send} aria-label={t.t("chat.send")}>
              <MeetingIcon name="send" size={20} />
            </button>
          </ChatDraftField>
        </form>
      ) : (
        <p className={styles.chatOff}>{t.t("chat.off")}</p>
      )}
    </div>
  );
}
