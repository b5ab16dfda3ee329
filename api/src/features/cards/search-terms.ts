import { sql } from "kysely";

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

/**
 * Sort key of a seeded shuffle: multiply the rowid by a large odd constant, XOR the seed in
 * (SQLite has no ^: a xor b = (a | b) - (a & b)), multiply again. Each seed gives its own order,
 * stable across pages; every product stays inside 64-bit integers.
 */
export function shuffleKey(seed: number) {
  const mixed = sql`(((cards.rowid * 2654435761) % 4294967296) | ${seed}) - (((cards.rowid * 2654435761) % 4294967296) & ${seed})`;
  return sql<number>`((${mixed}) * 73244475) % 4294967296`;
}

/** A 31-bit seed for a shuffled order that stays the same across pages. */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31);
