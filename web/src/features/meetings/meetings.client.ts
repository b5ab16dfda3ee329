import { queryOptions } from "@tanstack/react-query";
import { personalRoomSchema } from "@kora/shared/contracts/meetings.ts";
import { api, isApiError } from "../../lib/api-client.ts";

export const meetingKeys = {
  room: (slug: string) => ["meetings", "room", slug] as const,
};

/** `GET /api/meetings/rooms/:slug` (public): whose room it is, whether I'm its host, whether knocking is on. */
export const personalRoomQuery = (slug: string) =>
  queryOptions({
    queryKey: meetingKeys.room(slug),
    queryFn: ({ signal }) =>
      api.get(`/api/meetings/rooms/${encodeURIComponent(slug)}`, { schema: personalRoomSchema, toast: false, signal }),
    staleTime: 30_000,
    // A missing room or a refusal won't change on a retry; a network blip may.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
