import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { CHAT_MAX_LENGTH, MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import type { MeetingSession, MeetingSnapshot } from "./engine/session-types.ts";
import { charactersLeft, chatDraftError } from "./chat-view.ts";
import { ChatLog } from "./chat-log.tsx";
import { MeetingIcon } from "./meeting-icons.tsx";
import styles from "./panel.module.css";

/** The call's chat: everything said so far (booking chats are kept) and a send box when I may chat. */
export function ChatPanel({ snapshot, session, nowMs }: { snapshot: MeetingSnapshot; session: MeetingSession; nowMs: number }) {
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const canChat = snapshot.self?.permissions.canChat ?? false;
  const left = charactersLeft(draft);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = chatDraftError(draft);
    setError(problem);
    if (problem) return;
    session.sendChat(draft.trim());
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (and a composing IME keeps its Enter).
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <div className={styles.chatBody}>
      <ChatLog messages={snapshot.chat} selfId={snapshot.self?.id ?? null} nowMs={nowMs} />
      {canChat ? (
        <form className={styles.sendBox} onSubmit={send} noValidate>
          <label htmlFor={fieldId} className="visually-hidden">
            Message everyone
          </label>
          <textarea
            id={fieldId}
            className={styles.draft}
            rows={2}
            placeholder="Message everyone"
            maxLength={CHAT_MAX_LENGTH + 200}
            value={draft}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || left !== null ? `${fieldId}-note` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.send} aria-label="Send message">
            <MeetingIcon name="send" size={20} />
          </button>
          {(error || left !== null) && (
            <p id={`${fieldId}-note`} className={error || (left ?? 0) < 0 ? styles.draftError : styles.draftNote} aria-live="polite">
              {error ?? (left! < 0 ? `${-left!} characters over the limit of ${CHAT_MAX_LENGTH}.` : `${left} characters left.`)}
            </p>
          )}
        </form>
      ) : (
        <p className={styles.chatOff}>{MEETING_MESSAGES.chatOff}</p>
      )}
    </div>
  );
}
