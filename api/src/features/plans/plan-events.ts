import type { PlanId } from "@kora/shared/domain/plans/plans.ts";
import type { PlanEndCause } from "@kora/shared/domain/plans/subscription.ts";
import type { Services } from "../../services.ts";

export type PlanChange = "started" | "renewed" | "payment-failed" | "ended" | "downgraded" | "pro-approved" | "pro-declined";

/** Tells the person (with why, when a plan ended without their choosing)'s open tabs their plan changed (the plan modals listen), and to refresh the user (badge, fees). */
export function planEvent(services: Pick<Services, "hub">, userId: string, plan: PlanId, change: PlanChange, why?: PlanEndCause): void {
  services.hub.toUser(userId, { name: "PlanChanged", data: { plan, change, ...(why && { why }) } });
  services.hub.toUser(userId, { name: "RefreshUser", data: { userId } });
}
