import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { type PlanDto, planDtoSchema, subscriptionListSchema } from "@kora/shared/contracts/plans.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { ME_QUERY_KEY } from "../../lib/session.ts";

/**
 * The plans with the caller's subscription (GET /api/subscriptions), subscribing (Plus starts its
 * free month or is charged; Pro sends a request) and downgrading. A card problem comes back as a
 * 422 on `paymentMethodId`, shown where the button is.
 */
export const plansKey = ["subscriptions"] as const;
const plansSchema = z.array(planDtoSchema);

export const plansQuery = queryOptions({
  queryKey: plansKey,
  // The list ends with the organisation plan (for the pricing page); a person's plan page shows theirs.
  queryFn: async ({ signal }) =>
    (await api.get("/api/subscriptions", { schema: subscriptionListSchema, toast: false, signal })).filter(
      (plan): plan is PlanDto => plan.audience === "person",
    ),
});

/** After a plan changed: the plans and the user (their badge, fees and meeting size) are stale. */
export const refreshPlans = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: plansKey }), queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })]);

const subscribedSchema = z.object({ result: z.unknown(), plans: plansSchema });

export async function subscribeTo(plan: "plus" | "pro", message?: string) {
  const answer = await api.post(`/api/subscriptions/${plan}/subscribe`, message === undefined ? {} : { message }, {
    schema: subscribedSchema,
    toast: false,
  });
  queryClient.setQueryData(plansKey, answer.plans);
  await refreshPlans();
  return answer.plans;
}

export async function downgradeFrom(plan: "plus" | "pro") {
  const plans = await api.put(`/api/subscriptions/${plan}/unsubscribe`, undefined, { schema: plansSchema });
  queryClient.setQueryData(plansKey, plans);
  await refreshPlans();
  return plans;
}
