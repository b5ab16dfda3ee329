/**
 * Turns what a person typed into an FTS5 query: each word becomes a quoted prefix term, so
 * "car coach" finds "career coaching", and FTS syntax in the input ("NEAR", quotes, *) is inert.
 */
export function ftsMatch(text: string | undefined): string | null {
  const words = (text ?? "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.slice(0, 8).map((word) => `"${word}"*`);
  return terms.length > 0 ? terms.join(" ") : null;
}

const zoneCache = new Map<string, string[]>();

function offsetMinutes(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" }).formatToParts(at);
  const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** IANA zones whose UTC offset right now is within `hours` of `zone`'s (cached per hour). */
export function zonesNear(zone: string, at: Date, hours = 3): string[] {
  const key = `${zone}|${hours}|${at.toISOString().slice(0, 13)}`;
  const cached = zoneCache.get(key);
  if (cached) return cached;
  const mine = offsetMinutes(zone, at);
  const near = Intl.supportedValuesOf("timeZone").filter((candidate) => Math.abs(offsetMinutes(candidate, at) - mine) <= hours * 60);
  // "UTC" and "Etc/*" aliases are not always listed; keep the asked zone itself.
  if (!near.includes(zone)) near.push(zone);
  if (zoneCache.size > 500) zoneCache.clear();
  zoneCache.set(key, near);
  return near;
}

/** A card's random place in the shuffled order (31 bits). */
export const randomShuffleKey = () => crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;

/** A 31-bit seed for a shuffled order that stays the same across pages. */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31);
