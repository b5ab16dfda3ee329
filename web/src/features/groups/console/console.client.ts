import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { pageMetaSchema } from "@kora/shared/contracts/cards.ts";
import {
  consoleMemberDetailSchema,
  consoleMemberSchema,
  consoleOverviewSchema,
  groupBookingSchema,
  groupStatsSchema,
  memberFilterParams,
} from "@kora/shared/contracts/group-console.ts";
import type { MemberFilters } from "@kora/shared/contracts/groups.ts";
import { api } from "../../../lib/api-client.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { ME_QUERY_KEY } from "../../../lib/session.ts";

/**
 * The admin console's calls (core §2 Admin console; routes in shared/src/contracts/group-console.ts) and the
 * member actions it takes through the groups API (approve, downgrade, remove).
 */
export const consoleKeys = {
  all: ["console"] as const,
  overview: ["console", "overview"] as const,
  members: (groupId: string, filters: MemberFilters, page: number) => ["console", "members", groupId, filters, page] as const,
  member: (groupId: string, userId: string) => ["console", "member", groupId, userId] as const,
  bookings: (groupId: string, memberId: string, page: number) => ["console", "bookings", groupId, memberId, page] as const,
  stats: (groupId: string) => ["console", "stats", groupId] as const,
};

const enc = encodeURIComponent;

export const consoleOverviewQuery = queryOptions({
  queryKey: consoleKeys.overview,
  queryFn: ({ signal }) => api.get("/api/me/console", { schema: consoleOverviewSchema, toast: false, signal }),
});

const membersPageSchema = z.object({ data: z.array(consoleMemberSchema), meta: pageMetaSchema });
export type MembersPage = z.infer<typeof membersPageSchema>;

export const membersQuery = (groupId: string, filters: MemberFilters, page: number) =>
  queryOptions({
    queryKey: consoleKeys.members(groupId, filters, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ ...memberFilterParams(filters), "page[number]": String(page) });
      return api.get(`/api/groups/${enc(groupId)}/members?${params}`, { schema: membersPageSchema, envelope: true, toast: false, signal });
    },
    placeholderData: keepPreviousData,
  });

export const memberDetailQuery = (groupId: string, userId: string) =>
  queryOptions({
    queryKey: consoleKeys.member(groupId, userId),
    queryFn: ({ signal }) =>
      api.get(`/api/groups/${enc(groupId)}/members/${enc(userId)}`, { schema: consoleMemberDetailSchema, toast: false, signal }),
  });

const bookingsPageSchema = z.object({ data: z.array(groupBookingSchema), meta: pageMetaSchema });

export const memberBookingsQuery = (groupId: string, memberId: string, page: number) =>
  queryOptions({
    queryKey: consoleKeys.bookings(groupId, memberId, page),
    queryFn: ({ signal }) =>
      api.get(`/api/groups/${enc(groupId)}/bookings?${new URLSearchParams({ member_id: memberId, "page[number]": String(page) })}`, {
        schema: bookingsPageSchema,
        envelope: true,
        toast: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const groupStatsQuery = (groupId: string) =>
  queryOptions({
    queryKey: consoleKeys.stats(groupId),
    queryFn: ({ signal }) => api.get(`/api/groups/${enc(groupId)}/stats`, { schema: groupStatsSchema, toast: false, signal }),
  });

/** After a member action every list, detail and count may have moved; `me` too (an admin may have stepped down). */
const refreshConsole = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: consoleKeys.all }), queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })]);

/** POST /api/groups/:id/approve: the member is verified and told at once (GroupAccessGranted). */
export async function approveMember(groupId: string, userId: string): Promise<void> {
  await api.post(`/api/groups/${enc(groupId)}/approve`, { userId });
  await refreshConsole();
}

/** POST /api/groups/:id/downgrade-role/:userId: one step down (an admin loses admin rights first). */
export async function downgradeMember(groupId: string, userId: string): Promise<void> {
  await api.post(`/api/groups/${enc(groupId)}/downgrade-role/${enc(userId)}`);
  await refreshConsole();
}

/** DELETE /api/groups/:id/remove/:userId. */
export async function removeMember(groupId: string, userId: string): Promise<void> {
  await api.delete(`/api/groups/${enc(groupId)}/remove/${enc(userId)}`);
  await refreshConsole();
}
