import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  uploadStorageSchema,
  uploadTicketSchema,
  videoPersonSchema,
  videoSchema,
  videoStatsSchema,
  type VideoDto,
  type VideoUpdate,
} from "@kora/shared/contracts/videos.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { isPreparing, libraryParams, type LibraryState } from "./video-format.ts";

/**
 * The video library's calls (core §3 Video): queries poll every 3 s while a video is still being prepared.
 * Other features get what they use from `videos.api.ts`.
 */
export const videoKeys = {
  all: ["videos"] as const,
  list: (state: LibraryState) => ["videos", "list", state.page, state.query] as const,
  one: (id: string) => ["videos", "one", id] as const,
  stats: (id: string) => ["videos", "stats", id] as const,
  participants: (id: string) => ["videos", "participants", id] as const,
  storage: ["videos", "storage"] as const,
};

/** How often a page asks again while a video is recording or being prepared. */
export const PREPARING_POLL_MS = 3_000;

const listSchema = z.object({
  data: z.array(videoSchema),
  // The API's usual page meta ({ total, page, limit, pages }); only these two are read.
  meta: z.object({ page: z.number().int(), total: z.number().int() }),
});
export type VideoList = z.infer<typeof listSchema>;

export const videoListQuery = (state: LibraryState) =>
  queryOptions({
    queryKey: videoKeys.list(state),
    queryFn: async ({ signal }) => {
      const list = await api.get(`/api/videos?${libraryParams(state)}`, { schema: listSchema, envelope: true, toast: false, signal });
      // The same DTO as the owner view's: a card's page opens on what its card just said (never an older 0%).
      for (const video of list.data) queryClient.setQueryData(videoKeys.one(video.id), video);
      return list;
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some(isPreparing) ? PREPARING_POLL_MS : false),
  });

/** Whether a cached video is still changing on the server, so any copy of it is already out of date. */
const stillPreparing = (query: { state: { data?: VideoDto } }) => Boolean(query.state.data && isPreparing(query.state.data));

export const videoQuery = (id: string) =>
  queryOptions({
    queryKey: videoKeys.one(id),
    queryFn: ({ signal }) => api.get(`/api/videos/${encodeURIComponent(id)}`, { schema: videoSchema, toast: false, signal }),
    refetchInterval: (query) => (stillPreparing(query) ? PREPARING_POLL_MS : false),
    // The poll pauses in a hidden tab and a cached copy counts as fresh for a while: while the video is
    // being prepared, coming back to the page or the tab asks at once instead of showing an old percent.
    refetchOnMount: (query) => (stillPreparing(query) ? "always" : true),
    refetchOnWindowFocus: (query) => (stillPreparing(query) ? "always" : false),
  });

export const videoStatsQuery = (id: string) =>
  queryOptions({
    queryKey: videoKeys.stats(id),
    queryFn: ({ signal }) => api.get(`/api/videos/${encodeURIComponent(id)}/stats`, { schema: videoStatsSchema, toast: false, signal }),
  });

export const videoParticipantsQuery = (id: string) =>
  queryOptions({
    queryKey: videoKeys.participants(id),
    queryFn: ({ signal }) =>
      api.get(`/api/videos/${encodeURIComponent(id)}/booking_participants`, {
        schema: z.array(videoPersonSchema),
        toast: false,
        signal,
      }),
  });

/** The caller's storage for uploaded videos (the upload dialog shows it; the server checks it). */
export const uploadStorageQuery = () =>
  queryOptions({
    queryKey: videoKeys.storage,
    queryFn: ({ signal }) => api.get("/api/videos/storage", { schema: uploadStorageSchema, toast: false, signal }),
  });

/** The owner's change; a 422 (a bad title, download without Plus) is thrown for the form to show. */
export async function updateVideo(id: string, patch: VideoUpdate): Promise<VideoDto> {
  const video = await api.put(`/api/videos/${encodeURIComponent(id)}`, patch, { schema: videoSchema, toast: false });
  queryClient.setQueryData(videoKeys.one(id), video);
  await queryClient.invalidateQueries({ queryKey: [...videoKeys.all, "list"] });
  return video;
}

export async function deleteVideo(id: string): Promise<void> {
  await api.delete(`/api/videos/${encodeURIComponent(id)}`);
  queryClient.removeQueries({ queryKey: videoKeys.one(id) });
  await queryClient.invalidateQueries({ queryKey: [...videoKeys.all, "list"] });
  await queryClient.invalidateQueries({ queryKey: videoKeys.storage });
}

const uploadStartSchema = z.object({
  video: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  upload: uploadTicketSchema,
});
export type UploadStart = z.infer<typeof uploadStartSchema>;

/** Announces a file before its bytes go up over tus: the new video and where to send it. */
export const announceUpload = (input: { title: string; fileName: string; size: number; type: string }) =>
  api.post("/api/videos/upload-url", input, { schema: uploadStartSchema, toast: false });

export const refreshLibrary = () => queryClient.invalidateQueries({ queryKey: videoKeys.all });
