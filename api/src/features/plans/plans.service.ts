import {
  type OrganisationPlanDto,
  PLAN_MESSAGES,
  type PlanDto,
  type SubscribeResultDto,
  type SubscriptionListDto,
} from "@kora/shared/contracts/plans.ts";
import { ORGANISATION_PLAN } from "@kora/shared/domain/plans/organisation-plan.ts";
import { PLAN_IDS, PLANS, PRO_EXTRAS, planOf } from "@kora/shared/domain/plans/plans.ts";
import { grantsPlan } from "@kora/shared/domain/plans/subscription.ts";
import { invalidField } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { latestProRequest, runningSubscriptions, trialClaimed } from "./plans.repository.ts";
import { requestPro } from "./pro-requests.ts";
import { planFromPath, plusPrice, subscribeToPlus, subscriptionDto, unsubscribe } from "./subscriptions.ts";

/**
 * The plans feature's public entry (public-site §1 tiers, §4.3): Basic, Plus (self-serve, a free month once) and Pro
 * (on request), on Stripe Billing or the ledger; renewals, dunning and provider events.
 */
export { PLAN_JOBS } from "./renewals.ts";
export { applySubscriptionEvent } from "./subscription-events.ts";
export { answerProRequest, listProRequests } from "./pro-requests.ts";

/**
 * `GET /api/subscriptions`: the personal plans with the caller's state, then the organisation plan;
 * `slug` keeps the plans with that subscription slug (the pricing page asks for the B2B starter plan).
 */
export async function listSubscriptions(
  services: Pick<Services, "db">,
  user: UserRow | null,
  slug: string | undefined,
): Promise<SubscriptionListDto> {
  const organisation: OrganisationPlanDto = { ...ORGANISATION_PLAN, points: [...ORGANISATION_PLAN.points] };
  const all = [...(await listPlans(services, user)), organisation];
  return slug === undefined ? all : all.filter((plan) => plan.slug === slug);
}

/** The personal plans from the plan table, with the caller's state when signed in. */
export async function listPlans(services: Pick<Services, "db">, user: UserRow | null): Promise<PlanDto[]> {
  const running = user ? (await runningSubscriptions(services.db, user.id)).filter((row) => grantsPlan(row.status)) : [];
  const current = planOf(running.map((row) => row.slug));
  const trialUsed = user ? await trialClaimed(services.db, user.id, "plus") : false;
  const request = user ? await latestProRequest(services.db, user.id) : undefined;
  return PLAN_IDS.map((id) => {
    const plan = PLANS[id];
    const subscription = running.find((row) => row.slug === plan.slug);
    return {
      id,
      audience: "person" as const,
      slug: plan.slug,
      name: plan.name,
      access: plan.access,
      price: plan.access === "self-serve" ? plusPrice(user?.currency ?? "USD") : null,
      adminFeePercent: plan.adminFeePercent,
      meetingSize: plan.meetingSize,
      recordingDownload: plan.recordingDownload,
      extras: plan.extras.map((extra) => ({ id: extra, text: PRO_EXTRAS[extra] })),
      trialMonths: plan.trialMonths,
      trialAvailable: plan.trialMonths > 0 && !trialUsed,
      current: current.id === id,
      subscription: subscription ? subscriptionDto(subscription) : null,
      request: id === "pro" && request ? { id: request.id, status: request.status, createdAt: request.created_at } : null,
    };
  });
}

/** `POST /api/subscriptions/{id}/subscribe`: Plus starts (trial or paid); Pro becomes a request for staff. */
export async function subscribe(
  services: Pick<Services, "config" | "db" | "hub" | "jobs" | "now" | "outbox" | "payments">,
  user: UserRow,
  key: string,
  message: string | undefined,
): Promise<SubscribeResultDto> {
  const plan = planFromPath(key);
  if (plan.id === "pro") {
    const request = await requestPro(services, user, message);
    return { kind: "request", plan: "pro", request: { id: request.id, status: "pending", createdAt: request.created_at } };
  }
  if (plan.id === "basic") throw invalidField("plan", PLAN_MESSAGES.basic);
  const row = await subscribeToPlus(services, user, plan);
  return { kind: "subscription", plan: "plus", subscription: subscriptionDto(row) };
}

/** `PUT /api/subscriptions/{id}/unsubscribe`: a downgrade, at once, no refund. */
export async function unsubscribeFrom(
  services: Pick<Services, "config" | "db" | "hub" | "now" | "outbox" | "payments">,
  user: UserRow,
  key: string,
): Promise<void> {
  await unsubscribe(services, user, planFromPath(key));
}
