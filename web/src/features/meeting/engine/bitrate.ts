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

/** Parameters with every encoding capped at `maxBitrate`; null when nothing would change (no setParameters call). */
export function cappedParameters(parameters: RTCRtpSendParameters, maxBitrate: number): RTCRtpSendParameters | null {
  const encodings = parameters.encodings ?? [];
  if (encodings.length === 0 || encodings.every((encoding) => encoding.maxBitrate === maxBitrate)) return null;
  return { ...parameters, encodings: encodings.map((encoding) => ({ ...encoding, maxBitrate })) };
}
