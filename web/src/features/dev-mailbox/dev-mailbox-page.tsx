import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { isApiError } from "../../lib/api-client.ts";
import { formatDateTime, formatRelative } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Container } from "../../ui/surface.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { fetchMailbox } from "./dev-mailbox.api.ts";
import styles from "./dev-mailbox.module.css";

/** /dev/mailbox: what the embedded mail adapter has "sent", for local development and tests. */
export function DevMailboxPage() {
  usePageTitle("Dev mailbox");
  const [params, setParams] = useSearchParams();
  const to = params.get("to") ?? "";
  const [draft, setDraft] = useState(to);
  const mailbox = useQuery({ queryKey: ["dev-mailbox", to], queryFn: () => fetchMailbox(to), refetchInterval: 5000, retry: false });
  const off = isApiError(mailbox.error) && mailbox.error.status === 404;

  return (
    <div className={styles.page}>
      <Container>
        <div className={styles.head}>
          <div>
            <h1>Dev mailbox</h1>
            <p>Emails the server would have sent, newest first. Refreshes every few seconds.</p>
          </div>
          <form
            className={styles.filter}
            onSubmit={(event) => {
              event.preventDefault();
              setParams(draft.trim() ? { to: draft.trim() } : {});
            }}
          >
            <TextField
              label="Recipient"
              type="email"
              placeholder="Everyone"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              Filter
            </Button>
          </form>
        </div>
        {off ? (
          <p className={styles.empty}>The dev mailbox is off in production.</p>
        ) : mailbox.isPending ? (
          <PageLoader label="Loading mail" />
        ) : mailbox.isError ? (
          <p className={styles.empty}>The mailbox could not be loaded. Is the API running?</p>
        ) : mailbox.data.length === 0 ? (
          <p className={styles.empty}>No mail{to ? ` to ${to}` : ""} yet.</p>
        ) : (
          <ol className={styles.list} aria-label="Messages">
            {mailbox.data.map((message) => (
              <li key={message.id} className={styles.message}>
                <div className={styles.meta}>
                  <div>
                    <h2 className={styles.subject}>{message.subject}</h2>
                    <span className={styles.to}>To {message.to}</span>
                  </div>
                  <time className={styles.time} dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
                    {formatRelative(message.createdAt, Date.now())}
                  </time>
                </div>
                <pre className={styles.body}>{message.text}</pre>
              </li>
            ))}
          </ol>
        )}
      </Container>
    </div>
  );
}
