import { Navigate, useLocation, useNavigate, useParams } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import type { GroupSettings, GroupView } from "@kora/shared/contracts/groups.ts";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
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
import { useGroupView } from "./use-group.ts";
import { anchorOf, Check, SettingsSection } from "./settings-bits.tsx";
import type { SettingsForm } from "./settings-form.ts";
import { settingsForApi, settingsForForm, settingsFormSchema, type SettingsFormValues } from "./settings-values.ts";
import styles from "./settings.module.css";
import { PageHead } from "../../ui/page-head.tsx";

const SECTIONS = ["Logos", "Group", "Landing page", "Apply form", "Permissions", "Resources"];

/**
 * Content-only and pricing are Kora staff's to set (the API refuses an admin's change): switches for
 * staff, read-only for admins. Either way the form keeps the values, so an admin's save sends them unchanged.
 */
function StaffSettings({ form, staff, settings }: { form: SettingsForm; staff: boolean; settings: GroupSettings }) {
  if (staff)
    return (
      <>
        <Check
          label="Content only"
          hint="The group shares resources with its admins; it has no members or advisors."
          {...form.form.register("contentOnly")}
        />
        <Check
          label="Pricing enabled"
          hint="Group cards may charge; the group pays for the bookings its admins make."
          {...form.form.register("pricingEnabled")}
        />
      </>
    );
  return (
    <div className={styles.staffSet}>
      <dl>
        <div>
          <dt>Content only</dt>
          <dd className="note">{settings.contentOnly ? "Yes: the group shares resources with its admins; it has no members." : "No"}</dd>
        </div>
        <div>
          <dt>Pricing</dt>
          <dd className="note">
            {settings.pricingEnabled ? "On: group cards may charge; the group pays for its admins' bookings." : "Off"}
          </dd>
        </div>
      </dl>
      <p className="fine">Set by {BRAND.name} staff.</p>
    </div>
  );
}

function Basics({ form, staff, settings }: { form: SettingsForm; staff: boolean; settings: GroupSettings }) {
  return (
    <SettingsSection title="Group">
      <div className={styles.fields}>
        <FieldRow>
          <TextField label="Name" error={form.errorOf("name")} {...form.field("name")} />
          <TextField
            label="Address"
            hint="The page lives at /g/ followed by this. Old links stop working if you change it."
            error={form.errorOf("slug")}
            {...form.field("slug")}
          />
        </FieldRow>
        <Check
          label="Suggested advisors"
          hint="Members see advisors whose card categories and skills match the interests in their details."
          {...form.form.register("hasAiMatching")}
        />
        <StaffSettings form={form} staff={staff} settings={settings} />
      </div>
    </SettingsSection>
  );
}

function SettingsEditor({ group, staff }: { group: GroupView; staff: boolean }) {
  const navigate = useNavigate();
  const form = useKoraForm<SettingsFormValues, ReturnType<typeof settingsFormSchema.parse>>({
    schema: settingsFormSchema,
    defaultValues: settingsForForm(group.settings!),
    onSubmit: async (values) => {
      const saved = await updateGroup(group.id, settingsForApi(values));
      toast.success("Group settings saved.");
      if (saved.settings) form.form.reset(settingsForForm(saved.settings));
      if (saved.slug !== group.slug) navigate(groupPaths.settings(saved.slug), { replace: true, state: LEAVE_WITHOUT_ASKING });
    },
  });
  const dirty = form.form.formState.isDirty;

  return (
    <div className={styles.page}>
      <PageHead title="Group settings" back={{ to: groupPaths.home(group.slug), label: `← ${group.name}` }}>
        How {group.name} looks, who may join and how, and what each member may do.
      </PageHead>
      <nav className={styles.jump} aria-label="Settings sections">
        {SECTIONS.map((title) => (
          <a key={title} href={`#${anchorOf(title)}`}>
            {title}
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
            {dirty ? "You have unsaved changes." : "All changes saved."}
          </span>
          <Button type="submit" busy={form.submitting}>
            Save settings
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
  usePageTitle(group.data ? `${group.data.name} settings` : "Group settings");
  if (mePending) return <PageLoader />;
  if (!me) return <Navigate to={`${LOGIN_PATH}&redirectTo=${encodeURIComponent(pathname)}`} replace />;
  if (missing) return <GroupNotFound />;
  if (group.isError) return <LoadFailed what="group" onRetry={() => void group.refetch()} />;
  if (!group.data) return <PageLoader label="Loading the group" />;
  if (!group.data.settings) return <GroupNotFound />;
  return (
    <div className={styles.frame}>
      <SettingsEditor key={group.data.id} group={group.data} staff={me.isStaff} />
    </div>
  );
}
