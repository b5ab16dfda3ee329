import type { z } from "zod";
import { CODE_ALPHABET, type changePasswordSchema, type requestCodeSchema, type resetPasswordSchema } from "@kora/shared/contracts/auth.ts";
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_MAX_ATTEMPTS, VERIFICATION_CODE_TTL_MINUTES } from "@kora/shared/constants.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { AppError, invalidField } from "../../http/app-error.ts";
import { constantTimeEqual, hashPassword, hmac, randomCode, verifyPassword } from "../../lib/crypto.ts";
import type { Services } from "../../services.ts";
import { grantSignUpCredit } from "../credits/credits.service.ts";
import { claimInviteOnSignUp, rewardClaimedInvite } from "../invites/invites.service.ts";
import {
  claimPlaceholder,
  createUser,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  savePasswordHash,
  userLocale,
} from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { codeMail, noAccountMail, resetPasswordMail } from "./auth.mails.ts";
import { consumeCode, insertCode, latestLiveCode, retireCodes, takeAttempt } from "./codes.repository.ts";
import { createLoginSession, deleteOtherSessions, deleteSession, findSessionUser } from "./sessions.repository.ts";
import { issueToken, redeemToken } from "./tokens.repository.ts";

const MINUTE = 60_000;
const RESET_TTL_MS = 60 * MINUTE;
const LINK_LOGIN_TTL_MS = 30 * 24 * 60 * MINUTE;

export interface SignedIn {
  user: UserRow;
  sessionToken: string;
}

type CodeRequest = z.output<typeof requestCodeSchema>;
type SignupRequest = Extract<CodeRequest, { step: "signup" }>;
/** What a code request keeps until the code comes back: a sign-up's details, or only the invite and group of a login. */
type SignupPayload = Partial<
  Pick<SignupRequest, "firstName" | "lastName" | "type" | "phone" | "professionalUrl" | "timezone" | "country" | "currency" | "locale">
> & {
  invite?: string;
  group?: string;
};

/**
 * The account's details from a sign-up's payload (public-site §1): the confirmed zone and country, the
 * currency from it, a mobile number (unverified) or a profile link.
 */
const signupDetails = (payload: SignupPayload, existing: UserRow, nowIso: string) => ({
  ...(payload.timezone && { timezone: payload.timezone, timezone_confirmed_at: nowIso }),
  ...(payload.country && { country: payload.country }),
  ...(payload.currency && { currency: payload.currency }),
  ...(payload.locale && { locale: payload.locale }),
  // A new number starts unverified; the same number keeps its verification.
  ...(payload.phone && payload.phone !== existing.phone && { phone: payload.phone, phone_verified_at: null }),
  ...(payload.professionalUrl && { professional_url: payload.professionalUrl }),
});

const codeHash = (services: Pick<Services, "secret">, email: string, code: string) => hmac(services.secret, `${email}:${code}`);

/**
 * Mails a sign-in code. The answer never says whether the address has an account: a login for an
 * unknown address gets a "no account yet" mail, a sign-up for a known one gets a login code.
 * The mail is in the account's language, else the sign-up's, else `pageLocale` (the request's).
 */
export async function requestCode(
  services: Pick<Services, "config" | "db" | "mailer" | "now" | "secret">,
  input: CodeRequest,
  pageLocale: Locale = "en",
): Promise<void> {
  const { db, config } = services;
  const now = services.now();
  const existing = await findUserByEmail(db, input.email);
  if (input.step === "login" && (!existing || existing.is_placeholder)) {
    await services.mailer.send(noAccountMail(input.email, `${config.publicUrl}/password-free?step=signup`, pageLocale));
    return;
  }
  const code = randomCode(CODE_ALPHABET, VERIFICATION_CODE_LENGTH);
  const payload: SignupPayload =
    input.step === "signup"
      ? {
          firstName: input.firstName,
          lastName: input.lastName,
          type: input.type,
          phone: input.phone,
          professionalUrl: input.professionalUrl,
          timezone: input.timezone,
          country: input.country,
          currency: input.currency,
          locale: input.locale,
          invite: input.invite,
          group: input.group,
        }
      : { invite: input.invite, group: input.group };
  await db.transaction().execute(async (trx) => {
    await retireCodes(trx, input.email, now.toISOString());
    await insertCode(trx, {
      id: crypto.randomUUID(),
      email: input.email,
      code_hash: await codeHash(services, input.email, code),
      step: existing ? "login" : "signup",
      payload: JSON.stringify(payload),
      attempts: 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * MINUTE).toISOString(),
      consumed_at: null,
    });
  });
  const locale = existing && !existing.is_placeholder ? userLocale(existing) : (payload.locale ?? pageLocale);
  await services.mailer.send(codeMail(input.email, code, existing?.first_name ?? payload.firstName ?? null, locale));
}

/**
 * core §8 tracks sign-up's failed codes: `no-code` when the address has no live code (never asked,
 * expired or used up), `invalid-code` for a wrong guess or one past the attempts. A structured log
 * line each that names neither the address nor the code; the caller throws what it returns.
 */
function trackedCodeFailure(services: Pick<Services, "log">, event: "invalid-code" | "no-code", error: AppError): AppError {
  services.log.info(`signup.${event}`);
  return error;
}

/** Checks a mailed code; on success signs in (creating the account on first sign-up). Wrong or stale → 401. */
export async function verifyCode(
  services: Pick<Services, "db" | "hub" | "log" | "now" | "secret">,
  email: string,
  code: string,
  userAgent: string | null,
): Promise<SignedIn & { created: boolean }> {
  const { db } = services;
  const nowIso = services.now().toISOString();
  const live = await latestLiveCode(db, email, nowIso);
  const badCode = new AppError("invalid_code", MESSAGES.badCode);
  if (!live) throw trackedCodeFailure(services, "no-code", badCode);
  // Every guess is counted before it is compared, and only a counted guess is compared (5 per code).
  if (!(await takeAttempt(db, live.id, VERIFICATION_CODE_MAX_ATTEMPTS))) throw trackedCodeFailure(services, "invalid-code", badCode);
  if (!constantTimeEqual(live.code_hash, await codeHash(services, email, code)))
    throw trackedCodeFailure(services, "invalid-code", badCode);
  const result = await db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, live.id, nowIso))) return null;
    const existing = await findUserByEmail(trx, email);
    if (existing?.is_placeholder) {
      // Someone invited by email (a placeholder) signs up with that address: the account becomes theirs, bookings and all.
      const payload = JSON.parse(live.payload) as SignupPayload;
      const user = await claimPlaceholder(
        trx,
        existing.id,
        {
          first_name: payload.firstName ?? existing.first_name,
          last_name: payload.lastName ?? existing.last_name,
          type: payload.type ?? existing.type,
          ...signupDetails(payload, existing, nowIso),
        },
        nowIso,
      );
      // The first completed sign-up: the sign-up credit (core §9), once per person.
      await grantSignUpCredit(trx, user, services.now());
      // An invite code the sign-up carried is claimed with the account, once (core §3 Invite).
      return { user, created: false, claim: await claimInviteOnSignUp(trx, payload.invite, user, nowIso) };
    }
    if (existing) {
      const user = existing.email_verified_at ? existing : await markEmailVerified(trx, existing.id, nowIso);
      return { user, created: false };
    }
    const payload = JSON.parse(live.payload) as SignupPayload;
    const user = await createUser(trx, services.now(), {
      email,
      firstName: payload.firstName ?? email.split("@")[0]!,
      lastName: payload.lastName ?? "",
      type: payload.type,
      timezone: payload.timezone,
      timezoneConfirmed: payload.timezone !== undefined,
      country: payload.country ?? null,
      currency: payload.currency,
      locale: payload.locale,
      phone: payload.phone ?? null,
      professionalUrl: payload.professionalUrl ?? null,
      emailVerified: true,
    });
    await grantSignUpCredit(trx, user, services.now());
    return { user, created: true, claim: await claimInviteOnSignUp(trx, payload.invite, user, nowIso) };
  });
  if (!result) throw badCode;
  if (result.claim) await rewardClaimedInvite(services, result.claim);
  return {
    user: result.user,
    created: result.created,
    sessionToken: await createLoginSession(db, result.user.id, services.now(), userAgent),
  };
}

/** Verified against when an account has no password, so a miss takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

export async function loginWithPassword(
  services: Pick<Services, "config" | "db" | "now">,
  email: string,
  password: string,
  userAgent: string | null,
): Promise<SignedIn> {
  const user = await findUserByEmail(services.db, email);
  decoyHash ??= hashPassword("decoy-password-never-matches", services.config.passwordHashIterations);
  const ok = (await verifyPassword(password, user?.password_hash ?? (await decoyHash))) && Boolean(user?.password_hash);
  if (!user || !ok) throw new AppError("invalid_credentials", MESSAGES.badCredentials);
  return { user, sessionToken: await createLoginSession(services.db, user.id, services.now(), userAgent) };
}

export async function forgotPassword(services: Pick<Services, "config" | "db" | "mailer" | "now">, email: string): Promise<void> {
  const user = await findUserByEmail(services.db, email);
  if (!user || user.is_placeholder) throw new AppError("not_found", MESSAGES.forgotUnknownEmail);
  const token = await issueToken(services.db, user.id, "password-reset", services.now(), RESET_TTL_MS);
  const url = `${services.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await services.mailer.send(resetPasswordMail(email, url, userLocale(user)));
}

/** Sets a new password from a mailed token, ends the user's other sessions and signs them in. */
export async function resetPassword(
  services: Pick<Services, "config" | "db" | "now">,
  input: z.output<typeof resetPasswordSchema>,
  userAgent: string | null,
): Promise<SignedIn> {
  const { db } = services;
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError("not_found", MESSAGES.resetNoUser);
  const passwordHash = await hashPassword(input.password, services.config.passwordHashIterations);
  const updated = await db.transaction().execute(async (trx) => {
    const owner = await redeemToken(trx, input.token, "password-reset", services.now(), true);
    if (owner !== user.id) return null;
    await deleteOtherSessions(trx, user.id, null);
    return savePasswordHash(trx, user.id, passwordHash, services.now().toISOString());
  });
  if (!updated) throw invalidField("token", MESSAGES.resetBadToken);
  return { user: updated, sessionToken: await createLoginSession(db, user.id, services.now(), userAgent) };
}

export async function changePassword(
  services: Pick<Services, "config" | "db" | "now">,
  user: UserRow,
  sessionHash: string,
  input: z.output<typeof changePasswordSchema>,
): Promise<void> {
  if (user.password_hash) {
    const ok = input.currentPassword ? await verifyPassword(input.currentPassword, user.password_hash) : false;
    if (!ok) throw invalidField("currentPassword", "That isn't your current password.");
  }
  const passwordHash = await hashPassword(input.password, services.config.passwordHashIterations);
  await services.db.transaction().execute(async (trx) => {
    await savePasswordHash(trx, user.id, passwordHash, services.now().toISOString());
    await deleteOtherSessions(trx, user.id, sessionHash);
  });
}

/** A guest who gives only a first name becomes a placeholder user (in their browser's language), with a link token to come back. */
export async function createGuest(
  services: Pick<Services, "db" | "now">,
  firstName: string,
  userAgent: string | null,
  locale: Locale,
): Promise<SignedIn & { token: string }> {
  const user = await createUser(services.db, services.now(), { email: null, firstName, lastName: "", isPlaceholder: true, locale });
  const token = await issueToken(services.db, user.id, "link-login", services.now(), LINK_LOGIN_TTL_MS);
  return { user, token, sessionToken: await createLoginSession(services.db, user.id, services.now(), userAgent) };
}

/** Exchanges a link's token for a session. Link tokens are reusable until they expire. */
export async function loginWithToken(services: Pick<Services, "db" | "now">, token: string, userAgent: string | null): Promise<SignedIn> {
  const userId = await redeemToken(services.db, token, "link-login", services.now(), false);
  const user = userId ? await findUserById(services.db, userId) : undefined;
  if (!user) throw new AppError("invalid_code", MESSAGES.badCode);
  return { user, sessionToken: await createLoginSession(services.db, user.id, services.now(), userAgent) };
}

/** A reusable sign-in link token for `userId` (mailed respond links for invited placeholders). */
export const issueLinkLogin = (services: Pick<Services, "db" | "now">, userId: string) =>
  issueToken(services.db, userId, "link-login", services.now(), LINK_LOGIN_TTL_MS);

/** The user signed in with a session cookie's token (its expiry slides); undefined when unknown or expired. The session loader's store. */
export const findSession = (services: Pick<Services, "db" | "now">, token: string) => findSessionUser(services.db, token, services.now());

/** A new session for someone another feature has just proven to be `userId` (recovery by phone); the caller sets the cookie. */
export const startSession = (services: Pick<Services, "db" | "now">, userId: string, userAgent: string | null) =>
  createLoginSession(services.db, userId, services.now(), userAgent);

/** Ends one session (signing out); the cookie is cleared by the caller. */
export async function signOut(services: Pick<Services, "db">, sessionHash: string | null): Promise<void> {
  if (sessionHash) await deleteSession(services.db, sessionHash);
}
