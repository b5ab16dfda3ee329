import type { IdentityEventName } from "@kora/shared/contracts/realtime.ts";
import { type CodeSent, VERIFICATION_RESEND_SECONDS, VERIFICATION_TEXTS } from "@kora/shared/contracts/verification.ts";
import { VERIFICATION_CODE_TTL_MINUTES } from "@kora/shared/constants.ts";
import { parseMobile } from "@kora/shared/domain/validation/phone.ts";
import { fillMessage, MESSAGES } from "@kora/shared/messages.ts";
import { SmsRejectedError, type SmsSender } from "../../adapters/sms/sms.ts";
import { AppError, invalidField } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import {
  findUserById,
  markEmailVerified,
  markPhoneVerified,
  saveSmsReminders,
  setUnverifiedPhone,
  userLocale,
} from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { type Guess, guessCode, issueCode, spendCode, withdrawCode } from "./codes.ts";
import { emailCodeMail, phoneCodeText, recoveryCodeText } from "./verification.messages.ts";
import { findUserByVerifiedPhone, isVerifiedPhoneTaken, phoneVerifiedByOther } from "./verification.repository.ts";

export { CoolDownError } from "./codes.ts";
export { queueSessionReminderTexts } from "./sms-reminders.ts";

const sent = (to: string): CodeSent => ({
  sent: true,
  to,
  resendAfterSeconds: VERIFICATION_RESEND_SECONDS,
  expiresInMinutes: VERIFICATION_CODE_TTL_MINUTES,
});

/** Identity events (public-site §4) to the user's tabs; each refreshes the user there. */
const tell = (services: Pick<Services, "hub">, userId: string, name: IdentityEventName, channel: "phone" | "email") =>
  services.hub.toUser(userId, { name, data: { userId, channel } });

/** core §8 tracks bad phones and bad codes: a structured log line each (no number or code in it). */
const track = (services: Pick<Services, "log">, event: "bad-phone" | "bad-code", userId: string | null, channel: string) =>
  services.log.info(`verification.${event}`, { userId, channel });

const badMobile = (raw: string) => invalidField("phone", fillMessage("mobileNotRight", { phone: raw.trim() }));

function smsSender(services: Pick<Services, "sms">): SmsSender {
  if (!services.sms) throw new AppError("unavailable", VERIFICATION_TEXTS.smsOff);
  return services.sms;
}

/** A wrong, spent or stale code on a signed-in verification page: 422 on `code` (public-site §5's message for a wrong one). */
function codeRefused(
  services: Pick<Services, "log">,
  guess: Exclude<Guess, { ok: true }>,
  userId: string,
  channel: string,
  code: string,
): AppError {
  track(services, "bad-code", userId, channel);
  if (guess.reason === "none") return invalidField("code", VERIFICATION_TEXTS.noLiveCode);
  if (guess.reason === "exhausted") return invalidField("code", VERIFICATION_TEXTS.tooManyTries);
  return invalidField("code", fillMessage("codeNotRight", { code }));
}

/**
 * `POST /api/me/phone-verify-request`: texts a code to the number (read in the user's country) and
 * keeps it as their phone, unverified until the code comes back. A changed verified number is
 * unverified (event Unverified). The provider refusing the number is the same 422 as a bad number.
 */
export async function requestPhoneCode(
  services: Pick<Services, "db" | "hub" | "log" | "now" | "secret" | "sms">,
  user: UserRow,
  raw: string,
): Promise<CodeSent> {
  const sms = smsSender(services);
  const phone = parseMobile(raw, user.country);
  if (!phone) {
    track(services, "bad-phone", user.id, "phone");
    throw badMobile(raw);
  }
  const issued = await issueCode(services, user.id, "phone", phone);
  try {
    await sms.send({ to: phone, body: phoneCodeText(issued.code, userLocale(user)) });
  } catch (error) {
    await withdrawCode(services, issued);
    if (error instanceof SmsRejectedError && error.badNumber) {
      track(services, "bad-phone", user.id, "phone");
      throw badMobile(raw);
    }
    throw new AppError("unavailable", VERIFICATION_TEXTS.smsUnavailable, undefined, error);
  }
  if (user.phone !== phone || !user.phone_verified_at) {
    await setUnverifiedPhone(services.db, user.id, phone, services.now().toISOString());
    if (user.phone_verified_at) tell(services, user.id, "Unverified", "phone");
  }
  tell(services, user.id, "Pending", "phone");
  return sent(phone);
}

/** `POST /api/me/phone-verify-code`: a right code verifies the number it was texted to (event Verified). */
export async function confirmPhoneCode(
  services: Pick<Services, "db" | "hub" | "log" | "now" | "secret">,
  user: UserRow,
  code: string,
): Promise<UserRow> {
  const guess = await guessCode(services, user.id, "phone", code);
  if (!guess.ok) throw codeRefused(services, guess, user.id, "phone", code);
  const phone = guess.row.target;
  // Proven to be theirs; still, one account per verified number (recovery finds it by the number).
  if (await phoneVerifiedByOther(services.db, phone, user.id)) throw invalidField("code", VERIFICATION_TEXTS.phoneTaken);
  const nowIso = services.now().toISOString();
  let updated: UserRow | null;
  try {
    updated = await services.db.transaction().execute(async (trx) => {
      if (!(await spendCode(services, trx, guess.row))) return null;
      return markPhoneVerified(trx, user.id, phone, nowIso);
    });
  } catch (error) {
    if (isVerifiedPhoneTaken(error)) throw invalidField("code", VERIFICATION_TEXTS.phoneTaken);
    throw error;
  }
  if (!updated) throw codeRefused(services, { ok: false, reason: "none" }, user.id, "phone", code);
  tell(services, user.id, "Verified", "phone");
  return updated;
}

/** `POST /api/me/email-verify-request`: mails a code to the account's address (event Pending). */
export async function requestEmailCode(
  services: Pick<Services, "db" | "hub" | "mailer" | "now" | "secret">,
  user: UserRow,
): Promise<CodeSent> {
  if (!user.email || user.is_placeholder) throw new AppError("conflict", VERIFICATION_TEXTS.noEmail);
  if (user.email_verified_at) throw new AppError("conflict", VERIFICATION_TEXTS.emailAlreadyVerified);
  const issued = await issueCode(services, user.id, "email", user.email);
  try {
    await services.mailer.send(emailCodeMail(user.email, issued.code, user.first_name, userLocale(user)));
  } catch (error) {
    await withdrawCode(services, issued);
    throw new AppError("unavailable", "We couldn't send the email just now. Please try again in a few minutes.", undefined, error);
  }
  tell(services, user.id, "Pending", "email");
  return sent(user.email);
}

/** `POST /api/me/email-verify-code`: a right code verifies the address it went to, if it is still the account's (event Verified). */
export async function confirmEmailCode(
  services: Pick<Services, "db" | "hub" | "log" | "now" | "secret">,
  user: UserRow,
  code: string,
): Promise<UserRow> {
  const guess = await guessCode(services, user.id, "email", code);
  if (!guess.ok) throw codeRefused(services, guess, user.id, "email", code);
  const nowIso = services.now().toISOString();
  const updated = await services.db.transaction().execute(async (trx) => {
    if (guess.row.target !== user.email || !(await spendCode(services, trx, guess.row))) return null;
    return markEmailVerified(trx, user.id, nowIso);
  });
  if (!updated) throw codeRefused(services, { ok: false, reason: "none" }, user.id, "email", code);
  tell(services, user.id, "Verified", "email");
  return updated;
}

/** A number as typed on the signed-out recovery page: international (+…), since there is no country to read it in. */
const recoveryNumber = (raw: string) => parseMobile(raw, null);

/**
 * `POST /api/password-free/phone-verification-code`: texts a sign-in code when an account has this
 * verified number. The caller answers 202 whatever happens here, so the answer never tells whether
 * a number is known; the text goes through the outbox (a job), so an unknown number is not faster.
 */
export async function requestRecoveryCode(
  services: Pick<Services, "db" | "log" | "now" | "secret" | "sms" | "smsOutbox">,
  raw: string,
): Promise<void> {
  const phone = recoveryNumber(raw);
  if (!phone) {
    track(services, "bad-phone", null, "recovery");
    throw badMobile(raw);
  }
  const user = await findUserByVerifiedPhone(services.db, phone);
  if (!user || !services.sms) return;
  try {
    const issued = await issueCode(services, user.id, "recovery", phone);
    await services.smsOutbox.queueSms({ to: phone, body: recoveryCodeText(issued.code, userLocale(user)) });
  } catch (error) {
    // Within the cool-down the code already sent stands; saying so would reveal the number is known.
    if (error instanceof AppError && error.code === "rate_limited") return;
    throw error;
  }
}

/**
 * `POST /api/me/recover-account`: the texted code for a verified number signs its account in. Any
 * failure (unknown number, wrong, spent or stale code) is the same 401 as a wrong sign-in code.
 */
export async function recoverAccount(
  services: Pick<Services, "db" | "log" | "now" | "secret">,
  raw: string,
  code: string,
): Promise<UserRow> {
  const badCode = new AppError("invalid_code", MESSAGES.badCode);
  const phone = recoveryNumber(raw);
  const user = phone ? await findUserByVerifiedPhone(services.db, phone) : undefined;
  if (!user) throw badCode;
  const guess = await guessCode(services, user.id, "recovery", code);
  if (!guess.ok || guess.row.target !== phone) {
    track(services, "bad-code", user.id, "recovery");
    throw badCode;
  }
  const spent = await services.db.transaction().execute((trx) => spendCode(services, trx, guess.row));
  if (!spent) throw badCode;
  return (await findUserById(services.db, user.id)) ?? user;
}

/** `PUT /api/me/sms-reminders`: the 10-minute SMS reminder on or off (public-site §4); the user's tabs refresh. */
export async function setSmsReminders(services: Pick<Services, "db" | "hub" | "now">, user: UserRow, enabled: boolean): Promise<UserRow> {
  const updated = await saveSmsReminders(services.db, user.id, enabled, services.now().toISOString());
  services.hub.toUser(user.id, { name: "RefreshUser", data: { userId: user.id } });
  return updated;
}
