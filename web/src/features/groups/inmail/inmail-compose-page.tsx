import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import type { ConsoleGroup } from "@kora/shared/contracts/group-console.ts";
import type { MemberFilters } from "@kora/shared/contracts/groups.ts";
import { INMAIL_MESSAGES, INMAIL_TEXT_LIMITS, inmailSendSchema } from "@kora/shared/contracts/inmail.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { groupsInmailMessages } from "@kora/shared/i18n/messages/groups-inmail.ts";
import {
  ACTIVITY_KEYS,
  activitySummary,
  type ConsoleT,
  hasFilters,
  membersParams,
  readMembersState,
  roleName,
} from "../console/console-filters.ts";
import { consolePaths } from "../console/console-paths.ts";
import { GroupPicker } from "../console/group-picker.tsx";
import { useKoraForm } from "../../../lib/forms/use-kora-form.ts";
import { LEAVE_WITHOUT_ASKING, UnsavedChangesPrompt } from "../../../lib/forms/unsaved-changes.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { Button } from "../../../ui/button.tsx";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { PageHead } from "../../../ui/page-head.tsx";
import { Panel } from "../../../ui/surface.tsx";
import { TextAreaField, TextField } from "../../../ui/text-field.tsx";
import { inmailAudienceQuery, sendInMail } from "./inmail.client.ts";
import { WithInMailGroup } from "./inmail-bits.tsx";
import { audienceText, excludedText, type InMailT, inmailPaths } from "./inmail-format.ts";
import { localisedSchema } from "../localised-schema.ts";
import styles from "./inmail.module.css";
import { PageLayout } from "../../../ui/page-layout.tsx";

const formSchema = inmailSendSchema.pick({ subject: true, body: true });

/** The form's messages (the API's), by their English. */
const KNOWN: Readonly<Record<string, Parameters<InMailT["t"]>[0]>> = {
  [INMAIL_MESSAGES.subject]: "validation.subject",
  [INMAIL_MESSAGES.subjectLong]: "validation.subjectLong",
  [INMAIL_MESSAGES.body]: "validation.body",
  [INMAIL_MESSAGES.bodyLong]: "validation.bodyLong",
};
/** A link the body can't use: the message names it after the English sentence. */
const LINK_MESSAGES = [
  [INMAIL_MESSAGES.linkScheme.replace("{link}", ""), "validation.linkScheme"],
  [INMAIL_MESSAGES.linkIncomplete.replace("{link}", ""), "validation.linkIncomplete"],
] as const;

/** A message of the InMail schema in `t`'s language (undefined for one it doesn't know). */
function messageText(message: string, t: InMailT): string | undefined {
  const key = Object.hasOwn(KNOWN, message) ? KNOWN[message] : undefined;
  if (key) return t.t(key);
  for (const [start, key] of LINK_MESSAGES) if (message.startsWith(start)) return t.t(key, { link: message.slice(start.length) });
  return undefined;
}

/** The filters as chips: "Role: Verified member · community · visible", "Log-ins: None, last 7 days". */
function filterChips(filters: MemberFilters, t: InMailT, tc: ConsoleT): string[] {
  const chips: string[] = [];
  if (filters.searchName) chips.push(t.t("chip.name", { name: filters.searchName }));
  if (filters.groupRole) chips.push(t.t("chip.role", { role: roleName(filters.groupRole, tc) }));
  if (filters.groupRoleWhenJoined) chips.push(t.t("chip.joinedAs", { role: roleName(filters.groupRoleWhenJoined, tc) }));
  for (const key of ACTIVITY_KEYS) {
    const filter = filters[key];
    if (filter) chips.push(activitySummary(key, filter, tc));
  }
  return chips;
}

/** Who the InMail goes to: the members page's filters, and how many that reaches (asked of the API). */
function Audience({ group, filters }: { group: ConsoleGroup; filters: MemberFilters }) {
  const audience = useQuery(inmailAudienceQuery(group.id, filters));
  const t = useT(groupsInmailMessages);
  const tc = useT(groupsConsoleMessages);
  const chips = filterChips(filters, t, tc);
  const change = `${consolePaths.groupMembers(group.slug)}?${membersParams({ filters, page: 1, member: null })}`;
  const excluded = audience.data ? excludedText(audience.data.excluded, t) : null;
  return (
    <Panel className={styles.audience} aria-labelledby="audience-title">
      <h2 id="audience-title" className={styles.audienceTitle}>
        {t.t("audience.to")}
      </h2>
      {chips.length === 0 ? (
        <p className={styles.note}>{t.t("audience.all", { name: group.name })}</p>
      ) : (
        <ul className={styles.chips} aria-label={t.t("audience.filters")}>
          {chips.map((chip) => (
            <li key={chip} className={styles.chip}>
              {chip}
            </li>
          ))}
        </ul>
      )}
      {audience.isPending ? (
        <p className={styles.note}>{t.t("audience.counting")}</p>
      ) : audience.isError ? (
        <LoadFailed message={t.t("audience.failed")} className={styles.note} onRetry={() => void audience.refetch()} />
      ) : (
        <p className={audience.data.count === 0 ? `${styles.count} ${styles.countNone}` : styles.count} aria-live="polite">
          {audience.data.count === 0 ? t.t("audience.none") : audienceText(audience.data.count, t)}
        </p>
      )}
      {excluded && <p className={styles.note}>{excluded}</p>}
      <Link to={change}>{hasFilters(filters) ? t.t("audience.change") : t.t("audience.choose")}</Link>
    </Panel>
  );
}

function Compose({ group, groups, filters }: { group: ConsoleGroup; groups: ConsoleGroup[]; filters: MemberFilters }) {
  const navigate = useNavigate();
  const t = useT(groupsInmailMessages);
  // One key for this compose page: a double submit or a retried request sends once.
  const [requestKey] = useState(() => crypto.randomUUID());
  const audience = useQuery(inmailAudienceQuery(group.id, filters));
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: useMemo(() => (t.locale === "en" ? formSchema : localisedSchema(formSchema, (message) => messageText(message, t))), [t]),
    defaultValues: { subject: "", body: "" },
    onSubmit: async (values) => {
      const email = await sendInMail(group.id, { ...values, audience: filters }, requestKey);
      toast.success(t.t("compose.sent", { count: email.recipientCount }));
      navigate(inmailPaths.detail(group.slug, email.id), { state: LEAVE_WITHOUT_ASKING });
    },
  });
  const nobody = audience.data?.count === 0;
  return (
    <PageLayout width="full">
      <PageHead
        actions={
          <GroupPicker
            groups={groups}
            chosen={group}
            onChoose={(slug) => navigate(inmailPaths.compose(slug, filters), { replace: true })}
          />
        }
        title={t.t("compose.title")}
      >
        {t.t("compose.intro")}
      </PageHead>
      <UnsavedChangesPrompt when={form.formState.isDirty && !submitting} />
      <div className={styles.compose}>
        <Audience group={group} filters={filters} />
        <Panel>
          <form ref={formRef} onSubmit={submit} noValidate className={styles.form}>
            <TextField label={t.t("compose.subject")} limit={INMAIL_TEXT_LIMITS.subject} error={errorOf("subject")} {...field("subject")} />
            <TextAreaField
              label={t.t("compose.message")}
              hint={t.t("compose.hint")}
              limit={INMAIL_TEXT_LIMITS.body}
              rows={12}
              error={errorOf("body")}
              {...field("body")}
            />
            <div className={styles.actions}>
              <Button type="submit" busy={submitting} disabled={nobody}>
                {t.t("compose.send")}
              </Button>
              <Link to={inmailPaths.list(group.slug)}>{t.t("compose.cancel")}</Link>
            </div>
          </form>
        </Panel>
      </div>
    </PageLayout>
  );
}

/**
 * /my-kora/console/inmail/new?group={slug}&… — compose an InMail to the members the address's filters
 * select (the members page's "Send InMail to these members" links here with its filters).
 */
export function InMailComposePage() {
  const t = useT(groupsInmailMessages);
  usePageTitle(t.t("compose.title"));
  const [params] = useSearchParams();
  const { filters } = readMembersState(params);
  return (
    <WithInMailGroup slug={params.get("group")}>
      {(group, groups) => <Compose key={group.id} group={group} groups={groups} filters={filters} />}
    </WithInMailGroup>
  );
}
