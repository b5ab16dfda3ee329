import type { z } from "zod";
import {
  type createInviteSchema,
  INVITE_MESSAGES,
  type InviteCode,
  type InviteDto,
  type InviteSummary,
} from "@kora/shared/contracts/invites.ts";
import {
  codeState,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_CREDIT_MINUTES,
  INVITE_DAILY_LIMIT,
  type InviteFacts,
  inviteState,
  inviteValidUntil,
  looksLikeInviteCode,
  maySendInvites,
  normaliseInviteCode,
  type ResendRefusal,
  resendRefusal,
} from "@kora/shared/domain/invites/invites.ts";
import { INVITE_CREDIT_MAX_MINUTES } from "@kora/shared/domain/money/pro-bono.ts";
import type { Db } from "../../db/database.ts";
import { AppError, forbidden, invalidField, notFound } from "../../http/app-error.ts";
import type { Page } from "../../http/pagination.ts";
import { randomCode } from "../../lib/crypto.ts";
import type { Services } from "../../services.ts";
import { findCard } from "../cards/cards.service.ts";
import { grantInviteProBonoCredit } from "../pro-bono/pro-bono.service.ts";
import { findUserByEmail, findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { INVITES_PATH, mailInvite } from "./invite-mails.ts";
import { earnedInviteMinutes } from "./invites.read-model.ts";
import {
  addressDeclined,
  claimCode,
  countsSince,
  findInviteByCode,
  findLiveInvite,
  findOwnInvite,
  type InviteListRow,
  insertInvite,
  listInvites,
  markNotInterested,
  takeResend,
} from "./invites.repository.ts";
import type { InviteRow } from "./invites.table.ts";

/** Invites and rewards (core §2, §3, §4, §6, §7, §9). */

const DAY_MS = 86_400_000;

const facts = (row: InviteRow): InviteFacts => ({
  claimedBy: row.claimed_by,
  validUntil: row.valid_until,
  isNotInterested: row.is_not_interested === 1,
  resendCount: row.resend_count,
});

const REFUSALS: Record<ResendRefusal, string> = {
  claimed: INVITE_MESSAGES.resendClaimed,
  "not-interested": INVITE_MESSAGES.resendDeclined,
  "used-up": INVITE_MESSAGES.resendUsedUp,
};

function toDto(row: InviteListRow, nowMs: number): InviteDto {
  const refusal = resendRefusal(facts(row));
  return {
    id: row.id,
    code: row.code,
    email: row.email,
    state: inviteState(facts(row), nowMs),
    validUntil: row.valid_until,
    createdAt: row.created_at,
    resendCount: row.resend_count,
    resendBlocked: refusal ? REFUSALS[refusal] : null,
    pendingCard: row.pending_card_id && row.card_title ? { id: row.pending_card_id, title: row.card_title } : null,
    claimedByUser: row.claimed_first_name ? { firstName: row.claimed_first_name } : null,
    claimedAt: row.claimed_at,
  };
}

/** `POST /api/invites`: a non-learner invites an address (core §6), optionally with one of their cards; the invitee is mailed. */
export async function createInvite(
  services: Pick<Services, "config" | "db" | "now" | "outbox">,
  user: UserRow,
  input: z.output<typeof createInviteSchema>,
): Promise<InviteDto> {
  if (!maySendInvites(user.type)) throw forbidden(INVITE_MESSAGES.learnersCannotInvite);
  const email = input.email;
  if (email === user.email) throw invalidField("email", INVITE_MESSAGES.yourself);
  let cardTitle: string | null = null;
  if (input.pendingCardId) {
    const card = await findCard(services, input.pendingCardId);
    if (!card || card.user_id !== user.id || card.deleted_at !== null) throw invalidField("pendingCardId", INVITE_MESSAGES.notYourCard);
    cardTitle = card.title;
  }
  const existing = await findUserByEmail(services.db, email);
  if (existing && !existing.is_placeholder) throw invalidField("email", INVITE_MESSAGES.alreadyMember(email));
  if (await addressDeclined(services.db, email)) throw invalidField("email", INVITE_MESSAGES.declined(email));
  if (await findLiveInvite(services.db, user.id, email)) throw invalidField("email", INVITE_MESSAGES.alreadyInvited(email));
  const now = services.now();
  const row: InviteRow = {
    id: crypto.randomUUID(),
    code: randomCode(INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH),
    inviter_id: user.id,
    email,
    pending_card_id: input.pendingCardId ?? null,
    valid_until: inviteValidUntil(now.getTime()),
    claimed_by: null,
    claimed_at: null,
    resend_count: 0,
    is_not_interested: 0,
    last_sent_at: now.toISOString(),
    created_at: now.toISOString(),
  };
  const saved = await insertInvite(services.db, row);
  if (saved === "duplicate") throw invalidField("email", INVITE_MESSAGES.alreadyInvited(email));
  if (saved === "limit") throw new AppError("validation_failed", INVITE_MESSAGES.limitReached);
  await mailInvite(services, saved, user, cardTitle, false);
  return toDto({ ...saved, card_title: cardTitle, claimed_first_name: null }, now.getTime());
}

/** `GET /api/me/invites`: a page of the caller's invites, newest first, each with its state. */
export async function myInvites(
  services: Pick<Services, "db" | "now">,
  user: UserRow,
  { page, limit }: Page,
): Promise<{ data: InviteDto[]; total: number }> {
  const [rows, counts] = await Promise.all([
    listInvites(services.db, user.id, (page - 1) * limit, limit),
    countsSince(services.db, user.id, ""),
  ]);
  const nowMs = services.now().getTime();
  return { data: rows.map((row) => toDto(row, nowMs)), total: counts.total };
}

/** `GET /api/me/invites/summary`: claimed invites, the pro-bono credit they earned (of 100 hours), and the 24-hour limit. */
export async function inviteSummary(services: Pick<Services, "db" | "now">, user: UserRow): Promise<InviteSummary> {
  const since = new Date(services.now().getTime() - DAY_MS).toISOString();
  const [counts, earned] = await Promise.all([countsSince(services.db, user.id, since), earnedInviteMinutes(services.db, user.id)]);
  return {
    claimedCount: counts.claimed,
    earnedMinutes: earned,
    maxMinutes: INVITE_CREDIT_MAX_MINUTES,
    sentLast24Hours: counts.since,
    dailyLimit: INVITE_DAILY_LIMIT,
    limitReached: counts.since >= INVITE_DAILY_LIMIT,
  };
}

/** `POST /api/invites/:id/resend`: the inviter mails it again while resendCount < 2 (core §9); it is valid anew. */
export async function resendInvite(
  services: Pick<Services, "config" | "db" | "now" | "outbox">,
  user: UserRow,
  id: string,
): Promise<InviteDto> {
  const own = await findOwnInvite(services.db, id, user.id);
  if (!own) throw notFound();
  const now = services.now();
  const taken = await takeResend(services.db, id, user.id, now.toISOString(), inviteValidUntil(now.getTime()));
  if (!taken) {
    const latest = (await findOwnInvite(services.db, id, user.id)) ?? own;
    throw new AppError("validation_failed", REFUSALS[resendRefusal(facts(latest)) ?? "used-up"]);
  }
  const card = taken.pending_card_id ? await findCard(services, taken.pending_card_id) : undefined;
  await mailInvite(services, taken, user, card?.title ?? null, true);
  return toDto({ ...taken, card_title: card?.title ?? null, claimed_first_name: null }, now.getTime());
}

/** `POST /api/invites/not-interested` (public, from the mail): the address gets no invite again. */
export async function notInterested(services: Pick<Services, "db">, rawCode: string): Promise<{ status: "not-interested" | "invalid" }> {
  const code = normaliseInviteCode(rawCode);
  if (!looksLikeInviteCode(code)) return { status: "invalid" };
  const flagged = await markNotInterested(services.db, code);
  return { status: flagged ? "not-interested" : "invalid" };
}

/** `GET /api/invites/:code` (public): the code's state for the sign-up page (core §4), with the spec's messages. */
export async function inviteCodeState(services: Pick<Services, "db" | "now">, rawCode: string): Promise<InviteCode> {
  const code = normaliseInviteCode(rawCode);
  const invite = looksLikeInviteCode(code) ? await findInviteByCode(services.db, code) : undefined;
  const state = codeState(invite ? facts(invite) : null, services.now().getTime());
  if (state === "claimed") return { state, message: INVITE_MESSAGES.codeClaimed };
  if (state === "expired") return { state, message: INVITE_MESSAGES.codeExpired };
  if (state === "invalid" || !invite) return { state: "invalid", message: INVITE_MESSAGES.codeInvalid };
  const [inviter, card] = await Promise.all([
    findUserById(services.db, invite.inviter_id),
    invite.pending_card_id ? findCard(services, invite.pending_card_id) : undefined,
  ]);
  return {
    state: "loaded",
    inviterFirstName: inviter?.first_name ?? "Someone",
    pendingCardTitle: card && card.deleted_at === null ? card.title : null,
    email: invite.email,
  };
}

/** A sign-up's claim, inside the transaction that creates the account: the code is claimed once, or not at all. */
export interface ClaimedInvite {
  invite: InviteRow;
  newUser: UserRow;
}

/** Claims the code a sign-up carried (in the sign-up's transaction); null when it isn't live. The sign-up goes ahead either way. */
export async function claimInviteOnSignUp(
  db: Db,
  rawCode: string | undefined,
  newUser: UserRow,
  nowIso: string,
): Promise<ClaimedInvite | null> {
  if (!rawCode) return null;
  const code = normaliseInviteCode(rawCode);
  if (!looksLikeInviteCode(code)) return null;
  const invite = await claimCode(db, code, newUser.id, nowIso);
  return invite ? { invite, newUser } : null;
}

/** After the sign-up committed: the inviter's pro-bono credit (the ledger caps it at 100 hours), then ClaimedInvite and RefreshUser live. */
export async function rewardClaimedInvite(services: Pick<Services, "db" | "hub" | "now">, claim: ClaimedInvite): Promise<void> {
  const { invite, newUser } = claim;
  const { grantedMinutes } = await grantInviteProBonoCredit(services, invite.inviter_id, invite.id, INVITE_CREDIT_MINUTES);
  services.hub.toUser(invite.inviter_id, {
    name: "ClaimedInvite",
    data: { inviteId: invite.id, name: newUser.first_name, grantedMinutes, link: INVITES_PATH },
  });
  services.hub.toUser(invite.inviter_id, { name: "RefreshUser", data: { userId: invite.inviter_id } });
}
