/**
 * Invites (core §3, §4, §9): who may send them, the state of a sent invite, the state of a code on the
 * sign-up page, when an invite may be resent, and the constants the API and the page share.
 */

/** How long a code can be redeemed, from when it was sent (or renewed). */
export const INVITE_VALID_DAYS = 30;
/** Core §9: an invite may be resent while resendCount is under 2. */
export const INVITE_RESEND_MAX = 2;
/** Core §9: invites 10 per page. */
export const INVITES_PAGE_SIZE = 10;
/** The invite limit (public-site §8 "Invite limit alert"): new invites per person in any 24 hours. */
export const INVITE_DAILY_LIMIT = 20;
/** Pro-bono credit the inviter earns per claimed invite; the ledger caps the total at 100 hours (core §9). */
export const INVITE_CREDIT_MINUTES = 60;
/** Codes: crypto-random, from an alphabet without look-alikes (no 0/O, 1/I/L). 31^12 ≈ 8·10^17. */
export const INVITE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const INVITE_CODE_LENGTH = 12;

export const INVITE_STATES = ["pending", "claimed", "expired", "not-interested"] as const;
export type InviteState = (typeof INVITE_STATES)[number];

export const CODE_STATES = ["loaded", "invalid", "claimed", "expired"] as const;
export type CodeState = (typeof CODE_STATES)[number];

export interface InviteFacts {
  claimedBy: string | null;
  validUntil: string;
  isNotInterested: boolean;
  resendCount: number;
}

/** Core §6: only non-learners send invites. */
export const maySendInvites = (type: string) => type !== "Learner";

/** Core §4: claimed if claimedBy is set; expired if validUntil is past; the invitee may have said no. */
export function inviteState(invite: InviteFacts, nowMs: number): InviteState {
  if (invite.claimedBy) return "claimed";
  if (invite.isNotInterested) return "not-interested";
  if (Date.parse(invite.validUntil) <= nowMs) return "expired";
  return "pending";
}

/** A code on the sign-up page (core §4): unknown or declined codes are simply not valid. */
export function codeState(invite: InviteFacts | null, nowMs: number): CodeState {
  if (!invite) return "invalid";
  const state = inviteState(invite, nowMs);
  return state === "pending" ? "loaded" : state === "not-interested" ? "invalid" : state;
}

export type ResendRefusal = "claimed" | "not-interested" | "used-up";

/** Core §4: an invite can be resent while resendCount is under 2 and it isn't flagged not-interested (nor claimed). */
export function resendRefusal(invite: InviteFacts): ResendRefusal | null {
  if (invite.claimedBy) return "claimed";
  if (invite.isNotInterested) return "not-interested";
  if (invite.resendCount >= INVITE_RESEND_MAX) return "used-up";
  return null;
}

/** What people type or paste: spaces and dashes dropped, upper case. */
export const normaliseInviteCode = (raw: string) => raw.replace(/[\s-]/g, "").toUpperCase();

/** Whether a string could be a code at all (checked before any lookup). */
export const looksLikeInviteCode = (code: string) =>
  code.length === INVITE_CODE_LENGTH && [...code].every((ch) => INVITE_CODE_ALPHABET.includes(ch));

/** When an invite sent at `fromIso` stops working. */
export const inviteValidUntil = (fromMs: number) => new Date(fromMs + INVITE_VALID_DAYS * 86_400_000).toISOString();
