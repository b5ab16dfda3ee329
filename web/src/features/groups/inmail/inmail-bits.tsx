import type { ReactNode } from "react";
import type { ConsoleGroup } from "@kora/shared/contracts/group-console.ts";
import type { InMailStatus } from "@kora/shared/contracts/inmail.ts";
import { groupsInmailMessages } from "@kora/shared/i18n/messages/groups-inmail.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { NoConsole } from "../console/no-console.tsx";
import { useConsoleGroup } from "../console/use-console-group.ts";
import consoleStyles from "../console/console.module.css";
import { STATUS_TONE, statusText } from "./inmail-format.ts";
import styles from "./inmail.module.css";

/** A recipient's or an email's status (core §4), as a chip. */
export function StatusChip({ status }: { status: InMailStatus }) {
  const t = useT(groupsInmailMessages);
  return <span className={`${styles.status} ${styles[STATUS_TONE[status]]}`}>{statusText(status, t)}</span>;
}

/**
 * The InMail pages' group: the one named by `?group=` (a slug) when the caller administers it, else
 * their first group with members. Renders the loading, failed and "no group" states itself.
 */
export function WithInMailGroup({
  slug,
  children,
}: {
  slug: string | null;
  children: (group: ConsoleGroup, groups: ConsoleGroup[]) => ReactNode;
}) {
  const { overview, groups, chosen } = useConsoleGroup(slug, true);
  const t = useT(groupsInmailMessages);
  if (overview.isPending) return <p className={consoleStyles.muted}>{t.t("loading")}</p>;
  if (overview.isError)
    return <LoadFailed message={t.t("failed.console")} className={consoleStyles.muted} onRetry={() => void overview.refetch()} />;
  if (!chosen) return <NoConsole what="mail" />;
  return <>{children(chosen, groups)}</>;
}
