import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { pageMetaSchema } from "@kora/shared/contracts/cards.ts";
import { memberFilterParams } from "@kora/shared/contracts/group-console.ts";
import type { MemberFilters } from "@kora/shared/contracts/groups.ts";
import { inmailAudienceSchema, inmailDetailSchema, type InMailSend, inmailSummarySchema } from "@kora/shared/contracts/inmail.ts";
import { api } from "../../../lib/api-client.ts";
import { queryClient } from "../../../lib/query-client.ts";

/** InMail's calls (routes in shared/src/contracts/inmail.ts) and their query keys. */
export const inmailKeys = {
  all: ["inmail"] as const,
  list: (groupId: string, page: number) => ["inmail", "list", groupId, page] as const,
  detail: (groupId: string, emailId: string) => ["inmail", "detail", groupId, emailId] as const,
  audience: (groupId: string, filters: MemberFilters) => ["inmail", "audience", groupId, filters] as const,
};

const enc = encodeURIComponent;
const listSchema = z.object({ data: z.array(inmailSummarySchema), meta: pageMetaSchema });

/** The group's sent InMails, newest first, 10 a page. */
export const inmailListQuery = (groupId: string, page: number) =>
  queryOptions({
    queryKey: inmailKeys.list(groupId, page),
    queryFn: ({ signal }) =>
      api.get(`/api/groups/${enc(groupId)}/emails?page[number]=${page}`, { schema: listSchema, envelope: true, toast: false, signal }),
    placeholderData: keepPreviousData,
  });

/** One InMail with each recipient's status; refreshed while the page is open, as recipients open and click. */
export const inmailDetailQuery = (groupId: string, emailId: string) =>
  queryOptions({
    queryKey: inmailKeys.detail(groupId, emailId),
    queryFn: ({ signal }) =>
      api.get(`/api/groups/${enc(groupId)}/emails/${enc(emailId)}`, { schema: inmailDetailSchema, toast: false, signal }),
    refetchInterval: 30_000,
  });

/** How many members the filters reach (and how many more match but are never mailed). */
export const inmailAudienceQuery = (groupId: string, filters: MemberFilters) =>
  queryOptions({
    queryKey: inmailKeys.audience(groupId, filters),
    queryFn: ({ signal }) =>
      api.get(`/api/groups/${enc(groupId)}/emails/audience?${new URLSearchParams(memberFilterParams(filters))}`, {
        schema: inmailAudienceSchema,
        toast: false,
        signal,
      }),
  });

/**
 * Sends an InMail. `requestKey` is the compose page's own: a double submit or a retried request sends
 * once (the API answers the repeat with the first email).
 */
export async function sendInMail(groupId: string, input: InMailSend, requestKey: string) {
  const email = await api.post(`/api/groups/${enc(groupId)}/emails/send`, input, {
    schema: inmailSummarySchema,
    toast: false,
    headers: { "Idempotency-Key": requestKey },
  });
  await queryClient.invalidateQueries({ queryKey: inmailKeys.all });
  return email;
}
