import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  groupAdvisorSchema,
  groupVideoSchema,
  groupViewSchema,
  myGroupSchema,
  suggestedAdvisorSchema,
  type groupCreateSchema,
  type GroupSettings,
  type GroupView,
  type MyGroup,
} from "@kora/shared/contracts/groups.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { ME_QUERY_KEY } from "../../lib/session.ts";

/**
 * The groups feature's calls (core §7; routes in shared/src/contracts/groups.ts). A group looks
 * different to each viewer (permissions, membership), so its queries carry the viewer's id: signing
 * in or out never shows what the previous viewer saw.
 */
export const groupKeys = {
  all: ["groups"] as const,
  mine: ["groups", "mine"] as const,
  view: (slug: string, viewer: string | null) => ["groups", "view", slug, viewer ?? "guest"] as const,
  advisors: (slug: string, viewer: string | null) => ["groups", "advisors", slug, viewer ?? "guest"] as const,
  suggested: (slug: string, viewer: string) => ["groups", "suggested", slug, viewer] as const,
  videos: (slug: string, page: number) => ["groups", "videos", slug, page] as const,
  video: (slug: string, id: string) => ["groups", "video", slug, id] as const,
};

const enc = encodeURIComponent;

export const myGroupsQuery = queryOptions({
  queryKey: groupKeys.mine,
  queryFn: ({ signal }) => api.get("/api/groups/mine", { schema: z.array(myGroupSchema), toast: false, signal }),
});

/** One group as the caller sees it; a 404 ("Sorry, the group cannot be found.") is left to the page. */
export const groupQuery = (slug: string, viewer: string | null) =>
  queryOptions({
    queryKey: groupKeys.view(slug, viewer),
    queryFn: ({ signal }) => api.get(`/api/groups/${enc(slug)}`, { schema: groupViewSchema, toast: false, signal }),
  });

export const groupAdvisorsQuery = (slug: string, viewer: string | null) =>
  queryOptions({
    queryKey: groupKeys.advisors(slug, viewer),
    queryFn: ({ signal }) => api.get(`/api/groups/${enc(slug)}/advisors`, { schema: z.array(groupAdvisorSchema), toast: false, signal }),
  });

/** The member's suggested advisors (groups with hasAiMatching; GET /groups/:slug/suggested-advisors). */
export const suggestedAdvisorsQuery = (slug: string, viewer: string) =>
  queryOptions({
    queryKey: groupKeys.suggested(slug, viewer),
    queryFn: ({ signal }) =>
      api.get(`/api/groups/${enc(slug)}/suggested-advisors`, { schema: z.array(suggestedAdvisorSchema), toast: false, signal }),
  });

const videoPageSchema = z.object({
  data: z.array(groupVideoSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), pages: z.number().int() }),
});

/** The recordings shared with the group, newest first, 8 a page (verified members and admins). */
export const groupVideosQuery = (slug: string, page: number) =>
  queryOptions({
    queryKey: groupKeys.videos(slug, page),
    queryFn: ({ signal }) =>
      api.get(`/api/groups/${enc(slug)}/videos?page[number]=${page}`, { schema: videoPageSchema, envelope: true, toast: false, signal }),
    placeholderData: keepPreviousData,
  });

export const groupVideoQuery = (slug: string, id: string) =>
  queryOptions({
    queryKey: groupKeys.video(slug, id),
    queryFn: ({ signal }) => api.get(`/api/groups/${enc(slug)}/videos/${enc(id)}`, { schema: groupVideoSchema, toast: false, signal }),
  });

/** Every group query and the user (whose `groups` feed the header, drawer and menus) are stale. */
export const refreshGroups = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: groupKeys.all }), queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })]);

export type GroupCreate = z.input<typeof groupCreateSchema>;

/** POST /api/groups (staff): the new group as its creator sees it. */
export async function createGroup(input: GroupCreate): Promise<GroupView> {
  const group = await api.post("/api/groups", input, { schema: groupViewSchema, toast: false });
  await refreshGroups();
  return group;
}

/** PUT /api/groups/:id: a 422 is thrown for the settings form to show on its fields. */
export async function updateGroup(id: string, settings: GroupSettings): Promise<GroupView> {
  const group = await api.put(`/api/groups/${enc(id)}`, settings, { schema: groupViewSchema, toast: false });
  await refreshGroups();
  return group;
}

/** POST /api/groups/:id/request-access with the form's answers → the caller's membership (awaiting). */
export async function requestAccess(id: string, answers: Record<string, string>): Promise<void> {
  await api.post(`/api/groups/${enc(id)}/request-access`, { answers }, { toast: false });
  await refreshGroups();
}

/** POST /api/groups/:id/join: a membership without an application (idempotent for members). */
export async function joinGroup(id: string): Promise<void> {
  await api.post(`/api/groups/${enc(id)}/join`, undefined, { toast: false });
  await refreshGroups();
}

/** Leaving is removing oneself: DELETE /api/groups/:id/remove/:myId (the last admin is refused). */
export async function leaveGroup(id: string, myId: string): Promise<void> {
  await api.delete(`/api/groups/${enc(id)}/remove/${enc(myId)}`, { toast: false });
  await refreshGroups();
}

export type LogoKind = "primary" | "secondary";

/** POST /api/groups/:id/logo/:kind with the image's bytes as the body. */
export async function uploadLogo(id: string, kind: LogoKind, file: File): Promise<void> {
  const response = await fetch(`/api/groups/${enc(id)}/logo/${kind}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": file.type || "application/octet-stream", Accept: "application/json" },
    body: file,
  });
  if (!response.ok) throw new Error(await logoError(response));
  await refreshGroups();
}

export async function removeLogo(id: string, kind: LogoKind): Promise<void> {
  await api.delete(`/api/groups/${enc(id)}/logo/${kind}`, { toast: false });
  await refreshGroups();
}

const logoErrorSchema = z.object({
  error: z.object({ message: z.string(), fields: z.record(z.string(), z.array(z.string())).optional() }),
});

/** A refused logo upload that said nothing readable (the page says it in its language). */
export const LOGO_UPLOAD_FAILED = "The logo could not be uploaded. Please try again.";

/** What a refused logo upload says: the field's message, the error's, or a plain fallback. */
async function logoError(response: Response): Promise<string> {
  const parsed = logoErrorSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return LOGO_UPLOAD_FAILED;
  const fields = parsed.data.error.fields ?? {};
  return Object.values(fields)[0]?.[0] ?? parsed.data.error.message;
}

export type { GroupView, MyGroup };
