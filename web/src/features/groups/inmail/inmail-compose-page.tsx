import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import type { ConsoleGroup } from "@kora/shared/contracts/group-console.ts";
import type { MemberFilters } from "@kora/shared/contracts/groups.ts";
import { INMAIL_TEXT_LIMITS, inmailSendSchema } from "@kora/shared/contracts/inmail.ts";
import { ACTIVITY_KEYS, activitySummary, hasFilters, membersParams, readMembersState, roleName } from "../console/console-filters.ts";
import { consolePaths } from "../console/console-paths.ts";
import { GroupPicker } from "../console/group-picker.tsx";
import { useKoraForm } from "../../../lib/forms/use-kora-form.ts";
import { LEAVE_WITHOUT_ASKING, UnsavedChangesPrompt } from "../../../lib/forms/unsaved-changes.tsx";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { Button } from "../../../ui/button.tsx";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { PageHead } from "../../../ui/page-head.tsx";
import { Panel } from "../../../ui/surface.tsx";
import { TextAreaField, TextField } from "../../../ui/text-field.tsx";
import { inmailAudienceQuery, sendInMail } from "./inmail.client.ts";
import { WithInMailGroup } from "./inmail-bits.tsx";
import { audienceText, excludedText, inmailPaths } from "./inmail-format.ts";
import styles from "./inmail.module.css";
import { PageLayout } from "../../../ui/page-layout.tsx";

const formSchema = inmailSendSchema.pick({ subject: true, body: true });

/** The filters as chips: "Role: Verified member · community · visible", "Log-ins: None, last 7 days". */
function filterChips(filters: MemberFilters): string[] {
  const chips: string[] = [];
  if (filters.searchName) chips.push(`Name: ${filters.searchName}`);
  if (filters.groupRole) chips.push(`Role: ${roleName(filters.groupRole)}`);
  if (filters.groupRoleWhenJoined) chips.push(`Joined as: ${roleName(filters.groupRoleWhenJoined)}`);
  for (const key of ACTIVITY_KEYS) {
    const filter = filters[key];
    if (filter) chips.push(activitySummary(key, filter));
  }
  return chips;
}

/** Who the InMail goes to: the members page's filters, and how many that reaches (asked of the API). */
function Audience({ group, filters }: { group: ConsoleGroup; filters: MemberFilters }) {
  const audience = useQuery(inmailAudienceQuery(group.id, filters));
  const chips = filterChips(filters);
  const change = `${consolePaths.groupMembers(group.slug)}?${membersParams({ filters, page: 1, member: null })}`;
  const excluded = audience.data ? excludedText(audience.data.excluded) : null;
  return (
    <Panel className={styles.audience} aria-labelledby="audience-title">
      <h2 id="audience-title" className={styles.audienceTitle}>
        To
      </h2>
      {chips.length === 0 ? (
        <p className={styles.note}>All members of {group.name} (you aside).</p>
      ) : (
        <ul className={styles.chips} aria-label="Members filters">
          {chips.map((chip) => (
            <li key={chip} className={styles.chip}>
              {chip}
            </li>
          ))}
        </ul>
      )}
      {audience.isPending ? (
        <p className={styles.note}>Counting members…</p>
      ) : audience.isError ? (
        <LoadFailed what="audience" className={styles.note} onRetry={() => void audience.refetch()} />
      ) : (
        <p className={audience.data.count === 0 ? `${styles.count} ${styles.countNone}` : styles.count} aria-live="polite">
          {audience.data.count === 0 ? "No members match these filters." : audienceText(audience.data.count)}
        </p>
      )}
      {excluded && <p className={styles.note}>{excluded}</p>}
      <Link to={change}>{hasFilters(filters) ? "Change the filters on the members page" : "Choose members on the members page"}</Link>
    </Panel>
  );
}

function Compose({ group, groups, filters }: { group: ConsoleGroup; groups: ConsoleGroup[]; filters: MemberFilters }) {
  const navigate = useNavigate();
  // One key for this compose page: a double submit or a retried request sends once.
  const [requestKey] = useState(() => crypto.randomUUID());
  const audience = useQuery(inmailAudienceQuery(group.id, filters));
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: formSchema,
    defaultValues: { subject: "", body: "" },
    onSubmit: async (values) => {
      const email = await sendInMail(group.id, { ...values, audience: filters }, requestKey);
      toast.success(`InMail sent to ${email.recipientCount} ${email.recipientCount === 1 ? "member" : "members"}.`);
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
        title="New InMail"
      >
        Write to your members by email. You'll see who opened it and clicked its links; each email has an unsubscribe link.
      </PageHead>
      <UnsavedChangesPrompt when={form.formState.isDirty && !submitting} />
      <div className={styles.compose}>
        <Audience group={group} filters={filters} />
        <Panel>
          <form ref={formRef} onSubmit={submit} noValidate className={styles.form}>
            <TextField label="Subject" limit={INMAIL_TEXT_LIMITS.subject} error={errorOf("subject")} {...field("subject")} />
            <TextAreaField
              label="Message"
              hint="Plain text. Blank lines start new paragraphs; links (https://…) become tracked links."
              limit={INMAIL_TEXT_LIMITS.body}
              rows={12}
              error={errorOf("body")}
              {...field("body")}
            />
            <div className={styles.actions}>
              <Button type="submit" busy={submitting} disabled={nobody}>
                Send InMail
              </Button>
              <Link to={inmailPaths.list(group.slug)}>Cancel</Link>
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
  usePageTitle("New InMail");
  const [params] = useSearchParams();
  const { filters } = readMembersState(params);
  return (
    <WithInMailGroup slug={params.get("group")}>
      {(group, groups) => <Compose key={group.id} group={group} groups={groups} filters={filters} />}
    </WithInMailGroup>
  );
}
