import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import type { ConsoleGroup } from "@kora/shared/contracts/group-console.ts";
import type { InMailSummary } from "@kora/shared/contracts/inmail.ts";
import { groupsInmailMessages } from "@kora/shared/i18n/messages/groups-inmail.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMe } from "../../../lib/session.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { PageHead } from "../../../ui/page-head.tsx";
import { Panel } from "../../../ui/surface.tsx";
import { GroupPicker } from "../console/group-picker.tsx";
import consoleStyles from "../console/console.module.css";
import { inmailListQuery } from "./inmail.client.ts";
import { StatusChip, WithInMailGroup } from "./inmail-bits.tsx";
import { inmailPaths, pageFrom } from "./inmail-format.ts";
import styles from "./inmail.module.css";
import { Pager } from "../../../ui/pager.tsx";
import { Cell, ResponsiveTable } from "../../../ui/responsive-table.tsx";
import { PageLayout } from "../../../ui/page-layout.tsx";

function Row({ email, group, timeZone }: { email: InMailSummary; group: ConsoleGroup; timeZone?: string }) {
  const t = useT(groupsInmailMessages);
  const locale = useLocale();
  return (
    <tr>
      <Cell lead className={styles.subject}>
        <Link to={inmailPaths.detail(group.slug, email.id)}>{email.subject}</Link>
      </Cell>
      <Cell label={t.t("list.sent")} className={styles.when}>
        {formatDateTime(email.createdAt, timeZone, locale)}
      </Cell>
      <Cell label={t.t("list.recipients")} numeric>
        {email.recipientCount}
      </Cell>
      <Cell label={t.t("list.status")}>
        <span>
          <StatusChip status={email.status} />
          {email.firstRecipient && <span className={styles.first}>{t.t("list.first", { name: email.firstRecipient.name })}</span>}
        </span>
      </Cell>
    </tr>
  );
}

function SentList({ group, groups }: { group: ConsoleGroup; groups: ConsoleGroup[] }) {
  const navigate = useNavigate();
  const t = useT(groupsInmailMessages);
  const [params] = useSearchParams();
  const page = pageFrom(params.get("page"));
  const { data: me } = useMe();
  const list = useQuery(inmailListQuery(group.id, page));
  const pages = list.data?.meta.pages ?? 1;
  return (
    <PageLayout width="full">
      <PageHead
        title="InMail"
        actions={
          <>
            <GroupPicker groups={groups} chosen={group} onChoose={(slug) => navigate(inmailPaths.list(slug))} />
            <ButtonLink to={inmailPaths.compose(group.slug)}>{t.t("list.new")}</ButtonLink>
          </>
        }
      >
        {t.t("list.intro")}
      </PageHead>
      <Panel className={consoleStyles.panel} aria-labelledby="sent-title">
        <h2 id="sent-title" className={consoleStyles.panelTitle}>
          {t.t("list.sentTitle")}
        </h2>
        {list.isPending ? (
          <p className={consoleStyles.muted}>{t.t("list.loading")}</p>
        ) : list.isError ? (
          <LoadFailed message={t.t("list.failed")} className={consoleStyles.muted} onRetry={() => void list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <p className={consoleStyles.muted}>{page > 1 ? t.t("list.emptyPage") : t.t("list.empty", { name: group.name })}</p>
        ) : (
          <ResponsiveTable
            columns={[
              { label: t.t("list.subject") },
              { label: t.t("list.sent") },
              { label: t.t("list.recipients"), numeric: true },
              { label: t.t("list.status") },
            ]}
            caption={t.t("list.caption", { name: group.name })}
            busy={list.isPlaceholderData}
          >
            {list.data.data.map((email) => (
              <Row key={email.id} email={email} group={group} timeZone={me?.timezone} />
            ))}
          </ResponsiveTable>
        )}
        <Pager
          label={t.t("list.pages")}
          page={page}
          pages={pages}
          hrefFor={(target) => inmailPaths.list(group.slug, target)}
          previous={t.t("list.newer")}
          next={t.t("list.older")}
        />
      </Panel>
    </PageLayout>
  );
}

/** /my-kora/console/inmail — a group's sent InMail, newest first, 10 a page; each with its first recipient's status (core §4). */
export function InMailListPage() {
  usePageTitle("InMail");
  const [params] = useSearchParams();
  return (
    <WithInMailGroup slug={params.get("group")}>
      {(group, groups) => <SentList key={group.id} group={group} groups={groups} />}
    </WithInMailGroup>
  );
}
