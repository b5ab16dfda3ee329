import { GROUP_PERMISSIONS, builtInRolePermissions, type GroupPermission } from "@kora/shared/domain/groups/permissions.ts";
import { GROUP_ROLES, type GroupRole } from "@kora/shared/domain/groups/roles.ts";
import { groupsSettingsMessages } from "@kora/shared/i18n/messages/groups-settings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { SettingsSection } from "./settings-bits.tsx";
import { useSettingsValue, type SettingsForm } from "./settings-form.ts";
import { customiseRole, roleTitle, withPermission } from "./settings-values.ts";
import styles from "./settings.module.css";

/**
 * Who may do what (core §6): the defaults everyone gets (guests too), and each role's own permissions
 * on top. A role the group hasn't customised uses the built-in list, shown greyed until "Customise".
 */
export function PermissionsGrid({ form }: { form: SettingsForm }) {
  const t = useT(groupsSettingsMessages);
  const text = (permission: GroupPermission) => t.t(`permission.${permission}`);
  const defaults = useSettingsValue(form, "defaultPermissions") ?? [];
  const roles = useSettingsValue(form, "rolePermissions") ?? {};
  const set = (name: "defaultPermissions" | "rolePermissions", value: unknown) =>
    form.form.setValue(name, value as never, { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted });

  const toggle = (role: GroupRole, permission: GroupPermission, on: boolean) =>
    set("rolePermissions", { ...roles, [role]: withPermission(roles[role] ?? [], permission, on) });

  return (
    <SettingsSection section="permissions" description={t.t("permissions.description")}>
      <p className={styles.scrollHint}>{t.t("permissions.scrollHint")}</p>
      <div className={styles.gridScroll} role="region" aria-label={t.t("permissions.region")}>
        <table className={styles.grid}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                {t.t("permissions.permission")}
              </th>
              <th scope="col">
                <span className={styles.roleName}>{t.t("permissions.everyone")}</span>
                <span className={styles.roleVariant}>{t.t("permissions.default")}</span>
              </th>
              {GROUP_ROLES.map((role) => {
                const { name, variant } = roleTitle(role, t);
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
                      {t.t("permissions.customise")}
                    </label>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {GROUP_PERMISSIONS.map((permission) => (
              <tr key={permission}>
                <th scope="row">{text(permission)}</th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t.t("permissions.forEveryone", { permission: text(permission) })}
                    checked={defaults.includes(permission)}
                    onChange={(event) => set("defaultPermissions", withPermission(defaults, permission, event.target.checked))}
                  />
                </td>
                {GROUP_ROLES.map((role) => {
                  const custom = roles[role];
                  const list = custom ?? builtInRolePermissions(role);
                  const { name, variant } = roleTitle(role, t);
                  return (
                    <td key={role} className={custom ? undefined : styles.builtIn}>
                      <input
                        type="checkbox"
                        aria-label={
                          variant
                            ? t.t("permissions.forRoleVariant", { permission: text(permission), role: name, variant })
                            : t.t("permissions.forRole", { permission: text(permission), role: name })
                        }
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
