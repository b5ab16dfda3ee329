import { z } from "zod";
import { codeSentSchema, type RecoverAccount } from "@kora/shared/contracts/verification.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { api } from "../../lib/api-client.ts";

/**
 * Phone and email verification, recovery by phone and the SMS reminder opt-out (core §7). A code
 * request within the cool-down is a 429 whose own message says how long to wait: it is the one shown.
 */
export const requestPhoneCode = (phone: string) =>
  api.post("/api/me/phone-verify-request", { phone }, { schema: codeSentSchema, serverMessageFor: [429, 503] });

/** A wrong code is a 422 on `code`; the caller shows it on the boxes. */
export const confirmPhoneCode = (code: string) => api.post("/api/me/phone-verify-code", { code }, { schema: meSchema, toast: false });

export const requestEmailCode = () =>
  api.post("/api/me/email-verify-request", undefined, { schema: codeSentSchema, serverMessageFor: [429, 503], toast: false });

export const confirmEmailCode = (code: string) => api.post("/api/me/email-verify-code", { code }, { schema: meSchema, toast: false });

/** Always 202 for a well-formed number: it never says whether the number belongs to an account. */
export const requestRecoveryCode = (phone: string) =>
  api.post("/api/password-free/phone-verification-code", { phone }, { schema: z.object({ sent: z.boolean() }) });

/** Signed out: a wrong code is a plain 401 here (quiet), shown on the boxes, not a session reset. */
export const recoverAccount = (body: RecoverAccount) => api.post("/api/me/recover-account", body, { schema: meSchema, quiet: true });

export const setSmsReminders = (enabled: boolean) => api.put("/api/me/sms-reminders", { enabled }, { schema: meSchema });

/** Seconds to wait from a cool-down's message ("…in 42 seconds."), or null. */
export function retryAfterOf(message: string): number | null {
  const seconds = /in (\d+) seconds/.exec(message)?.[1];
  return seconds ? Number(seconds) : null;
}
