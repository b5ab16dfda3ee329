import { issuesToFields, type FieldErrors } from "@kora/shared/contracts/errors.ts";
import { type Me, updateMeSchema } from "@kora/shared/contracts/users.ts";

/** The profile fields the About you form edits, as the form holds them ("" for no text). */
export interface AboutValues {
  location: string;
  education: string;
  languagesSpoken: string[];
  interests: string[];
  categoryInterests: string[];
  socialLinks: string[];
}

export const ABOUT_FIELDS = ["location", "education", "languagesSpoken", "interests", "categoryInterests", "socialLinks"] as const;

/** The same rules as the API's (PUT /api/me), for these fields only. */
export const aboutSchema = updateMeSchema.pick({
  location: true,
  education: true,
  languagesSpoken: true,
  interests: true,
  categoryInterests: true,
  socialLinks: true,
});

export const aboutValuesOf = (me: Me): AboutValues => ({
  location: me.location ?? "",
  education: me.education ?? "",
  languagesSpoken: me.languagesSpoken,
  interests: me.interests,
  categoryInterests: me.categoryInterests,
  socialLinks: me.socialLinks,
});

/** Whether the form differs from what is saved (lists compare in order: reordering is a change too). */
export function aboutDirty(values: AboutValues, saved: AboutValues): boolean {
  return ABOUT_FIELDS.some((field) => JSON.stringify(values[field]) !== JSON.stringify(saved[field]));
}

/** Field path → first message: from the shared schema on submit, or from a 422's field map. */
export type AboutErrors = Record<string, string>;

export const firstMessages = (fields: FieldErrors): AboutErrors =>
  Object.fromEntries(Object.entries(fields).flatMap(([name, messages]) => (messages[0] ? [[name, messages[0]]] : [])));

/** The values checked by the API's own rules: the body to send, or the errors to show. */
export function checkAbout(values: AboutValues): { ok: true } | { ok: false; errors: AboutErrors } {
  const result = aboutSchema.safeParse(values);
  return result.success ? { ok: true } : { ok: false, errors: firstMessages(issuesToFields(result.error.issues)) };
}

/** The errored field that comes first on the page (the form's order), for the scroll and focus. */
export function firstErroredField(errors: AboutErrors): string | null {
  const names = Object.keys(errors);
  const rank = (name: string) => ABOUT_FIELDS.indexOf(name.split(".")[0] as (typeof ABOUT_FIELDS)[number]);
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, "en", { numeric: true }))[0] ?? null;
}
