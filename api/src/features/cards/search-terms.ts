/**
 * Turns what a person typed into an FTS5 query: each word a quoted term, the last one also a prefix
 * ("prefix last", as search boxes match while you type): "career coa" finds "career coaching". Earlier
 * words match whole words — a prefix of a common word ("people"*) merges every word it starts,
 * three times the cost of the word itself on 100,000 cards. FTS syntax in the input ("NEAR",
 * quotes, *) is inert.
 */
export function ftsMatch(text: string | undefined): string | null {
  const words = (text ?? "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.slice(0, 8).map((word, i, all) => (i === all.length - 1 ? `"${word}"*` : `"${word}"`));
  return terms.length > 0 ? terms.join(" ") : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
let offsetsAt: { hour: string; offsets: Map<string, number> } | null = null;
const nearCache = new Map<string, string[]>();

/** A zone's UTC offset in minutes at `at` (its formatter is made once: making one costs 100 µs). */
function offsetMinutes(zone: string, at: Date): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    formatters.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** Every zone's offset this hour, worked out once an hour (offsets change only on the hour or half hour). */
function offsetsThisHour(at: Date): Map<string, number> {
  const hour = at.toISOString().slice(0, 13);
  if (offsetsAt?.hour !== hour) {
    offsetsAt = { hour, offsets: new Map(Intl.supportedValuesOf("timeZone").map((zone) => [zone, offsetMinutes(zone, at)])) };
    nearCache.clear();
  }
  return offsetsAt.offsets;
}

/** IANA zones whose UTC offset right now is within `hours` of `zone`'s. */
export function zonesNear(zone: string, at: Date, hours = 3): string[] {
  const offsets = offsetsThisHour(at);
  const key = `${zone}|${hours}`;
  const cached = nearCache.get(key);
  if (cached) return cached;
  const mine = offsets.get(zone) ?? offsetMinutes(zone, at);
  const near = [...offsets].filter(([, offset]) => Math.abs(offset - mine) <= hours * 60).map(([candidate]) => candidate);
  // "UTC" and "Etc/*" aliases are not always listed; keep the asked zone itself.
  if (!near.includes(zone)) near.push(zone);
  if (nearCache.size > 500) nearCache.clear();
  nearCache.set(key, near);
  return near;
}

/** A card's random place in the shuffled order (31 bits). */
export const randomShuffleKey = () => crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;

/** A 31-bit seed for a shuffled order that stays the same across pages. */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/**
 * A 31-bit seed from text (FNV-1a): relevance over a sample of matches needs the same sample on
 * every page, and the site sends no seed with words — so the words themselves pick it.
 */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % 2 ** 31;
}
