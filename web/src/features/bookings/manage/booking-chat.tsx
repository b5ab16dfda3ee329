import type { FormEvent } from "react";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { chatMessageSchema, type ChatMessage } from "@kora/shared/contracts/meetings.ts";
import type { BookingStatus } from "@kora/shared/domain/bookings/lifecycle.ts";
import { bookingsDetailMessages } from "@kora/shared/i18n/messages/bookings-detail.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { api, isApiError } from "../../../lib/api-client.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { Button } from "../../../ui/button.tsx";
import { ChatDraftField, useChatDraft } from "../../../ui/chat/chat-draft-field.tsx";
import { ChatLog, type ChatLogClasses } from "../../../ui/chat/chat-log.tsx";
import styles from "./booking-chat.module.css";

/** Bookings whose call could have happened keep a chat: confirmed, and in the archive after a confirmation. */
const CHAT_STATUSES: readonly BookingStatus[] = [
  "confirmed",
  "completed",
  "cancelled-confirmed",
  "expired-learner-no-show",
  "expired-advisor-no-show",
  "expired-both-no-show",
];
export const hasBookingChat = (status: BookingStatus) => CHAT_STATUSES.includes(status);

/** Under "bookings", so a RefreshBooking event (someone joined or left the call) refreshes it too. */
const chatKey = (id: string) => ["bookings", "chat", id] as const;
const chatPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}/chat`;

const bookingChatQuery = (id: string, live: boolean) =>
  queryOptions({
    queryKey: chatKey(id),
    queryFn: ({ signal }) => api.get(chatPath(id), { schema: z.array(chatMessageSchema), toast: false, signal }),
    // While the booking is live, people may be writing in the call: look again now and then.
    refetchInterval: live ? 20_000 : false,
  });

const draftClasses = { draft: styles.draft, note: styles.note, error: styles.error };
const logClasses: ChatLogClasses = {
  log: styles.log!,
  empty: styles.quiet!,
  system: styles.system!,
  message: styles.message!,
  own: styles.own!,
  head: styles.head!,
  author: styles.author!,
  bubble: styles.bubble!,
};

const postChat = ({ id, text }: { id: string; text: string }) =>
  api.post(chatPath(id), { text }, { schema: chatMessageSchema, toast: false });

/** The booking's chat (public-site §4: completed bookings keep a working chat in the archive). */
export function BookingChat({ booking, viewer, nowMs }: { booking: BookingDto; viewer: { id: string; timezone: string }; nowMs: number }) {
  const t = useT(bookingsDetailMessages);
  const chat = useQuery(bookingChatQuery(booking.id, booking.status === "confirmed"));
  const draft = useChatDraft();
  const send = useMutation({
    mutationFn: postChat,
    onSuccess: (message) => {
      queryClient.setQueryData<ChatMessage[]>(chatKey(booking.id), (messages = []) =>
        messages.some((m) => m.id === message.id) ? messages : [...messages, message],
      );
      draft.setDraft("");
    },
    onError: (failure) => draft.setError(isApiError(failure) ? failure.message : t.t("chat.notSent")),
  });
  const messages = chat.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.take();
    if (text !== null) send.mutate({ id: booking.id, text });
  };
  return (
    <section className={styles.panel} aria-labelledby="booking-chat">
      <h2 id="booking-chat">{t.t("chat.title")}</h2>
      {chat.isPending ? (
        <p className={styles.quiet}>{t.t("chat.loading")}</p>
      ) : chat.isError ? (
        <p className={styles.quiet} role="alert">
          {t.t("chat.loadFailed")}{" "}
          <button type="button" className={styles.retry} onClick={() => void chat.refetch()}>
            {t.t("tryAgain")}
          </button>
        </p>
      ) : (
        <ChatLog
          messages={messages}
          selfId={viewer.id}
          nowMs={nowMs}
          timeZone={viewer.timezone}
          label={t.t("chat.messages")}
          empty={t.t("chat.empty")}
          classes={logClasses}
        />
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <ChatDraftField chat={draft} label={t.t("chat.write")} classes={draftClasses}>
          <Button type="submit" busy={send.isPending}>
            {t.t("chat.send")}
          </Button>
        </ChatDraftField>
      </form>
    </section>
  );
}
