import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../constants.ts";
import { fillMessage, type ValidationRule } from "../../messages.ts";
import { canonicalTimezone } from "./timezones.ts";

/** Titles that may not be part of a name (spec: "no title"). Compared case-insensitively, word by word. */
const TITLES = new Set([
  "mr",
  "mrs",
  "ms",
  "miss",
  "mx",
  "dr",
  "prof",
  "professor",
  "sir",
  "dame",
  "lord",
  "lady",
  "rev",
  "reverend",
  "madam",
]);
const NAME_CHARS = /^[\p{L}\p{M}'’-]+(?: [\p{L}\p{M}'’-]+)*$/u;

/**
 * Name rule (core §5): letters, hyphens, single spaces and apostrophes, at least 2 characters, no title;
 * at most NAME_MAX_LENGTH. Returns the message for the first broken rule, or null when the name is fine.
 */
export function validateName(value: string, field: string): string | null {
  const name = value.trim();
  if (name.length === 0) return fillMessage("required", { field });
  if (name.length > NAME_MAX_LENGTH) return fillMessage("maxLength", { field, max: NAME_MAX_LENGTH });
  if (!NAME_CHARS.test(name)) return fillMessage("name", { field });
  if (name.length < NAME_MIN_LENGTH) return fillMessage("minLength", { field, min: NAME_MIN_LENGTH });
  if (
    name
      .toLowerCase()
      .split(" ")
      .some((word) => TITLES.has(word))
  )
    return fillMessage("noTitle", { field });
  return null;
}

/** Strong password (core §5): at least 12 characters with a digit, an uppercase and a lowercase letter; at most PASSWORD_MAX_LENGTH. */
export function validatePassword(value: string): string | null {
  if (value.length === 0) return fillMessage("required", { field: "password" });
  if (value.length > PASSWORD_MAX_LENGTH) return fillMessage("maxLength", { field: "password", max: PASSWORD_MAX_LENGTH });
  const strong = value.length >= PASSWORD_MIN_LENGTH && /\d/.test(value) && /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value);
  return strong ? null : fillMessage("strongPassword");
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Blank → required, too long → maxLength, malformed → `malformed` (the general email message unless a form says otherwise). */
export function validateEmail(value: string, malformed: ValidationRule = "email"): string | null {
  const email = value.trim();
  if (email.length === 0) return fillMessage("required", { field: "email" });
  if (email.length > EMAIL_MAX_LENGTH) return fillMessage("maxLength", { field: "email", max: EMAIL_MAX_LENGTH });
  return EMAIL.test(email) ? null : fillMessage(malformed);
}

/** True when `zone` is an IANA timezone this runtime lists (any case; `canonicalTimezone` gives its spelling). */
export function isValidTimezone(zone: string): boolean {
  return canonicalTimezone(zone) !== null;
}

/** Text clean-up done on blur (core §5): trim, collapse runs of blank lines, optional first-letter capital. */
export function tidyText(value: string, capitalise = false): string {
  const tidied = value
    .trim()
    .replace(/\n{3,}/g, "\n\n")
    .replace(/[ \t]+\n/g, "\n");
  return capitalise && tidied ? tidied[0]!.toUpperCase() + tidied.slice(1) : tidied;
}
