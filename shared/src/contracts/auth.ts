import { z } from "zod";
import { VERIFICATION_CODE_LENGTH } from "../constants.ts";
import { fillMessage, MESSAGES } from "../messages.ts";
import { validateEmail, validatePassword } from "../domain/validation/rules.ts";
import { TEXT_LIMITS } from "../domain/validation/text-limit.ts";
import { limitedText } from "./text.ts";
import { nameField, userTypeSchema } from "./users.ts";

export const emailField = z.string({ error: fillMessage("required", { field: "email" }) }).transform((value, ctx) => {
  const message = validateEmail(value);
  if (message) ctx.addIssue({ code: "custom", message });
  return value.trim().toLowerCase();
});

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

/** `POST /api/password-free/verification-code`: mails a 6-character code. Names are needed to sign up. */
export const requestCodeSchema = z.discriminatedUnion(
  "step",
  [
    z.object({ step: z.literal("login"), email: emailField, ...signupDetails }),
    z.object({
      step: z.literal("signup"),
      email: emailField,
      firstName: nameField("first name"),
      lastName: nameField("last name"),
      type: userTypeSchema.optional(),
      ...signupDetails,
    }),
  ],
  { error: "Please choose to log in or sign up." },
);
export type RequestCode = z.input<typeof requestCodeSchema>;

/** `POST /api/password-free/verify`: exchanges the mailed code for a session. */
export const verifyCodeSchema = z.object({ email: emailField, code: codeField });
export type VerifyCode = z.input<typeof verifyCodeSchema>;

export const passwordLoginSchema = z.object({
  email: emailField,
  password: limitedText(TEXT_LIMITS.password).min(1, fillMessage("required", { field: "password" })),
});

export const forgotPasswordSchema = z.object({ email: emailField });

const passwordsMatch = (value: { password: string; passwordConfirmation: string }) => value.password === value.passwordConfirmation;
const mismatch = { path: ["passwordConfirmation"], message: MESSAGES.passwordsDontMatch };

export const resetPasswordSchema = z
  .object({
    email: emailField,
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
/** A link's `token` query parameter exchanged for a session. */
export const tokenLoginSchema = z.object({ token: z.string().min(16).max(200) });
