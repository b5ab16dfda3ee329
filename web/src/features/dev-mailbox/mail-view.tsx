import { useState } from "react";
import type { MailboxMessage } from "@kora/shared/contracts/dev-mailbox.ts";
import styles from "./dev-mailbox.module.css";

/** A link that downloads an attachment's text as sent (a `data:` URL: nothing leaves the page). */
export const attachmentHref = (attachment: MailboxMessage["attachments"][number]) =>
  `data:${attachment.contentType.split(";")[0]};charset=utf-8,${encodeURIComponent(attachment.content)}`;

/** Makes the frame as tall as the mail it shows, so the page scrolls instead of the frame. */
function fitToMail(frame: HTMLIFrameElement) {
  const height = frame.contentDocument?.documentElement.scrollHeight;
  if (height) frame.style.height = `${height + 24}px`;
}

/**
 * One caught mail's body: the plain text (what every client can show) or the HTML as a mail client
 * renders it (in a sandboxed frame with scripts off; same-origin only so the page can size the frame
 * to the mail), and its attachments.
 */
export function MailView({ message }: { message: MailboxMessage }) {
  const [view, setView] = useState<"text" | "html">("text");
  return (
    <>
      <div className={styles.views} role="group" aria-label={`Show ${message.subject} as`}>
        {(["text", "html"] as const).map((kind) => (
          <button key={kind} type="button" className={styles.view} aria-pressed={view === kind} onClick={() => setView(kind)}>
            {kind === "text" ? "Text" : "HTML"}
          </button>
        ))}
      </div>
      {view === "text" ? (
        <pre className={styles.body}>{message.text}</pre>
      ) : (
        <iframe
          className={styles.html}
          title={`${message.subject} (HTML)`}
          srcDoc={message.html}
          sandbox="allow-same-origin"
          onLoad={(event) => fitToMail(event.currentTarget)}
        />
      )}
      {Object.keys(message.headers).length > 0 && (
        <details className={styles.headers}>
          <summary>Headers</summary>
          <dl>
            {Object.entries(message.headers).map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {message.attachments.length > 0 && (
        <ul className={styles.attachments} aria-label="Attachments">
          {message.attachments.map((attachment) => (
            <li key={attachment.filename}>
              <a href={attachmentHref(attachment)} download={attachment.filename}>
                {attachment.filename}
              </a>{" "}
              <span className={styles.to}>{attachment.contentType}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
