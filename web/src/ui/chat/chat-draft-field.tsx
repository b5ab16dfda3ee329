import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { CHAT_MAX_LENGTH } from "@kora/shared/contracts/meetings.ts";
import { uiChatMessages } from "@kora/shared/i18n/messages/ui-chat.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { charactersLeft, chatDraftError } from "./chat-view.ts";

export type ChatDraft = ReturnType<typeof useChatDraft>;

/** A chat message being written (the call's chat and the booking's): its text and the problem shown with it. */
export function useChatDraft() {
  const t = useT(uiChatMessages);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  /** The text to send, trimmed; null when it can't go, with the reason shown. */
  const take = (): string | null => {
    const problem = chatDraftError(draft, t);
    setError(problem);
    return problem ? null : draft.trim();
  };
  return { draft, setDraft, error, setError, take };
}

interface ChatDraftFieldProps {
  chat: ChatDraft;
  /** The field's (hidden) label and its placeholder. */
  label: string;
  /** The owner's styles for the field and for the note under it. */
  classes: { draft: string | undefined; note: string | undefined; error: string | undefined };
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** The send button, between the field and its note. */
  children: ReactNode;
}

/** The inside of a chat's send form: the field, the owner's send button, then the problem or the characters left. */
export function ChatDraftField({ chat, label, classes, onKeyDown, children }: ChatDraftFieldProps) {
  const t = useT(uiChatMessages);
  const fieldId = useId();
  const { draft, error } = chat;
  const left = charactersLeft(draft);
  return (
    <>
      <label htmlFor={fieldId} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={fieldId}
        className={classes.draft}
        rows={2}
        placeholder={label}
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || left !== null ? `${fieldId}-note` : undefined}
        onChange={(event) => {
          chat.setDraft(event.target.value);
          if (error) chat.setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      {children}
      {(error || left !== null) && (
        <p id={`${fieldId}-note`} className={error || (left ?? 0) < 0 ? classes.error : classes.note} aria-live="polite">
          {error ?? (left! < 0 ? t.t("draft.over", { over: -left!, max: CHAT_MAX_LENGTH }) : t.t("draft.left", { left: left! }))}
        </p>
      )}
    </>
  );
}
