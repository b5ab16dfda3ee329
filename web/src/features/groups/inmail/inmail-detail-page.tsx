import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router-dom";
import type { ConsoleGroup } from "@kora/shared/contracts/group-console.ts";
import type { InMailRecipient } from "@kora/shared/contracts/inmail.ts";
import { groupsInmailMessages } from "@kora/shared/i18n/messages/groups-inmail.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
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
  const t = useT(groupsInmailMessages);
  const locale = useLocale();
  if (at) return formatDateTime(at, timeZone, locale);
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className={consoleStyles.srOnly}>{t.t("detail.notYet")}</span>
    </>
  );
}

function RecipientRow({ recipient, timeZone }: { recipient: InMailRecipient; timeZone?: string }) {
  const t = useT(groupsInmailMessages);
  const ended = recipient.status === "Bounced" ? recipient.bouncedAt : recipient.unsubscribedAt;
  return (
    <tr>
      <Cell lead>{recipient.name}</Cell>
      <Cell label={t.t("detail.status")}>
        <span>
          <StatusChip status={recipient.status} />
          {recipient.bounceReason && <span className={styles.reason}>{recipient.bounceReason}</span>}
        </span>
      </Cell>
      <Cell label={t.t("detail.sent")} className={styles.when}>
        {recipient.sentAt ? (
          <When at={recipient.sentAt} timeZone={timeZone} />
        ) : recipient.status === "Bounced" ? (
          t.t("detail.notDelivered")
        ) : (
          t.t("detail.sending")
        )}
      </Cell>
      <Cell label={t.t("detail.opened")} className={styles.when}>
        <When at={recipient.openedAt} timeZone={timeZone} />
      </Cell>
      <Cell label={t.t("detail.clicked")} className={styles.when}>
        <When at={recipient.clickedAt} timeZone={timeZone} />
      </Cell>
      <Cell label={t.t("detail.ended")} className={styles.when}>
        <When at={ended} timeZone={timeZone} />
      </Cell>
    </tr>
  );
}

function Detail({ group, emailId }: { group: ConsoleGroup; emailId: string }) {
  const { data: me } = useMe();
  const t = useT(groupsInmailMessages);
  const locale = useLocale();
  const email = useQuery(inmailDetailQuery(group.id, emailId));
  const back = (
    <Link to={inmailPaths.list(group.slug)} className={styles.back}>
      {t.t("detail.back")}
    </Link>
  );
  if (email.isPending) return <p className={consoleStyles.muted}>{t.t("detail.loading")}</p>;
  if (email.isError) {
    if (isApiError(email.error) && email.error.status === 404)
      return (
        <EmptyState level={1} icon="search" title={t.t("detail.notFoundTitle")} actions={back}>
          {t.t("detail.notFoundText")}
        </EmptyState>
      );
    return <LoadFailed message={t.t("detail.failed")} className={consoleStyles.muted} onRetry={() => void email.refetch()} />;
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
            {t.t("detail.sentBy", {
              date: formatDateTime(data.createdAt, timeZone, locale),
              name: data.sentBy,
              count: data.recipientCount,
              group: group.name,
            })}
          </span>
        </p>
      </div>
      <dl className={styles.tally} aria-label={t.t("detail.figures")}>
        {funnel(data.recipients, t).map(({ label, count }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      <details className={styles.bodyDetails}>
        <summary>{t.t("detail.message")}</summary>
        <pre className={styles.body}>{data.body}</pre>
      </details>
      <Panel className={consoleStyles.panel} aria-labelledby="recipients-title">
        <h2 id="recipients-title" className={consoleStyles.panelTitle}>
          {t.t("detail.recipients")}
        </h2>
        <p className={consoleStyles.muted}>{t.t("detail.order")}</p>
        <ResponsiveTable
          columns={(["detail.member", "detail.status", "detail.sent", "detail.opened", "detail.clicked", "detail.ended"] as const).map(
            (key) => ({ label: t.t(key) }),
          )}
        >
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
