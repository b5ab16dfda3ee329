import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { pageMetaSchema } from "@kora/shared/contracts/cards.ts";
import { type CreateInvite, inviteCodeSchema, inviteDtoSchema, inviteSummarySchema } from "@kora/shared/contracts/invites.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";

/** Every call of invites and rewards (core §3 Invite): my invites, the rewards summary, sending and resending, and a code's state. */

export const inviteKeys = {
  all: ["invites"] as const,
  page: (page: number) => ["invites", "mine", page] as const,
  summary: ["invites", "summary"] as const,
  code: (code: string) => ["invite-code", code] as const,
};

const invitesPageSchema = z.object({ data: z.array(inviteDtoSchema), meta: pageMetaSchema });

/** GET /api/me/invites?page[number]=: 10 a page, newest first. */
export const myInvitesQuery = (page: number) =>
  queryOptions({
    queryKey: inviteKeys.page(page),
    queryFn: ({ signal }) =>
      api.get(`/api/me/invites?page[number]=${page}`, { schema: invitesPageSchema, envelope: true, toast: false, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/me/invites/summary: what invites earned, and the 24-hour limit. */
export const inviteSummaryQuery = queryOptions({
  queryKey: inviteKeys.summary,
  queryFn: ({ signal }) => api.get("/api/me/invites/summary", { schema: inviteSummarySchema, toast: false, signal }),
});

/** GET /api/invites/:code (public): loaded, invalid, claimed or expired. */
export const inviteCodeQuery = (code: string) =>
  queryOptions({
    queryKey: inviteKeys.code(code),
    queryFn: ({ signal }) => api.get(`/api/invites/${encodeURIComponent(code)}`, { schema: inviteCodeSchema, toast: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const refreshInvites = () => queryClient.invalidateQueries({ queryKey: inviteKeys.all });

/** POST /api/invites. */
export async function sendInvite(input: CreateInvite) {
  try {
    return await api.post("/api/invites", input, { schema: inviteDtoSchema });
  } finally {
    await refreshInvites();
  }
}

/** POST /api/invites/:id/resend. */
export async function resendInvite(id: string) {
  try {
    return await api.post(`/api/invites/${encodeURIComponent(id)}/resend`, {}, { schema: inviteDtoSchema });
  } finally {
    await refreshInvites();
  }
}

const myCardOptionsSchema = z.object({ data: z.array(z.object({ id: z.string(), title: z.string(), status: z.string() })) });

/** My cards, for the invite form's optional pending card (GET /api/me/cards, personal ones). */
export const myCardOptionsQuery = queryOptions({
  queryKey: ["cards", "mine", "invite-options"] as const,
  queryFn: ({ signal }) =>
    api.get("/api/me/cards?page[number]=1&page[size]=100", { schema: myCardOptionsSchema, envelope: true, toast: false, signal }),
  select: (body) => body.data,
});
