import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { fillMessage } from "../../messages.ts";

/**
 * A mobile number in E.164 ("+61412345678"), or null when `raw` is not a valid mobile number.
 * A number without "+" is read in `country` (ISO alpha-2; the user's country when known).
 * libphonenumber-js's mobile metadata: numbers that are valid but not mobiles (landlines) are refused,
 * since a verification code or a reminder goes by SMS.
 */
export function parseMobile(raw: string, country?: string | null): string | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > 32 || !/^[+\d\s().-]+$/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, (country ?? undefined) as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : null;
}

/** The spec's mobile message for a number that isn't right (public-site §5), or null when it is. */
export function validateMobile(raw: string, country?: string | null): string | null {
  if (raw.trim().length === 0) return fillMessage("required", { field: "mobile number" });
  return parseMobile(raw, country) ? null : fillMessage("mobile");
}

/** "+61 412 345 678": how a stored E.164 number is shown. */
export function formatMobile(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
