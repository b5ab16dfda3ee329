import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router-dom";
import type { ConsoleGroup } from "@kora/shared/contracts/group-console.ts";
import type { InMailRecipient } from "@kora/shared/contracts/inmail.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useMe } from "../../../lib/session.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { Panel } from "../../../ui/surface.tsx";
import consoleStyles from "../console/console.module.css";
import { inmailDetailQuery } from "./inmail.client.ts";
import { StatusChip, WithInMailGroup } from "./inmail-bits.tsx";
import { funnel, inmailPaths } from "./inmail-format.ts";
import styles from "./inmail.module.css";
import { Cell, ResponsiveTable } from "../../../ui/responsive-table.tsx";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageLayout } from "../../../ui/page-layout.tsx";

function When({ at, timeZone }: { at: string | null; timeZone?: string }) {
  if (at) return formatDateTime(at, timeZone);
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className={consoleStyles.srOnly}>not yet</span>
    </>
  );
}

function RecipientRow({ recipient, timeZone }: { recipient: InMailRecipient; timeZone?: string }) {
  const ended = recipient.status === "Bounced" ? recipient.bouncedAt : recipient.unsubscribedAt;
  return (
    <tr>
      <Cell lead>{recipient.name}</Cell>
      <Cell label="Status">
        <span>
          <StatusChip status={recipient.status} />
          {recipient.bounceReason && <span className={styles.reason}>{recipient.bounceReason}</span>}
        </span>
      </Cell>
      <Cell label="Sent" className={styles.when}>
        {recipient.sentAt ? (
          <When at={recipient.sentAt} timeZone={timeZone} />
        ) : recipient.status === "Bounced" ? (
          "Not delivered"
        ) : (
          "Sending…"
        )}
      </Cell>
      <Cell label="Opened" className={styles.when}>
        <When at={recipient.openedAt} timeZone={timeZone} />
      </Cell>
      <Cell label="Clicked" className={styles.when}>
        <When at={recipient.clickedAt} timeZone={timeZone} />
      </Cell>
      <Cell label="Unsubscribed or bounced" className={styles.when}>
        <When at={ended} timeZone={timeZone} />
      </Cell>
    </tr>
  );
}

function Detail({ group, emailId }: { group: ConsoleGroup; emailId: string }) {
  const { data: me } = useMe();
  const email = useQuery(inmailDetailQuery(group.id, emailId));
  const back = (
    <Link to={inmailPaths.list(group.slug)} className={styles.back}>
      ← All InMail
    </Link>
  );
  if (email.isPending) return <p className={consoleStyles.muted}>Loading the InMail…</p>;
  if (email.isError) {
    if (isApiError(email.error) && email.error.status === 404)
      return (
        <EmptyState level={1} icon="search" title="That InMail cannot be found" actions={back}>
          It may belong to another group. Pick it from the list of sent InMail.
        </EmptyState>
      );
    return <LoadFailed what="InMail" className={consoleStyles.muted} onRetry={() => void email.refetch()} />;
  }
  const data = email.data;
  const timeZone = me?.timezone;
  return (
    <PageLayout width="full">
      {back}
      <div>
        <h1 className={styles.title}>{data.subject}</h1>
        <p className={styles.meta}>
          <StatusChip status={data.status} />
          <span>
            Sent {formatDateTime(data.createdAt, timeZone)} by {data.sentBy} to {data.recipientCount}{" "}
            {data.recipientCount === 1 ? "member" : "members"} of {group.name}
          </span>
        </p>
      </div>
      <dl className={styles.tally} aria-label="Figures">
        {funnel(data.recipients).map(({ label, count }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      <details className={styles.bodyDetails}>
        <summary>The message</summary>
        <pre className={styles.body}>{data.body}</pre>
      </details>
      <Panel className={consoleStyles.panel} aria-labelledby="recipients-title">
        <h2 id="recipients-title" className={consoleStyles.panelTitle}>
          Recipients
        </h2>
        <p className={consoleStyles.muted}>In the order they were mailed; the InMail's status is the first recipient's.</p>
        <ResponsiveTable columns={["Member", "Status", "Sent", "Opened", "Clicked", "Unsubscribed or bounced"].map((label) => ({ label }))}>
          {data.recipients.map((recipient) => (
            <RecipientRow key={recipient.userId} recipient={recipient} timeZone={timeZone} />
          ))}
        </ResponsiveTable>
      </Panel>
    </PageLayout>
  );
}

/** /my-kora/console/inmail/{emailId}?group={slug} — one InMail and every recipient's status and times. */
export function InMailDetailPage() {
  usePageTitle("InMail");
  const { emailId = "" } = useParams();
  const [params] = useSearchParams();
  return (
    <WithInMailGroup slug={params.get("group")}>
      {(group) => <Detail key={`${group.id}:${emailId}`} group={group} emailId={emailId} />}
    </WithInMailGroup>
  );
}
