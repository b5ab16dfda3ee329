import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { formatMobile } from "@kora/shared/domain/validation/phone.ts";
import { isApiError } from "../../lib/api-client.ts";
import { formatDateTime, formatRelative } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Container } from "../../ui/surface.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { fetchMailbox, fetchSmsOutbox } from "./dev-mailbox.client.ts";
import styles from "./dev-mailbox.module.css";
import { MailView } from "./mail-view.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHead } from "../../ui/page-head.tsx";

const REFRESH_MS = 5000;

function Sent({ at }: { at: string }) {
  return (
    <time className={styles.time} dateTime={at} title={formatDateTime(at)}>
      {formatRelative(at, Date.now())}
    </time>
  );
}

/**
 * /dev/mailbox: what the embedded mail and SMS adapters have "sent", for local development and
 * tests: the emails, and beside them the text messages. One recipient filter: an address narrows
 * the mail, a number the texts.
 */
export function DevMailboxPage() {
  usePageTitle("Dev mailbox");
  const [params, setParams] = useSearchParams();
  const to = params.get("to") ?? "";
  const isAddress = to.includes("@");
  const [draft, setDraft] = useState(to);
  const mailbox = useQuery({
    queryKey: ["dev-mailbox", isAddress ? to : ""],
    queryFn: () => fetchMailbox(isAddress ? to : ""),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const texts = useQuery({
    queryKey: ["dev-sms", isAddress ? "" : to],
    queryFn: () => fetchSmsOutbox(isAddress ? "" : to),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const off = [mailbox.error, texts.error].some((error) => isApiError(error) && error.status === 404);

  return (
    <div className={styles.page}>
      <Container>
        <PageHead
          title="Dev mailbox"
          className={styles.head}
          actions={
            <form
              className={styles.filter}
              onSubmit={(event) => {
                event.preventDefault();
                setParams(draft.trim() ? { to: draft.trim() } : {});
              }}
            >
              <TextField
                label="Recipient"
                placeholder="Email or mobile, e.g. +61 412 345 678"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button type="submit" variant="secondary">
                Filter
              </Button>
            </form>
          }
        >
          Emails and text messages the server would have sent, newest first. Refreshes every few seconds.
        </PageHead>
        {off ? (
          <EmptyState>The dev mailbox is off in production.</EmptyState>
        ) : (
          // Filtered by a number, the texts come first on a narrow screen.
          <div className={`${styles.columns} ${to && !isAddress ? styles.textsFirst : ""}`}>
            <section aria-labelledby="mail-title">
              <h2 id="mail-title" className={styles.columnTitle}>
                Emails
              </h2>
              {mailbox.isPending ? (
                <PageLoader label="Loading mail" />
              ) : mailbox.isError ? (
                <EmptyState>The mailbox could not be loaded. Is the API running?</EmptyState>
              ) : mailbox.data.length === 0 ? (
                <EmptyState>No mail{isAddress ? ` to ${to}` : ""} yet.</EmptyState>
              ) : (
                <ol className={styles.list} aria-label="Messages">
                  {mailbox.data.map((message) => (
                    <li key={message.id} className={styles.message}>
                      <div className={styles.meta}>
                        <div>
                          <h3 className={styles.subject}>{message.subject}</h3>
                          <span className={styles.to}>To {message.to}</span>
                        </div>
                        <Sent at={message.createdAt} />
                      </div>
                      <MailView message={message} />
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section aria-labelledby="sms-title">
              <h2 id="sms-title" className={styles.columnTitle}>
                Text messages (SMS)
              </h2>
              {texts.isPending ? (
                <PageLoader label="Loading text messages" />
              ) : texts.isError ? (
                <EmptyState>The text messages could not be loaded. Is the API running?</EmptyState>
              ) : texts.data.length === 0 ? (
                <EmptyState>No text messages{to && !isAddress ? ` to ${to}` : ""} yet.</EmptyState>
              ) : (
                <ol className={styles.list} aria-label="Text messages">
                  {texts.data.map((sms) => (
                    <li key={sms.id} className={styles.message}>
                      <div className={styles.meta}>
                        <span className={styles.smsTo}>To {formatMobile(sms.to)}</span>
                        <Sent at={sms.createdAt} />
                      </div>
                      <p className={styles.smsBody}>{sms.body}</p>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        )}
      </Container>
    </div>
  );
}
