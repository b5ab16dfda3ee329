import { GROUP_PERMISSIONS, builtInRolePermissions, type GroupPermission } from "@kora/shared/domain/groups/permissions.ts";
import { GROUP_ROLES, type GroupRole } from "@kora/shared/domain/groups/roles.ts";
import { SettingsSection } from "./settings-bits.tsx";
import { useSettingsValue, type SettingsForm } from "./settings-form.ts";
import { customiseRole, roleTitle, withPermission } from "./settings-values.ts";
import styles from "./settings.module.css";

/** What each named permission lets people do (core §6). */
const PERMISSION_TEXT: Record<GroupPermission, string> = {
  "view-home-page": "See the group's page",
  "click-logo": "Logo links to the group",
  "view-advisors": "See the advisors",
  "view-card": "See group cards",
  book: "Book sessions",
  "save-favourite": "Save favourites",
  "view-similar-group-cards": "See similar group cards",
  "publish-group-cards": "Publish group cards",
  "see-join-now-modal": "Join-now prompt",
  "see-complete-registration-modal": "Complete-registration prompt",
  "see-verification-in-progress": "Verification-in-progress notice",
  "view-advisor-other-cards": "See advisors' other cards",
  "view-kora-group-logo": "Group logo in the header",
};

/**
 * Who may do what (core §6): the defaults everyone gets (guests too), and each role's own permissions
 * on top. A role the group hasn't customised uses the built-in list, shown greyed until "Customise".
 */
export function PermissionsGrid({ form }: { form: SettingsForm }) {
  const defaults = useSettingsValue(form, "defaultPermissions") ?? [];
  const roles = useSettingsValue(form, "rolePermissions") ?? {};
  const set = (name: "defaultPermissions" | "rolePermissions", value: unknown) =>
    form.form.setValue(name, value as never, { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted });

  const toggle = (role: GroupRole, permission: GroupPermission, on: boolean) =>
    set("rolePermissions", { ...roles, [role]: withPermission(roles[role] ?? [], permission, on) });

  return (
    <SettingsSection
      title="Permissions"
      description="Everyone, guests included, gets the defaults; members also get their role's permissions. People waiting for verification never see the join-now prompt."
    >
      <p className={styles.scrollHint}>Scroll the table sideways to see every role.</p>
      <div className={styles.gridScroll} role="region" aria-label="Permissions by role">
        <table className={styles.grid}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                Permission
              </th>
              <th scope="col">
                <span className={styles.roleName}>Everyone</span>
                <span className={styles.roleVariant}>default</span>
              </th>
              {GROUP_ROLES.map((role) => {
                const { name, variant } = roleTitle(role);
                const custom = roles[role] !== undefined;
                return (
                  <th scope="col" key={role}>
                    <span className={styles.roleName}>{name}</span>
                    <span className={styles.roleVariant}>{variant}</span>
                    <label className={styles.customise}>
                      <input
                        type="checkbox"
                        checked={custom}
                        onChange={(event) => set("rolePermissions", customiseRole(roles, role, event.target.checked))}
                      />{" "}
                      Customise
                    </label>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {GROUP_PERMISSIONS.map((permission) => (
              <tr key={permission}>
                <th scope="row">{PERMISSION_TEXT[permission]}</th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${PERMISSION_TEXT[permission]}: everyone`}
                    checked={defaults.includes(permission)}
                    onChange={(event) => set("defaultPermissions", withPermission(defaults, permission, event.target.checked))}
                  />
                </td>
                {GROUP_ROLES.map((role) => {
                  const custom = roles[role];
                  const list = custom ?? builtInRolePermissions(role);
                  const { name, variant } = roleTitle(role);
                  return (
                    <td key={role} className={custom ? undefined : styles.builtIn}>
                      <input
                        type="checkbox"
                        aria-label={`${PERMISSION_TEXT[permission]}: ${name}${variant ? ` (${variant})` : ""}`}
                        checked={list.includes(permission)}
                        disabled={!custom}
                        onChange={(event) => toggle(role, permission, event.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SettingsSection>
  );
}
