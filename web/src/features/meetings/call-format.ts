import type { ConnectionQuality } from "./engine/session-types.ts";
import { englishLobby, type LobbyT } from "./meeting-words.ts";

/** Seconds as a clock: "0:45", "12:03", "1:02:09" (the call timer). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** How long someone was in a call, as a sentence part: "less than a minute", "12 minutes", "1 hour 5 minutes". */
export function formatCallLength(ms: number, t: LobbyT = englishLobby): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return t.t("length.lessThanMinute");
  if (minutes < 60) return t.t("length.minutes", { minutes });
  const rest = minutes % 60;
  return rest
    ? t.t("length.hoursMinutes", { hours: Math.floor(minutes / 60), minutes: rest })
    : t.t("length.hours", { hours: minutes / 60 });
}

/** The connection indicator's words, as catalogue keys (meetings). */
export const QUALITY_LABELS = {
  good: "quality.good",
  fair: "quality.fair",
  poor: "quality.poor",
  unknown: "quality.unknown",
} as const satisfies Record<ConnectionQuality, string>;

/** Bars lit in the connection indicator (of 3). */
export const QUALITY_BARS: Record<ConnectionQuality, number> = { good: 3, fair: 2, poor: 1, unknown: 0 };

/**
 * Segments lit in a level meter of `segments` for an audio level 0..1. The square root lifts quiet
 * speech so a normal voice fills about half the meter instead of a sliver.
 */
export function meterSegments(level: number, segments = 12): number {
  if (!Number.isFinite(level) || level <= 0) return 0;
  return Math.min(segments, Math.round(Math.sqrt(Math.min(1, level)) * segments));
}

/** Initials for a tile without video: "Maya Patel" → "MP", "ana" → "A". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join("") || "?";
}
