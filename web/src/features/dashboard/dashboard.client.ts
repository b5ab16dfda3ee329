import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { dashboardSchema } from "@kora/shared/contracts/dashboard.ts";
import { type InfoBoxDto, infoBoxSchema, onboardingSchema } from "@kora/shared/contracts/onboarding.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";

/** Every query of the dashboard starts with "dashboard". */
export const dashboardKeys = {
  onboarding: ["dashboard", "onboarding"] as const,
  infoBoxes: ["dashboard", "info-boxes"] as const,
  overview: ["dashboard", "overview"] as const,
};

/** GET /api/me/dashboard: alerts, next sessions, requests awaiting me, this month's money. Asked again on every visit. */
export const dashboardQuery = queryOptions({
  queryKey: dashboardKeys.overview,
  queryFn: ({ signal }) => api.get("/api/me/dashboard", { schema: dashboardSchema, toast: false, signal }),
  refetchOnMount: "always",
});

/** Booking news changes what the dashboard shows: ask for it again. */
export const refreshDashboard = () => queryClient.invalidateQueries({ queryKey: dashboardKeys.overview });

/** GET /api/me/onboarding: the checklist ticks from the server, so it is asked again whenever the dashboard opens. */
export const onboardingQuery = queryOptions({
  queryKey: dashboardKeys.onboarding,
  queryFn: ({ signal }) => api.get("/api/me/onboarding", { schema: onboardingSchema, toast: false, signal }),
  refetchOnMount: "always",
});

/** GET /api/me/info-boxes: the boxes not completed yet. */
export const infoBoxesQuery = queryOptions({
  queryKey: dashboardKeys.infoBoxes,
  queryFn: ({ signal }) => api.get("/api/me/info-boxes", { schema: z.array(infoBoxSchema), toast: false, signal }),
  refetchOnMount: "always",
});

/** POST /api/me/onboarding/hide: the checklist goes for good. */
export async function hideChecklist(): Promise<void> {
  await api.post("/api/me/onboarding/hide");
  await queryClient.invalidateQueries({ queryKey: dashboardKeys.onboarding });
}

/** POST /api/users/complete-info-box/{id}: the box leaves at once, and comes back if the call fails. */
export async function completeInfoBox(id: string): Promise<void> {
  const before = queryClient.getQueryData<InfoBoxDto[]>(dashboardKeys.infoBoxes);
  queryClient.setQueryData<InfoBoxDto[]>(dashboardKeys.infoBoxes, (boxes) => boxes?.filter((box) => box.id !== id));
  try {
    await api.post(`/api/users/complete-info-box/${encodeURIComponent(id)}`);
  } catch (error) {
    queryClient.setQueryData(dashboardKeys.infoBoxes, before);
    throw error;
  }
}
