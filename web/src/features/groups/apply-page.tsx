import { useEffect, useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import type { ApplyField, GroupView } from "@kora/shared/contracts/groups.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Notice } from "../../ui/surface.tsx";
import { SelectField, TextAreaField, TextField } from "../../ui/text-field.tsx";
import { answersFor, applyDraft, applySchema, type Answers } from "./apply-answers.ts";
import { GroupFrame } from "./group-frame.tsx";
import { GroupNotFound } from "./group-not-found.tsx";
import { groupAuthPath, groupPaths } from "./group-paths.ts";
import { requestAccess } from "./groups.client.ts";
import { useGroupView } from "./use-group.ts";
import styles from "./apply.module.css";

type Values = { answers: Answers };

function Question({ field, form }: { field: ApplyField; form: ReturnType<typeof useKoraForm<Values, Values>> }) {
  const name = `answers.${field.id}` as const;
  const label = (
    <>
      {field.label}
      {field.required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  const common = { label, hint: field.help || undefined, error: form.errorOf(name), "aria-required": field.required || undefined };
  if (field.type === "textarea") return <TextAreaField {...common} rows={5} {...form.field(name)} />;
  if (field.type === "select")
    return (
      <SelectField {...common} {...form.field(name)}>
        <option value="">Choose…</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
    );
  const input =
    field.type === "url"
      ? { type: "url", inputMode: "url" as const, placeholder: "https://", autoComplete: "url" }
      : field.type === "email"
        ? { type: "email", inputMode: "email" as const, autoComplete: "email" }
        : { type: "text" };
  return <TextField {...common} {...input} {...form.field(name)} />;
}

/**
 * The group's apply form. A signed-out visitor answers first; sending takes them through sign-up (or
 * log-in) and back here, their answers kept in this tab (public-site §2). 422s land on the fields.
 */
function ApplyForm({ group, me }: { group: GroupView; me: Me | null }) {
  const navigate = useNavigate();
  const signedIn = Boolean(me && !me.isPlaceholder);
  const here = groupPaths.apply(group.slug);
  const [saved] = useState(() => applyDraft.load(sessionStorage, group.slug));
  const schema = useMemo(() => applySchema(group.applyForm), [group.applyForm]);
  const form = useKoraForm<Values, Values>({
    schema,
    defaultValues: { answers: answersFor(group.applyForm, saved) },
    onSubmit: async ({ answers }) => {
      if (!signedIn) {
        applyDraft.save(sessionStorage, group.slug, answers);
        navigate(groupAuthPath("signup", group.slug, here));
        return;
      }
      await requestAccess(group.id, answers);
      applyDraft.clear(sessionStorage, group.slug);
      navigate(groupPaths.welcome(group.slug, true), { replace: true });
    },
  });

  // What is typed is kept as it is typed: following "Log in" instead of sending loses nothing either.
  useEffect(() => {
    const subscription = form.form.watch((values) => applyDraft.save(sessionStorage, group.slug, (values.answers ?? {}) as Answers));
    return () => subscription.unsubscribe();
  }, [form.form, group.slug]);

  return (
    <>
      <h1>Apply to join {group.name}</h1>
      <p className={styles.lead}>
        {group.applyForm.length > 0
          ? "Tell the group's admins a little about yourself. They review applications within 48 hours."
          : "The group's admins review applications within 48 hours."}
      </p>
      {signedIn && saved && (
        <div className={styles.notice}>
          <Notice>Welcome, {me?.firstName}. Your answers are kept: check them and send your application.</Notice>
        </div>
      )}
      <form ref={form.formRef} className={styles.form} onSubmit={form.submit} noValidate>
        {group.applyForm.map((field) => (
          <Question key={field.id} field={field} form={form} />
        ))}
        <div className={styles.formActions}>
          <Button type="submit" size="large" block busy={form.submitting}>
            {signedIn ? "Send my application" : "Sign up and apply"}
          </Button>
          {!signedIn && (
            <p className={styles.fine}>
              Already on Kora?{" "}
              <ButtonLink variant="ghost" size="small" to={groupAuthPath("login", group.slug, here)}>
                Log in and apply
              </ButtonLink>
            </p>
          )}
        </div>
      </form>
    </>
  );
}

/** Someone who is already in (or has applied) gets where they stand instead of the form. */
function AlreadyIn({ group }: { group: GroupView }) {
  const waiting = group.membership?.status === "Awaiting Verification";
  return (
    <div className={styles.done}>
      <h1>{waiting ? "Your application is in" : `You're already in ${group.name}`}</h1>
      <p>
        {waiting
          ? "The group's admins review applications within 48 hours. We'll email you when you're in."
          : "There's nothing to apply for."}
      </p>
      <div className={styles.doneActions}>
        <ButtonLink to={groupPaths.home(group.slug)}>Go to {group.name}</ButtonLink>
      </div>
    </div>
  );
}

/** /g/{slug}/apply: the group's configurable apply form beside the group sidebar. */
export function ApplyPage() {
  const { slug = "" } = useParams();
  const { me, group, missing } = useGroupView(slug);
  usePageTitle(group.data ? `Apply to ${group.data.name}` : "Apply");
  if (missing) return <GroupNotFound />;
  if (group.isError) return <LoadFailed what="group" onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader label="Loading the group" />;
  const view = group.data;
  return (
    <GroupFrame group={view}>
      {view.contentOnly ? (
        <div className={styles.done}>
          <h1>{view.name} has no members</h1>
          <p>This group shares resources only; it has no members.</p>
          <ButtonLink to={groupPaths.home(view.slug)}>Go to {view.name}</ButtonLink>
        </div>
      ) : view.membership ? (
        <AlreadyIn group={view} />
      ) : (
        <ApplyForm group={view} me={me} />
      )}
    </GroupFrame>
  );
}
