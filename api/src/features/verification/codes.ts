import { CODE_ALPHABET } from "@kora/shared/contracts/auth.ts";
import { VERIFICATION_RESEND_SECONDS, coolDownMessage } from "@kora/shared/contracts/verification.ts";
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_MAX_ATTEMPTS, VERIFICATION_CODE_TTL_MINUTES } from "@kora/shared/constants.ts";
import { AppError } from "../../http/app-error.ts";
import { constantTimeEqual, hmac, randomCode } from "../../lib/crypto.ts";
import type { Services } from "../../services.ts";
import { consumeCode, deleteCode, insertCodeUnlessCoolingDown, liveCode, takeAttempt } from "./identity-codes.repository.ts";
import type { CodeChannel, IdentityCodeRow } from "./verification.table.ts";

/** A code request within the resend cool-down: 429 with how long to wait (the route adds Retry-After). */
export class CoolDownError extends AppError {
  constructor(readonly retryAfter: number) {
    super("rate_limited", coolDownMessage(retryAfter));
  }
}

/** A code just stored, not yet sent: `code` goes in the message, `id` to take it back if sending fails. */
export interface IssuedCode {
  id: string;
  code: string;
}

const hashOf = (services: Pick<Services, "secret">, userId: string, channel: CodeChannel, target: string, code: string) =>
  hmac(services.secret, `identity:${channel}:${userId}:${target}:${code}`);

/**
 * Stores a new 6-character code for (user, channel), bound to `target`: any earlier live code dies.
 * Within the cool-down of the last one it throws CoolDownError instead (one code however many ask at once).
 */
export async function issueCode(
  services: Pick<Services, "db" | "now" | "secret">,
  userId: string,
  channel: CodeChannel,
  target: string,
): Promise<IssuedCode> {
  const now = services.now();
  const code = randomCode(CODE_ALPHABET, VERIFICATION_CODE_LENGTH);
  const row: IdentityCodeRow = {
    id: crypto.randomUUID(),
    user_id: userId,
    channel,
    target,
    code_hash: await hashOf(services, userId, channel, target, code),
    attempts: 0,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000).toISOString(),
    consumed_at: null,
  };
  const coolDownFrom = new Date(now.getTime() - VERIFICATION_RESEND_SECONDS * 1000).toISOString();
  if (await insertCodeUnlessCoolingDown(services.db, row, coolDownFrom)) return { id: row.id, code };
  const last = await liveCode(services.db, userId, channel);
  const sinceMs = last ? now.getTime() - Date.parse(last.created_at) : 0;
  throw new CoolDownError(Math.max(1, Math.ceil((VERIFICATION_RESEND_SECONDS * 1000 - sinceMs) / 1000)));
}

/** Takes back a code whose message could not be sent, so the person may ask again at once. */
export const withdrawCode = (services: Pick<Services, "db">, issued: IssuedCode) => deleteCode(services.db, issued.id);

export type Guess = { ok: true; row: IdentityCodeRow } | { ok: false; reason: "none" | "exhausted" | "wrong" };

/**
 * Checks a guess against the live code of (user, channel). Every guess is counted before it is
 * compared, and only a counted guess is compared: five per code, however many arrive at once.
 * An expired code, or none, is "none"; a code out of guesses is "exhausted".
 */
export async function guessCode(
  services: Pick<Services, "db" | "now" | "secret">,
  userId: string,
  channel: CodeChannel,
  code: string,
): Promise<Guess> {
  const nowIso = services.now().toISOString();
  const live = await liveCode(services.db, userId, channel);
  if (!live || live.expires_at <= nowIso) return { ok: false, reason: "none" };
  // Live and unexpired a moment ago: a refused attempt means its guesses are spent (or a racing right guess used it).
  if (!(await takeAttempt(services.db, live.id, VERIFICATION_CODE_MAX_ATTEMPTS, nowIso))) return { ok: false, reason: "exhausted" };
  const right = constantTimeEqual(live.code_hash, await hashOf(services, userId, channel, live.target, code));
  return right ? { ok: true, row: live } : { ok: false, reason: "wrong" };
}

/** Uses a right code, once (compare-and-set): false when a racing guess used it first. Pass the transaction of the change it allows. */
export const spendCode = (services: Pick<Services, "now">, db: Services["db"], row: IdentityCodeRow) =>
  consumeCode(db, row.id, services.now().toISOString());
