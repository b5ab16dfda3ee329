import { perPeerBitrate } from "@kora/shared/domain/meetings/rules.ts";

/** Of one peer's video budget, the shared screen gets this share while the camera runs alongside. */
export const SCREEN_SHARE_OF_BUDGET = 0.7;

/**
 * The cap for each outgoing video sender towards one peer in a room of `participants` people: the
 * per-peer budget goes to the camera, or is split between screen (most of it, text must stay
 * readable) and camera while sharing.
 */
export function videoSenderBitrates(participants: number, sharing: boolean): { camera: number; screen: number } {
  const budget = perPeerBitrate(participants);
  if (!sharing) return { camera: budget, screen: 0 };
  const screen = Math.round(budget * SCREEN_SHARE_OF_BUDGET);
  return { camera: budget - screen, screen };
}

/** What one encoding may send: a bitrate cap, and (when given) how much smaller than the track's size. */
export interface EncodingCap {
  maxBitrate: number;
  scaleResolutionDownBy?: number;
}

/**
 * While the computer is busy (shared/…/cpu-load.ts) a camera sends half its size at half its rate:
 * a quarter of the pixels is what relieves the encoder, the bitrate follows the smaller picture.
 */
export const CPU_RELIEF = { bitrate: 0.5, scaleResolutionDownBy: 2 } as const;

/** A camera encoding's cap, with its size and rate halved while the computer is busy. */
export function relievedCap(cap: EncodingCap, busy: boolean): Required<EncodingCap> {
  const scale = cap.scaleResolutionDownBy ?? 1;
  if (!busy) return { maxBitrate: cap.maxBitrate, scaleResolutionDownBy: scale };
  return { maxBitrate: Math.round(cap.maxBitrate * CPU_RELIEF.bitrate), scaleResolutionDownBy: scale * CPU_RELIEF.scaleResolutionDownBy };
}

/**
 * Parameters with every encoding given its cap (a bitrate or a cap for all, or one per encoding: null
 * leaves that one alone; a cap without a scale leaves the size alone). Null when nothing would change (no
 * setParameters call), also before anything was negotiated.
 */
export function cappedParameters(
  parameters: RTCRtpSendParameters,
  cap: number | EncodingCap | ((encoding: RTCRtpEncodingParameters) => EncodingCap | null),
): RTCRtpSendParameters | null {
  const encodings = parameters.encodings ?? [];
  const capOf = typeof cap === "function" ? cap : () => (typeof cap === "number" ? { maxBitrate: cap } : cap);
  let changed = false;
  const next = encodings.map((encoding) => {
    const wanted = capOf(encoding);
    if (!wanted) return encoding;
    const scale = wanted.scaleResolutionDownBy;
    const same = encoding.maxBitrate === wanted.maxBitrate && (scale === undefined || (encoding.scaleResolutionDownBy ?? 1) === scale);
    if (same) return encoding;
    changed = true;
    return { ...encoding, maxBitrate: wanted.maxBitrate, ...(scale === undefined ? {} : { scaleResolutionDownBy: scale }) };
  });
  return changed ? { ...parameters, encodings: next } : null;
}
