import { z } from "zod";
import { VERIFICATION_CODE_LENGTH } from "../constants.ts";
import { fillMessage, MESSAGES } from "../messages.ts";
import { currencyForCountry } from "../domain/money/currency-for-country.ts";
import { parseMobile, validateMobile } from "../domain/validation/phone.ts";
import { validatePassword } from "../domain/validation/rules.ts";
import { normalizeProfessionalUrl, validateProfessionalUrl } from "../domain/validation/social-urls.ts";
import { TEXT_LIMITS } from "../domain/validation/text-limit.ts";
import { accountEmailField } from "./email.ts";
import { limitedText } from "./text.ts";
import { countryField, currencyField, localeField, nameField, timezoneField, userTypeSchema } from "./users.ts";

export const passwordField = z.string({ error: fillMessage("required", { field: "password" }) }).superRefine((value, ctx) => {
  const message = validatePassword(value);
  if (message) ctx.addIssue({ code: "custom", message });
});

/** Codes use letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const codeField = z
  .string({ error: fillMessage("code") })
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .refine((value) => value.length === VERIFICATION_CODE_LENGTH, fillMessage("code"));

const signupDetails = {
  invite: z.string().max(64).optional(),
  group: z.string().max(120).optional(),
};

/** Sign-up's message when neither a mobile number nor a profile link is given (public-site §1 asks for one). */
export const PHONE_OR_URL_MESSAGE = "Please add a mobile number or a professional profile link.";

/** A blank optional field ("" from a form) is the same as a missing one. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);

/** A professional profile on one of the networks (public-site §5 per-network checks), stored as https without a trailing slash. */
export const professionalUrlField = limitedText(TEXT_LIMITS.link).transform((value, ctx) => {
  if (value === "") return undefined;
  const message = validateProfessionalUrl(value);
  if (message) {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  }
  return normalizeProfessionalUrl(value)!;
});

const signupSchema = z
  .object({
    step: z.literal("signup"),
    email: accountEmailField,
    firstName: nameField("first name"),
    lastName: nameField("last name"),
    type: userTypeSchema.optional(),
    /** A mobile number as typed; read in `country` unless it starts with "+". */
    phone: optionalText(64, fillMessage("mobile")),
    professionalUrl: professionalUrlField.optional(),
    /** The IANA zone the browser reported and the person confirmed. */
    timezone: timezoneField,
    country: z.string({ error: fillMessage("required", { field: "country" }) }).pipe(countryField),
    /** Defaults from the country (currencyForCountry). */
    currency: currencyField.optional(),
    /** The language the page was read in; the server takes the browser's when it is missing. */
    locale: localeField.optional(),
    ...signupDetails,
  })
  .superRefine(
    (value, ctx) => {
      if (typeof value !== "object" || value === null) return;
      const phone = typeof value.phone === "string" ? value.phone : undefined;
      const countryFailed = ctx.issues.some((issue) => issue.path?.[0] === "country");
      if (phone) {
        // A national number is read in the country: with no country to read it in, only the country's message is given.
        if (countryFailed && !phone.startsWith("+")) return;
        const message = validateMobile(phone, countryFailed ? null : value.country);
        if (message) ctx.addIssue({ code: "custom", path: ["phone"], message });
      } else if (value.professionalUrl === undefined && !ctx.issues.some((issue) => issue.path?.[0] === "professionalUrl")) {
        ctx.addIssue({ code: "custom", path: ["phone"], message: PHONE_OR_URL_MESSAGE });
      }
    },
    // Also when another field failed, so every field's message comes back at once.
    { when: () => true },
  )
  .transform((value) => ({
    ...value,
    /** E.164 ("+447911123456"). */
    phone: value.phone ? (parseMobile(value.phone, value.country) ?? undefined) : undefined,
    currency: value.currency ?? currencyForCountry(value.country),
  }));

/**
 * `POST /api/password-free/verification-code`: mails a 6-character code. To sign up (public-site §1):
 * names, a mobile number or a professional profile link (one is enough), and the confirmed time zone
 * and country.
 */
export const requestCodeSchema = z.discriminatedUnion(
  "step",
  [z.object({ step: z.literal("login"), email: accountEmailField, ...signupDetails }), signupSchema],
  { error: "Please choose to log in or sign up." },
);
export type RequestCode = z.input<typeof requestCodeSchema>;

/** `POST /api/password-free/verify`: exchanges the mailed code for a session. */
export const verifyCodeSchema = z.object({ email: accountEmailField, code: codeField });
export type VerifyCode = z.input<typeof verifyCodeSchema>;

export const passwordLoginSchema = z.object({
  email: accountEmailField,
  password: limitedText(TEXT_LIMITS.password).min(1, fillMessage("required", { field: "password" })),
});

export const forgotPasswordSchema = z.object({ email: accountEmailField });

const passwordsMatch = (value: { password: string; passwordConfirmation: string }) => value.password === value.passwordConfirmation;
const mismatch = { path: ["passwordConfirmation"], message: MESSAGES.passwordsDontMatch };

export const resetPasswordSchema = z
  .object({
    email: accountEmailField,
    token: z.string().min(1).max(200),
    password: passwordField,
    passwordConfirmation: limitedText(TEXT_LIMITS.password),
  })
  .refine(passwordsMatch, mismatch);
export const changePasswordSchema = z
  .object({
    currentPassword: limitedText(TEXT_LIMITS.password).optional(),
    password: passwordField,
    passwordConfirmation: limitedText(TEXT_LIMITS.password),
  })
  .refine(passwordsMatch, mismatch);

/** A guest joining with only a first name becomes a placeholder user. */
export const createGuestSchema = z.object({ firstName: nameField("first name") });
