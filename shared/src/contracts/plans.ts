import { z } from "zod";
import { ORGANISATION_PLAN } from "../domain/plans/organisation-plan.ts";
import { PLAN_IDS, PRO_EXTRAS } from "../domain/plans/plans.ts";
import { SUBSCRIPTION_STATUSES } from "../domain/plans/subscription.ts";

/** Plans and subscriptions (core §3 Subscription, §7 `subscriptions`, `{id}/subscribe`, `{id}/unsubscribe`). */

export const PLAN_MESSAGES = {
  unknownPlan: "There's no such plan.",
  alreadySubscribed: "You're already on this plan.",
  basic: "Basic is free and needs no subscription: downgrade from your paid plan instead.",
  notSubscribed: "You're not subscribed to this plan.",
  needsCard: "Add a card to pay for Plus: your free month has already been used.",
  proPending: "Your request for Pro is already with us. We'll reply within 24 hours.",
  proDecided: "This request has already been answered.",
  proMessage: "Tell us a little about how you'd use Pro (at least 20 characters).",
  organisation: `${ORGANISATION_PLAN.name} is set up with our team for your organisation: book a demo at ${ORGANISATION_PLAN.contact.path}.`,
} as const;

export const subscriptionStateSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  startedAt: z.string(),
  /** When the free month ends, while trialing. */
  trialEnd: z.string().nullable(),
  /** When it renews (or ends, once a renewal has failed for good). */
  currentPeriodEnd: z.string().nullable(),
  /** Failed renewal attempts in this period (dunning). */
  failedAttempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
});
export type SubscriptionStateDto = z.infer<typeof subscriptionStateSchema>;

/** One plan of `GET /api/subscriptions`, with the caller's subscription to it when signed in. */
export const planDtoSchema = z.object({
  id: z.enum(PLAN_IDS),
  /** A plan a person holds (Basic, Plus, Pro), as opposed to the organisation plan below. */
  audience: z.literal("person"),
  slug: z.string().nullable(),
  name: z.string(),
  access: z.enum(["default", "self-serve", "on-request"]),
  /** Monthly price in minor units of `currency`; null when free or on request. */
  price: z.object({ amount: z.number().int(), currency: z.string() }).nullable(),
  adminFeePercent: z.number().nullable(),
  meetingSize: z.number().int(),
  recordingDownload: z.boolean(),
  extras: z.array(z.object({ id: z.enum(Object.keys(PRO_EXTRAS) as [keyof typeof PRO_EXTRAS]), text: z.string() })),
  /** Signed in: whether the free month can still be claimed. */
  trialAvailable: z.boolean(),
  trialMonths: z.number().int(),
  /** The caller is on this plan now. */
  current: z.boolean(),
  subscription: subscriptionStateSchema.nullable(),
  /** Pro: the caller's pending or answered request. */
  request: z.object({ id: z.string(), status: z.enum(["pending", "approved", "declined"]), createdAt: z.string() }).nullable(),
});
export type PlanDto = z.infer<typeof planDtoSchema>;

/** The B2B starter plan for organisations' groups: listed, never subscribed to in the app (a demo leads in). */
export const organisationPlanDtoSchema = z.object({
  id: z.literal(ORGANISATION_PLAN.id),
  slug: z.literal(ORGANISATION_PLAN.slug),
  name: z.string(),
  audience: z.literal("organisation"),
  access: z.literal("on-request"),
  priceText: z.string(),
  summary: z.string(),
  points: z.array(z.string()),
  contact: z.object({ label: z.string(), path: z.string() }),
});
export type OrganisationPlanDto = z.infer<typeof organisationPlanDtoSchema>;

/** `GET /api/subscriptions` (optionally `filter[slug]=…`): the personal plans and the organisation plan. */
export const subscriptionListSchema = z.array(z.discriminatedUnion("audience", [planDtoSchema, organisationPlanDtoSchema]));
export type SubscriptionListDto = z.infer<typeof subscriptionListSchema>;

export const subscribeSchema = z.object({
  /** Pro requests say what it's for. */
  message: z.string().trim().max(2000).optional(),
});

export const proRequestMessageSchema = z.string().trim().min(20, PLAN_MESSAGES.proMessage).max(2000);

/** What subscribing did: a running subscription (Plus) or a request staff will answer (Pro). */
export type SubscribeResultDto =
  | { kind: "subscription"; plan: "plus" | "pro"; subscription: SubscriptionStateDto }
  | { kind: "request"; plan: "pro"; request: { id: string; status: "pending"; createdAt: string } };

/** A Pro request as staff see it. */
export const proRequestDtoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  message: z.string(),
  status: z.enum(["pending", "approved", "declined"]),
  createdAt: z.string(),
});
export type ProRequestDto = z.infer<typeof proRequestDtoSchema>;
