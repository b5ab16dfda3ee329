import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { validateName } from "@kora/shared/domain/validation/rules.ts";

/**
 * A guest's first name (they give nothing else, public-site §5): at least 2 characters, then the
 * spec's name rule (letters, hyphens, single spaces, apostrophes; no titles; at most NAME_MAX_LENGTH),
 * as `POST /api/guests` checks it.
 */
export function guestNameError(value: string): string | null {
  const name = value.trim();
  if (name.length < 2) return MEETING_MESSAGES.firstName;
  return validateName(name, "first name");
}

/** `?relay=1` (or `true`, `yes`) asks for relayed media from the start, e.g. from a support link. */
export function relayFromSearch(search: string): boolean {
  const value = new URLSearchParams(search).get("relay");
  return value !== null && ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

export type JoinMode = "join" | "knock";

/** The main button of the preview: hosts and booking parties join; others knock on a personal room. */
export const JOIN_LABELS: Record<JoinMode, { idle: string; busy: string }> = {
  join: { idle: "Join now", busy: "Joining…" },
  knock: { idle: "Ask to join", busy: "Asking…" },
};

/**
 * Whether the preview may be left yet: not while the camera and microphone are still starting (the
 * devices have not been looked for and nothing has failed), so nobody joins believing they have no
 * camera. Once the devices were found, or opening them failed, Join is offered (without media then).
 */
export function previewStarting(snapshot: { devices: { searched: boolean }; mediaError: string | null }): boolean {
  return !snapshot.devices.searched && snapshot.mediaError === null;
}

/** The placeholder option of a device chooser with no device to list. */
export function noDeviceOption(kind: "camera" | "microphone", searched: boolean): string {
  return searched ? `No ${kind} found` : `Starting your ${kind}…`;
}
