import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "@kora/shared/constants.ts";
import { validateName } from "@kora/shared/domain/validation/rules.ts";
import { fillMessage, type ValidationRule } from "@kora/shared/messages.ts";
import { englishLobby, englishMeetings, type LobbyT, type MeetingsT } from "./meeting-words.ts";

/** The spec's name rule's messages for a first name, and the catalogue's key for each (meetings-lobby). */
const FIRST_NAME_FIELD = { field: "first name", min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH };
const FIRST_NAME_RULES: [ValidationRule, "firstName.tooLong" | "firstName.tooShort" | "firstName.letters" | "firstName.noTitle"][] = [
  ["maxLength", "firstName.tooLong"],
  ["minLength", "firstName.tooShort"],
  ["name", "firstName.letters"],
  ["noTitle", "firstName.noTitle"],
];

/**
 * A guest's first name (they give nothing else, public-site §5): at least 2 characters, then the
 * spec's name rule (letters, hyphens, single spaces, apostrophes; no titles; at most NAME_MAX_LENGTH),
 * as `POST /api/guests` checks it.
 */
export function guestNameError(value: string, t: LobbyT = englishLobby): string | null {
  const name = value.trim();
  if (name.length < 2) return t.t("firstName.tellHost");
  const error = validateName(name, FIRST_NAME_FIELD.field);
  if (error === null) return null;
  const rule = FIRST_NAME_RULES.find(([which]) => fillMessage(which, FIRST_NAME_FIELD) === error);
  return rule ? t.t(rule[1], { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }) : error;
}

/** `?relay=1` (or `true`, `yes`) asks for relayed media from the start, e.g. from a support link. */
export function relayFromSearch(search: string): boolean {
  const value = new URLSearchParams(search).get("relay");
  return value !== null && ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

export type JoinMode = "join" | "knock";

/** The main button of the preview, as catalogue keys (meetings-lobby): hosts and booking parties join; others knock on a personal room. */
export const JOIN_LABELS = {
  join: { idle: "join.idle", busy: "join.busy" },
  knock: { idle: "knock.idle", busy: "knock.busy" },
} as const satisfies Record<JoinMode, { idle: string; busy: string }>;

/**
 * Whether the preview may be left yet: not while the camera and microphone are still starting (the
 * devices have not been looked for and nothing has failed), so nobody joins believing they have no
 * camera. Once the devices were found, or opening them failed, Join is offered (without media then).
 */
export function previewStarting(snapshot: { devices: { searched: boolean }; mediaError: string | null }): boolean {
  return !snapshot.devices.searched && snapshot.mediaError === null;
}

/** The placeholder option of a device chooser with no device to list. */
export function noDeviceOption(kind: "camera" | "microphone", searched: boolean, t: MeetingsT = englishMeetings): string {
  if (kind === "camera") return searched ? t.t("device.noCamera") : t.t("device.startingCamera");
  return searched ? t.t("device.noMicrophone") : t.t("device.startingMicrophone");
}
