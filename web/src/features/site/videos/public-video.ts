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

/** The most characters a first name and report details may have (the forms say so, never cut). */
export const FIRST_NAME_MAX = TEXT_LIMITS.firstName.max;
export const REPORT_DETAILS_MAX = TEXT_LIMITS.videoReport.max;

/** What is wrong with a first name before anything is sent: nothing typed, or too long; null when fine. */
export function firstNameIssue(value: string): "required" | "tooLong" | null {
  if (value.trim().length === 0) return "required";
  return tooLong(value, TEXT_LIMITS.firstName) ? "tooLong" : null;
}

/** The page's first-name form's check, before anything is sent (the contract's English words). */
export function firstNameProblem(value: string): string | null {
  const issue = firstNameIssue(value);
  if (issue === "required") return PUBLIC_VIDEO_MESSAGES.firstName;
  return issue ? TEXT_LIMITS.firstName.message : null;
}

/** Report details past their limit: said, never cut. */
export const reportDetailsProblem = (value: string): string | null => tooLong(value, TEXT_LIMITS.videoReport);

/** Why someone reports a video (the dialog names each in the page's language). */
export const REPORT_REASONS = ["inappropriate", "copyright", "privacy", "other"] as const;
