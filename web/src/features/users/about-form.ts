import { issuesToFields } from "@kora/shared/contracts/errors.ts";
import { type Me, updateMeSchema } from "@kora/shared/contracts/users.ts";
import { type FieldErrorMap, firstMessages } from "../../ui/field-errors.tsx";

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
export type AboutErrors = FieldErrorMap<string>;

/** The values checked by the API's own rules: the body to send, or the errors to show. */
export function checkAbout(values: AboutValues): { ok: true } | { ok: false; errors: AboutErrors } {
  const result = aboutSchema.safeParse(values);
  return result.success ? { ok: true } : { ok: false, errors: firstMessages(issuesToFields(result.error.issues)) };
}
