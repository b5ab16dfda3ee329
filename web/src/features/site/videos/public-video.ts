/**
 * The public video pages' data and words: plain fetches (no zod, no app client, so the page stays
 * light), the same query keys on the server and in the browser.
 */
import type { PublicVideoDto, PublicVideoTileDto } from "@kora/shared/contracts/videos.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import type { SiteQuery } from "../../../site-app/site-data.tsx";

export type { PublicVideoDto, PublicVideoTileDto };

/** The contract's words (VIDEO_MESSAGES), repeated here because contract values don't load on public pages; a test keeps them equal. */
export const PUBLIC_VIDEO_MESSAGES = {
  firstName: "Please tell us your first name.",
  notReady: "This video is still being prepared.",
  unavailable: "This video isn't available.",
} as const;

export const videoApiPath = (slug: string) => `/api/v/${encodeURIComponent(slug)}`;

/** `GET /api/v/{slug}` as this visitor (their cookie decides owner, participant, and whether a name is still needed). */
export const publicVideoQuery = (slug: string): SiteQuery<PublicVideoDto> => ({
  key: ["public-video", slug],
  path: videoApiPath(slug),
  missing: true,
  staleTime: 0,
});

export interface TilePage {
  data: PublicVideoTileDto[];
  meta?: { page: number; pageSize?: number; total: number };
}

/** `GET /api/videos/public?page=`: videos their owners listed. */
export const listedVideosQuery = (page: number): SiteQuery<TilePage> => ({
  key: ["listed-videos", page],
  path: `/api/videos/public?page=${page}`,
  envelope: true,
});

const pad2 = (n: number) => String(n).padStart(2, "0");

/** "0:07", "12:34", "1:02:03" (as the library shows it); "" when unknown. */
export function playerDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return "";
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return h > 0 ? `${h}:${pad2(m)}:${pad2(total % 60)}` : `${m}:${pad2(total % 60)}`;
}

/** The page's first-name form's check, before anything is sent. */
export function firstNameProblem(value: string): string | null {
  if (value.trim().length === 0) return PUBLIC_VIDEO_MESSAGES.firstName;
  return tooLong(value, TEXT_LIMITS.firstName);
}

/** Report details past their limit: said, never cut. */
export const reportDetailsProblem = (value: string): string | null => tooLong(value, TEXT_LIMITS.videoReport);

export const REPORT_REASONS = [
  { id: "inappropriate", label: "It's inappropriate or offensive" },
  { id: "copyright", label: "It uses my work without permission" },
  { id: "privacy", label: "It shows me or my information without consent" },
  { id: "other", label: "Something else" },
] as const;
