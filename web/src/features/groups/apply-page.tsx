import { useEffect, useMemo, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { type ApplyField, GROUP_MESSAGES, type GroupView } from "@kora/shared/contracts/groups.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { groupsMessages } from "@kora/shared/i18n/messages/groups.ts";
import type { KeyOf } from "@kora/shared/i18n/translate.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { useT } from "../../lib/i18n/use-t.ts";
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
import { useLocalisedSchema } from "./localised-schema.ts";
import { useGroupView } from "./use-group.ts";
import styles from "./apply.module.css";

type Values = { answers: Answers };

/** The answers' messages (the API's), by their English. */
const KNOWN: Record<string, KeyOf<typeof groupsMessages>> = {
  [GROUP_MESSAGES.answerRequired]: "validation.answerRequired",
  [GROUP_MESSAGES.answerUrl]: "validation.answerUrl",
  [GROUP_MESSAGES.answerEmail]: "validation.email",
  [GROUP_MESSAGES.answerChoice]: "validation.answerChoice",
};

function Question({ field, form }: { field: ApplyField; form: ReturnType<typeof useKoraForm<Values, Values>> }) {
  const t = useT(groupsMessages);
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
        <option value="">{t.t("apply.choose")}</option>
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
  const t = useT(groupsMessages);
  const signedIn = Boolean(me && !me.isPlaceholder);
  const here = groupPaths.apply(group.slug);
  const [saved] = useState(() => applyDraft.load(sessionStorage, group.slug));
  const schema = useLocalisedSchema(
    useMemo(() => applySchema(group.applyForm), [group.applyForm]),
    t,
    KNOWN,
  );
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
      <h1>{t.t("apply.title", { name: group.name })}</h1>
      <p className={styles.lead}>{group.applyForm.length > 0 ? t.t("apply.leadQuestions") : t.t("apply.lead")}</p>
      {signedIn && saved && (
        <div className={styles.notice}>
          <Notice>{t.t("apply.welcomeBack", { firstName: me?.firstName ?? "" })}</Notice>
        </div>
      )}
      <form ref={form.formRef} className={styles.form} onSubmit={form.submit} noValidate>
        {group.applyForm.map((field) => (
          <Question key={field.id} field={field} form={form} />
        ))}
        <div className={styles.formActions}>
          <Button type="submit" size="large" block busy={form.submitting}>
            {signedIn ? t.t("apply.send") : t.t("apply.signUp")}
          </Button>
          {!signedIn && (
            <p className={styles.fine}>
              {t.t("apply.already")}{" "}
              <ButtonLink variant="ghost" size="small" to={groupAuthPath("login", group.slug, here)}>
                {t.t("apply.logIn")}
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
  const t = useT(groupsMessages);
  const waiting = group.membership?.status === "Awaiting Verification";
  return (
    <div className={styles.done}>
      <h1>{waiting ? t.t("applied.title") : t.t("applied.alreadyIn", { name: group.name })}</h1>
      <p>{waiting ? t.t("applied.waiting") : t.t("applied.nothing")}</p>
      <div className={styles.doneActions}>
        <ButtonLink to={groupPaths.home(group.slug)}>{t.t("goTo", { name: group.name })}</ButtonLink>
      </div>
    </div>
  );
}

/** /g/{slug}/apply: the group's configurable apply form beside the group sidebar. */
export function ApplyPage() {
  const { slug = "" } = useParams();
  const { me, group, missing } = useGroupView(slug);
  const t = useT(groupsMessages);
  usePageTitle(group.data ? t.t("apply.pageTitle", { name: group.data.name }) : t.t("apply"));
  if (missing) return <GroupNotFound />;
  if (group.isError) return <LoadFailed message={t.t("failed.group")} onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader label={t.t("loading.group")} />;
  const view = group.data;
  return (
    <GroupFrame group={view}>
      {view.contentOnly ? (
        <div className={styles.done}>
          <h1>{t.t("apply.noMembersTitle", { name: view.name })}</h1>
          <p>{t.t("apply.noMembers")}</p>
          <ButtonLink to={groupPaths.home(view.slug)}>{t.t("goTo", { name: view.name })}</ButtonLink>
        </div>
      ) : view.membership ? (
        <AlreadyIn group={view} />
      ) : (
        <ApplyForm group={view} me={me} />
      )}
    </GroupFrame>
  );
}
