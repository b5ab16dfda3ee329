import { z } from "zod";
import { VERIFICATION_CODE_LENGTH } from "../constants.ts";
import { fillMessage } from "../messages.ts";

/** Seconds before another code may be sent to the same person on the same channel (the resend cool-down). */
export const VERIFICATION_RESEND_SECONDS = 60;

/** Texts of the verification flows that the spec leaves to us. */
export const VERIFICATION_TEXTS = {
  tooManyTries: "That code has had too many wrong tries. Please ask for a new one.",
  noLiveCode: "That code has expired. Please ask for a new one.",
  phoneTaken: "This mobile number is already verified on another account.",
  noEmail: "Your account has no email address to verify.",
  emailAlreadyVerified: "Your email is already verified.",
  smsUnavailable: "We can't send text messages right now. Please try again in a few minutes.",
  smsOff: "Text messages aren't set up on this server, so mobile numbers can't be verified yet.",
  /** The cool-down's 429: `{seconds}` is how long to wait. */
  coolDown: "We've just sent you a code. You can ask for another one in {seconds} seconds.",
} as const;

/** The cool-down message for `seconds` left. */
export const coolDownMessage = (seconds: number) => VERIFICATION_TEXTS.coolDown.replace("{seconds}", String(seconds));

/** A mobile number as typed (parsed on the server in the user's country; international with + otherwise). */
export const phoneInputField = z
  .string({ error: fillMessage("required", { field: "mobile number" }) })
  .max(40, fillMessage("mobile"))
  .refine((value) => value.trim().length > 0, fillMessage("required", { field: "mobile number" }));

/** A texted or mailed 6-character code; spaces dropped and upper-cased as the sign-in code is. */
export const sentCodeField = z
  .string({ error: fillMessage("sentCode") })
  .transform((value) => value.replace(/\s+/g, "").toUpperCase())
  .refine((value) => value.length === VERIFICATION_CODE_LENGTH, fillMessage("sentCode"));

/** `POST /api/me/phone-verify-request`: the number to text a code to (it becomes the user's phone, unverified). */
export const phoneVerifyRequestSchema = z.object({ phone: phoneInputField });
export type PhoneVerifyRequest = z.input<typeof phoneVerifyRequestSchema>;

/** `POST /api/me/phone-verify-code` and `POST /api/me/email-verify-code`. */
export const verifyCodeBodySchema = z.object({ code: sentCodeField });

/** `POST /api/password-free/phone-verification-code`: recovery by phone; the number is international (+…). */
export const recoveryCodeRequestSchema = z.object({ phone: phoneInputField });

/** `POST /api/me/recover-account` (public despite the path): the verified number and the texted code. */
export const recoverAccountSchema = z.object({ phone: phoneInputField, code: sentCodeField });
export type RecoverAccount = z.input<typeof recoverAccountSchema>;

/** `PUT /api/me/sms-reminders`: the 10-minute SMS reminder on or off. */
export const smsRemindersSchema = z.object({ enabled: z.boolean({ error: "Please say whether you want text reminders." }) }).strict();

/** The answer to a code request: where it went and when another may be asked for. */
export const codeSentSchema = z.object({
  sent: z.literal(true),
  /** E.164 number or email address the code went to. */
  to: z.string(),
  resendAfterSeconds: z.number().int().min(0),
  expiresInMinutes: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** A text message caught by the embedded SMS outbox (`GET /api/dev/sms`). */
export const devSmsSchema = z.object({ id: z.string(), to: z.string(), body: z.string(), createdAt: z.string() });
export type DevSms = z.infer<typeof devSmsSchema>;
