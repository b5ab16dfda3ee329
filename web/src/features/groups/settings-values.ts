import { z } from "zod";
import {
  applyFieldSchema,
  groupResourceSchema,
  groupSettingsSchema,
  type ApplyField,
  type GroupSettings,
} from "@kora/shared/contracts/groups.ts";
import { builtInRolePermissions, GROUP_PERMISSIONS, type GroupPermission } from "@kora/shared/domain/groups/permissions.ts";
import { roleBase, type GroupRole } from "@kora/shared/domain/groups/roles.ts";
import { groupsSettingsMessages } from "@kora/shared/i18n/messages/groups-settings.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** The settings page's words in one language. */
export type SettingsT = Translator<KeyOf<typeof groupsSettingsMessages>>;
const english: SettingsT = createTranslator("en", groupsSettingsMessages.en);

/** An id made of lowercase letters, numbers and dashes (apply fields, resources, testimonials), unique among `taken`. */
export function uniqueId(label: string, taken: readonly string[], fallback = "item"): string {
  const base =
    label
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 32)
      .replace(/-+$/, "") || fallback;
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** A new question for the apply form: a short text answer, optional. */
export function newApplyField(taken: readonly string[]): ApplyField {
  return { id: uniqueId("question", taken), label: "", type: "text", required: false, options: [], help: "" };
}

/** The permissions a role has in this group: the group's own list, or the built-in one (core §6). */
export function rolePermissionsOf(settings: Pick<GroupSettings, "rolePermissions">, role: GroupRole): readonly string[] {
  return settings.rolePermissions[role] ?? builtInRolePermissions(role);
}

/** A permission list with one permission on or off, kept in the catalogue's order. */
export function withPermission(list: readonly string[], permission: GroupPermission, on: boolean): GroupPermission[] {
  const set = new Set(list);
  if (on) set.add(permission);
  else set.delete(permission);
  return GROUP_PERMISSIONS.filter((name) => set.has(name));
}

/** A role customised (its built-in list copied as the start) or back to the built-in permissions. */
export function customiseRole(
  rolePermissions: GroupSettings["rolePermissions"],
  role: GroupRole,
  custom: boolean,
): GroupSettings["rolePermissions"] {
  const next = { ...rolePermissions };
  if (custom) next[role] = [...builtInRolePermissions(role)];
  else delete next[role];
  return next;
}

/** A role's name in two parts for a narrow column: "Verified member" / "consulting · hidden" (in `t`'s language). */
export function roleTitle(role: GroupRole, t: SettingsT = english): { name: string; variant: string } {
  const base = roleBase(role);
  if (!base) return { name: t.t("role.ai-matching"), variant: "" };
  const [kind, visibility] = role.slice(base.length + 1).split("-") as ["community" | "consulting", "visible" | "hidden"];
  return {
    name: t.t(`role.${base}`),
    variant: t.t("role.variant", { kind: t.t(`role.kind.${kind}`), visibility: t.t(`role.visibility.${visibility}`) }),
  };
}

/** Optional texts the form holds as "" go to the API as absent (help) and blank options are dropped. */
export function settingsForApi(values: GroupSettings): GroupSettings {
  return {
    ...values,
    applyForm: values.applyForm.map((field) => ({
      ...field,
      help: field.help?.trim() ? field.help.trim() : undefined,
      options: field.type === "select" ? field.options.map((option) => option.trim()).filter(Boolean) : [],
    })),
    resources: values.resources.map((resource) => ({ ...resource, url: resource.url?.trim() ? resource.url.trim() : undefined })),
  };
}

/** The form's start: the saved settings with every optional text present, so inputs stay controlled. */
export function settingsForForm(settings: GroupSettings): GroupSettings {
  return {
    ...settings,
    applyForm: settings.applyForm.map((field) => ({ ...field, help: field.help ?? "" })),
    resources: settings.resources.map((resource) => ({ ...resource, url: resource.url ?? "" })),
  };
}

/**
 * The settings form's schema: the API's, except that a resource's link may be left blank (sent as
 * absent) and a choice question needs at least one option to be answerable.
 */
export const settingsFormSchema = groupSettingsSchema.extend({
  applyForm: z
    .array(
      applyFieldSchema.superRefine((field, ctx) => {
        if (field.type === "select" && field.options.filter((option) => option.trim()).length === 0)
          ctx.addIssue({ code: "custom", path: ["options"], message: "Add at least one option to choose from." });
      }),
    )
    .max(20),
  resources: z
    .array(groupResourceSchema.extend({ url: z.union([z.literal(""), groupResourceSchema.shape.url.unwrap()]).optional() }))
    .max(20),
});
export type SettingsFormValues = z.input<typeof settingsFormSchema>;
