import { MEETING_SETTINGS } from "./rules.ts";

/**
 * What an SFU room's screens show and receive (PROTOCOL §4): the grid pages the others' cameras
 * (at most SFU_PAGE_SIZE at a time, plus whoever speaks), each shown camera is received in the
 * simulcast layer its tile needs, and the speaker is chosen by audio level with hysteresis.
 * Pure: the web client's engine and screens use these, the tests pin them down.
 */

/** Cameras shown (and decoded) at a time besides the active speaker's. */
export const SFU_PAGE_SIZE = 9;

/** Simulcast layers as Janus numbers them: 0 the lowest (¼ size), 1 half, 2 full. */
export type SimulcastLayer = 0 | 1 | 2;

/**
 * The publisher's three encodings, highest first (rids as janus.js names them): full size at the
 * spec's videoBitrate (public-site §3), half and a quarter of the size at lower rates.
 */
export const SIMULCAST_ENCODINGS = [
  { rid: "h", maxBitrate: MEETING_SETTINGS.videoBitrate, scaleResolutionDownBy: 1 },
  { rid: "m", maxBitrate: 500_000, scaleResolutionDownBy: 2 },
  { rid: "l", maxBitrate: 150_000, scaleResolutionDownBy: 4 },
] as const;

/** Device-pixel heights a layer serves well (a 720p camera: the quarter layer is 180 rows, the half 360). */
const LAYER_ROWS = { low: 200, half: 400 } as const;

/**
 * The layer a tile of `width` × `height` CSS pixels needs on a screen of `devicePixelRatio`: the rows
 * it shows (a 16:9 picture cropped to fill the tile), in device pixels. A tile not laid out yet gets
 * the lowest (it costs least and arrives first).
 */
export function layerForTile(width: number, height: number, devicePixelRatio = 1): SimulcastLayer {
  if (!(width > 0) || !(height > 0)) return 0;
  const rows = Math.max(height, (width * 9) / 16) * Math.max(1, devicePixelRatio);
  if (rows <= LAYER_ROWS.low) return 0;
  if (rows <= LAYER_ROWS.half) return 1;
  return 2;
}

export interface FeedPage {
  /** The page shown, 0-based (clamped to the pages there are). */
  page: number;
  /** How many pages the cameras fill (at least 1). */
  pages: number;
  /** The cameras to show, in the room's order: the page's, plus the active speaker from another page. */
  visible: string[];
  /** The active speaker, shown although they are on another page (null: on this page, or nobody speaks). */
  speakerFromElsewhere: string | null;
}

/**
 * One page of the others' cameras: `ids` in the room's order, `SFU_PAGE_SIZE` a page. The active
 * speaker (when among `ids` and on another page) is added at the end, so whoever talks is always seen.
 */
export function pageOfFeeds(ids: readonly string[], speakerId: string | null, page: number, perPage = SFU_PAGE_SIZE): FeedPage {
  const pages = Math.max(1, Math.ceil(ids.length / perPage));
  const current = Math.min(Math.max(0, Math.floor(page) || 0), pages - 1);
  const visible = ids.slice(current * perPage, (current + 1) * perPage);
  const elsewhere = speakerId !== null && ids.includes(speakerId) && !visible.includes(speakerId) ? speakerId : null;
  return { page: current, pages, visible: elsewhere ? [...visible, elsewhere] : visible, speakerFromElsewhere: elsewhere };
}

/** "Page 2 of 5" (the page 0-based, as pageOfFeeds counts). */
export function pageLabel(page: number, pages: number): string {
  return `Page ${page + 1} of ${pages}`;
}

/** Who is speaking now, with hysteresis so the highlight (and the SFU's pinned speaker) does not flicker. */
export interface SpeakerState {
  /** The highlighted speaker (null: silence). */
  current: string | null;
  /** Someone louder than the current speaker, and since when they have been. */
  challenger: string | null;
  challengerSince: number;
  /** When the current speaker was last heard above the threshold. */
  lastHeardAt: number;
}

export const SPEAKER_RULES = {
  /** Below this level (0..1) nobody counts as speaking. */
  threshold: 0.1,
  /** A challenger must be the loudest this long before taking over. */
  holdMs: 600,
  /** A challenger must beat the current speaker by this much. */
  margin: 0.05,
  /** After this much silence the highlight goes away. */
  silenceMs: 1500,
} as const;

export const initialSpeakerState: SpeakerState = { current: null, challenger: null, challengerSince: 0, lastHeardAt: 0 };

/**
 * Next speaker state from the levels measured at `now` (id → 0..1, self included). The loudest voice
 * above the threshold takes over at once from silence; from another speaker only after staying
 * louder (by `margin`) for `holdMs`. The current speaker keeps the highlight through short pauses.
 */
export function nextSpeaker(
  state: SpeakerState,
  levels: ReadonlyMap<string, number>,
  now: number,
  rules: typeof SPEAKER_RULES = SPEAKER_RULES,
): SpeakerState {
  let loudest: string | null = null;
  let loudestLevel = 0;
  for (const [id, level] of levels) {
    if (level >= rules.threshold && level > loudestLevel) {
      loudest = id;
      loudestLevel = level;
    }
  }
  const currentLevel = state.current === null ? 0 : (levels.get(state.current) ?? 0);
  const currentPresent = state.current !== null && levels.has(state.current);
  const lastHeardAt = currentPresent && currentLevel >= rules.threshold ? now : state.lastHeardAt;
  const currentStillOn = currentPresent && now - lastHeardAt < rules.silenceMs;

  if (!currentStillOn) {
    if (loudest === null) return { current: null, challenger: null, challengerSince: 0, lastHeardAt: 0 };
    return { current: loudest, challenger: null, challengerSince: 0, lastHeardAt: now };
  }
  if (loudest === null || loudest === state.current || loudestLevel < currentLevel + rules.margin) {
    return { ...state, lastHeardAt, challenger: null, challengerSince: 0 };
  }
  const since = state.challenger === loudest ? state.challengerSince : now;
  if (now - since >= rules.holdMs) return { current: loudest, challenger: null, challengerSince: 0, lastHeardAt: now };
  return { ...state, lastHeardAt, challenger: loudest, challengerSince: since };
}
