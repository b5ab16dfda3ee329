import { z } from "zod";
import { INVITE_CREDIT_MAX_MINUTES } from "../domain/money/pro-bono.ts";
import { CODE_STATES, INVITE_DAILY_LIMIT, INVITE_RESEND_MAX, INVITE_STATES } from "../domain/invites/invites.ts";
import { MESSAGES } from "../messages.ts";
import { emailField } from "./email.ts";
import { idField } from "./ids.ts";

/** Invites and rewards (core §2 `/my-kora/more`, §3 Invite, §4, §7 invites and `me/invites`, §9). */

export const INVITE_MESSAGES = {
  learnersCannotInvite: "Only advisors can send invites.",
  notYourCard: "Please choose one of your own cards.",
  alreadyInvited: (email: string) => `You've already invited ${email}. You can resend the invite from your list.`,
  alreadyMember: (email: string) => `${email} already has an account.`,
  declined: (email: string) => `${email} asked not to receive invites.`,
  yourself: "You can't invite yourself.",
  limitReached: `You've reached the invite limit of ${INVITE_DAILY_LIMIT} invites in 24 hours. Please try again tomorrow.`,
  resendUsedUp: `This invite has already been resent ${INVITE_RESEND_MAX} times.`,
  resendClaimed: "This invite has already been accepted.",
  resendDeclined: "This person asked not to receive invites.",
  /** Code states on the sign-up page (public-site §8). */
  codeInvalid: MESSAGES.inviteInvalid,
  codeClaimed: `This invite code ${MESSAGES.inviteClaimed}`,
  codeExpired: `This invite code ${MESSAGES.inviteExpired}`,
  invitedBy: (name: string) => `${name} invited you to join.`,
  accepted: (name: string) => `${name} accepted your invite. You've earned pro-bono credit.`,
} as const;

/** `POST /api/invites`. */
export const createInviteSchema = z.strictObject({
  email: emailField,
  pendingCardId: idField.nullable().optional(),
});
export type CreateInvite = z.input<typeof createInviteSchema>;

/** `POST /api/invites/not-interested` (public, from the invite mail). */
export const notInterestedSchema = z.strictObject({ code: z.string({ error: MESSAGES.inviteInvalid }).max(64, MESSAGES.inviteInvalid) });

/** One of my invites. */
export const inviteDtoSchema = z.object({
  id: z.string(),
  code: z.string(),
  email: z.string(),
  state: z.enum(INVITE_STATES),
  validUntil: z.string(),
  createdAt: z.string(),
  resendCount: z.number().int(),
  /** Null when Resend is allowed; otherwise why not. */
  resendBlocked: z.string().nullable(),
  pendingCard: z.object({ id: z.string(), title: z.string() }).nullable(),
  claimedByUser: z.object({ firstName: z.string() }).nullable(),
  claimedAt: z.string().nullable(),
});
export type InviteDto = z.infer<typeof inviteDtoSchema>;

/** `GET /api/me/invites/summary`: the rewards and the limit. */
export const inviteSummarySchema = z.object({
  claimedCount: z.number().int(),
  earnedMinutes: z.number().int(),
  maxMinutes: z.literal(INVITE_CREDIT_MAX_MINUTES),
  sentLast24Hours: z.number().int(),
  dailyLimit: z.number().int(),
  limitReached: z.boolean(),
});
export type InviteSummary = z.infer<typeof inviteSummarySchema>;

/** `GET /api/invites/:code` (public): a code's state (core §4) for the sign-up page. */
export const inviteCodeSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("loaded"), inviterFirstName: z.string(), pendingCardTitle: z.string().nullable(), email: z.string() }),
  z.object({ state: z.enum(CODE_STATES.filter((s) => s !== "loaded") as ["invalid", "claimed", "expired"]), message: z.string() }),
]);
export type InviteCode = z.infer<typeof inviteCodeSchema>;

/** The answer of `POST /api/invites/not-interested`. */
export const notInterestedResultSchema = z.object({ status: z.enum(["not-interested", "invalid"]) });
export type NotInterestedResult = z.infer<typeof notInterestedResultSchema>;
