/**
 * IANA timezone names as clients send them: checked against the runtime's list of zones
 * (`Intl.supportedValuesOf("timeZone")`, plus "UTC", which the list leaves out) and turned into that
 * list's spelling, so "america/new_york" and "AMERICA/NEW_YORK" are stored, compared and cached as
 * "America/New_York". Pure: no I/O, no clock.
 */
const MAX_LENGTH = 64;

let byLowerCase: Map<string, string> | null = null;

function zones(): Map<string, string> {
  if (!byLowerCase) {
    byLowerCase = new Map();
    for (const zone of [...Intl.supportedValuesOf("timeZone"), "UTC"]) byLowerCase.set(zone.toLowerCase(), zone);
  }
  return byLowerCase;
}

/** The listed name the runtime resolves an alias to ("Etc/UTC" → "UTC", "US/Eastern" → "America/New_York"), if any. */
function resolvedAlias(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The canonical IANA spelling of `zone`, or null when it is not a zone this runtime lists. */
export function canonicalTimezone(zone: string): string | null {
  if (!zone || zone.length > MAX_LENGTH || zone !== zone.trim()) return null;
  const listed = zones().get(zone.toLowerCase());
  if (listed) return listed;
  const alias = resolvedAlias(zone);
  return alias ? (zones().get(alias.toLowerCase()) ?? null) : null;
}
