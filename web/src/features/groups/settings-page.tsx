import { Navigate, useLocation, useNavigate, useParams } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { GROUP_MESSAGES, type GroupSettings, type GroupView } from "@kora/shared/contracts/groups.ts";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { groupsSettingsMessages } from "@kora/shared/i18n/messages/groups-settings.ts";
import type { KeyOf } from "@kora/shared/i18n/translate.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { LEAVE_WITHOUT_ASKING, UnsavedChangesPrompt } from "../../lib/forms/unsaved-changes.tsx";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { FieldRow, TextField } from "../../ui/text-field.tsx";
import { ApplyFormBuilder } from "./apply-form-builder.tsx";
import { GroupNotFound } from "./group-not-found.tsx";
import { groupPaths } from "./group-paths.ts";
import { updateGroup } from "./groups.client.ts";
import { LandingEditor, ResourcesEditor } from "./landing-editor.tsx";
import { LogoSettings } from "./logo-settings.tsx";
import { PermissionsGrid } from "./permissions-grid.tsx";
import { useLocalisedSchema } from "./localised-schema.ts";
import { useGroupView } from "./use-group.ts";
import { anchorOf, Check, SETTINGS_SECTIONS, SettingsSection } from "./settings-bits.tsx";
import type { SettingsForm } from "./settings-form.ts";
import { settingsForApi, settingsForForm, settingsFormSchema, type SettingsFormValues } from "./settings-values.ts";
import styles from "./settings.module.css";
import { PageHead } from "../../ui/page-head.tsx";

/** The form's messages (the API's schema and this form's own), by their English. */
const KNOWN: Record<string, KeyOf<typeof groupsSettingsMessages>> = {
  [GROUP_MESSAGES.name]: "validation.groupName",
  [GROUP_MESSAGES.slug]: "validation.slug",
  "Use lowercase letters, numbers and dashes.": "validation.questionId",
  "Please give the question a label.": "validation.questionLabel",
  "Add at least one option to choose from.": "validation.options",
};

/**
 * Content-only and pricing are Kora staff's to set (the API refuses an admin's change): switches for
 * staff, read-only for admins. Either way the form keeps the values, so an admin's save sends them unchanged.
 */
function StaffSettings({ form, staff, settings }: { form: SettingsForm; staff: boolean; settings: GroupSettings }) {
  const t = useT(groupsSettingsMessages);
  if (staff)
    return (
      <>
        <Check label={t.t("staff.contentOnly")} hint={t.t("staff.contentOnlyHint")} {...form.form.register("contentOnly")} />
        <Check label={t.t("staff.pricingEnabled")} hint={t.t("staff.pricingEnabledHint")} {...form.form.register("pricingEnabled")} />
      </>
    );
  return (
    <div className={styles.staffSet}>
      <dl>
        <div>
          <dt>{t.t("staff.contentOnly")}</dt>
          <dd className="note">{settings.contentOnly ? t.t("staff.contentOnlyYes") : t.t("staff.no")}</dd>
        </div>
        <div>
          <dt>{t.t("staff.pricing")}</dt>
          <dd className="note">{settings.pricingEnabled ? t.t("staff.pricingOn") : t.t("staff.off")}</dd>
        </div>
      </dl>
      <p className="fine">{t.t("staff.setBy", { brand: BRAND.name })}</p>
    </div>
  );
}

function Basics({ form, staff, settings }: { form: SettingsForm; staff: boolean; settings: GroupSettings }) {
  const t = useT(groupsSettingsMessages);
  return (
    <SettingsSection section="group">
      <div className={styles.fields}>
        <FieldRow>
          <TextField label={t.t("basics.name")} error={form.errorOf("name")} {...form.field("name")} />
          <TextField label={t.t("basics.address")} hint={t.t("basics.addressHint")} error={form.errorOf("slug")} {...form.field("slug")} />
        </FieldRow>
        <Check label={t.t("basics.suggested")} hint={t.t("basics.suggestedHint")} {...form.form.register("hasAiMatching")} />
        <StaffSettings form={form} staff={staff} settings={settings} />
      </div>
    </SettingsSection>
  );
}

function SettingsEditor({ group, staff }: { group: GroupView; staff: boolean }) {
  const navigate = useNavigate();
  const t = useT(groupsSettingsMessages);
  const form = useKoraForm<SettingsFormValues, ReturnType<typeof settingsFormSchema.parse>>({
    schema: useLocalisedSchema(settingsFormSchema, t, KNOWN),
    defaultValues: settingsForForm(group.settings!),
    onSubmit: async (values) => {
      const saved = await updateGroup(group.id, settingsForApi(values));
      toast.success(t.t("saved"));
      if (saved.settings) form.form.reset(settingsForForm(saved.settings));
      if (saved.slug !== group.slug) navigate(groupPaths.settings(saved.slug), { replace: true, state: LEAVE_WITHOUT_ASKING });
    },
  });
  const dirty = form.form.formState.isDirty;

  return (
    <div className={styles.page}>
      <PageHead title={t.t("title")} back={{ to: groupPaths.home(group.slug), label: t.t("back", { name: group.name }) }}>
        {t.t("intro", { name: group.name })}
      </PageHead>
      <nav className={styles.jump} aria-label={t.t("jump")}>
        {SETTINGS_SECTIONS.map((section) => (
          <a key={section.anchor} href={`#${anchorOf(section.anchor)}`}>
            {t.t(section.title)}
          </a>
        ))}
      </nav>
      <LogoSettings group={group} />
      <form ref={form.formRef} className={styles.form} onSubmit={form.submit} noValidate>
        <Basics form={form} staff={staff} settings={group.settings!} />
        <LandingEditor form={form} />
        <ApplyFormBuilder form={form} />
        <PermissionsGrid form={form} />
        <ResourcesEditor form={form} />
        <div className={styles.saveBar}>
          <span className={styles.saveNote} aria-live="polite">
            {dirty ? t.t("unsaved") : t.t("allSaved")}
          </span>
          <Button type="submit" busy={form.submitting}>
            {t.t("save")}
          </Button>
        </div>
      </form>
      <UnsavedChangesPrompt when={dirty && !form.submitting} />
    </div>
  );
}

/** /g/{slug}/settings: the group's admins and staff edit it; anyone else gets the not-found page. */
export function GroupSettingsPage() {
  const { slug = "" } = useParams();
  const { pathname } = useLocation();
  const { me, mePending, group, missing } = useGroupView(slug);
  const t = useT(groupsSettingsMessages);
  usePageTitle(group.data ? t.t("pageTitle", { name: group.data.name }) : t.t("title"));
  if (mePending) return <PageLoader />;
  if (!me) return <Navigate to={`${LOGIN_PATH}&redirectTo=${encodeURIComponent(pathname)}`} replace />;
  if (missing) return <GroupNotFound />;
  if (group.isError) return <LoadFailed message={t.t("failed")} onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader label={t.t("loading")} />;
  if (!group.data.settings) return <GroupNotFound />;
  return (
    <div className={styles.frame}>
      <SettingsEditor key={group.data.id} group={group.data} staff={me.isStaff} />
    </div>
  );
}
