/**
 * Distinct marketplace searches for `npm run bench:search`: words from the seeded vocabulary and
 * random filter combinations, seeds and pages, so no request repeats and the response cache never
 * answers (what real visitors cost). Seeded, so two runs send the same sequence.
 */
import { CURRENCIES } from "@kora/shared/constants.ts";
import { ADVISING_LANGUAGES, SEARCH_SORTS, YEARS_OF_EXPERIENCE } from "@kora/shared/domain/cards/options.ts";
import { PLACES, TOPICS } from "../../api/src/seed/marketplace-pools.ts";

export const SHAPES = [
  "text only",
  "text + category",
  "rate range + skills",
  "timezone + languages",
  "seeded shuffle, page",
  "mixed filters",
  "everything at once",
] as const;
export type Shape = (typeof SHAPES)[number];

const WORDS = [
  ...new Set(
    Object.values(TOPICS)
      .flatMap(({ titles, skills }) => [...titles, ...skills])
      .flatMap((text) => text.toLowerCase().split(/[^a-z]+/))
      .filter((word) => word.length >= 4),
  ),
].sort();
const SKILLS = [...new Set(Object.values(TOPICS).flatMap(({ skills }) => skills))].sort();
const CATEGORIES = ["careers", "technology", "business", "health", "money", "creative", ...Object.keys(TOPICS)];
const ZONES = [...new Set(PLACES.map(([, , zone]) => zone)), "UTC", "America/Los_Angeles", "Asia/Tokyo"].sort();

/** A small seeded PRNG (mulberry32): the same seed gives the same queries. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Params = Record<string, string>;

function filters(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = <T>(list: readonly T[], most: number): T[] => [
    ...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(list))),
  ];
  const text = (): Params => ({ swift_search: some(WORDS, 2).join(" ") });
  const category = (): Params => ({ category: pick(CATEGORIES) });
  const rates = (): Params => {
    const from = Math.floor(random() * 50) * 100;
    return { from_rate: String(from), to_rate: String(from + 1000 + Math.floor(random() * 150) * 100), currency: pick(CURRENCIES) };
  };
  const skills = (): Params => ({ skills: some(SKILLS, 2).join(",") });
  const zone = (): Params => ({ user_timezone: pick(ZONES) });
  const languages = (): Params => ({ languages: some(ADVISING_LANGUAGES, 2).join(",") });
  const shuffle = (): Params => ({ seed: String(1 + Math.floor(random() * 2 ** 30)), page: String(1 + Math.floor(random() * 20)) });
  const experience = (): Params => ({ years_of_experience: some(YEARS_OF_EXPERIENCE, 2).join(",") });
  const sort = (): Params => ({ sort: pick(SEARCH_SORTS) });
  const proBono = (): Params => ({ pro_bono: "true" });
  return { pick, text, category, rates, skills, zone, languages, shuffle, experience, sort, proBono };
}

function paramsFor(shape: Shape, random: () => number): Params {
  const f = filters(random);
  switch (shape) {
    case "text only":
      return f.text();
    case "text + category":
      return { ...f.text(), ...f.category() };
    case "rate range + skills":
      return { ...f.rates(), ...f.skills() };
    case "timezone + languages":
      return { ...f.zone(), ...f.languages() };
    case "seeded shuffle, page":
      return f.shuffle();
    case "mixed filters": {
      const all = [f.text, f.category, f.rates, f.skills, f.zone, f.languages, f.experience, f.sort, f.proBono];
      const chosen = new Set(Array.from({ length: 2 + Math.floor(random() * 3) }, () => f.pick(all)));
      return Object.assign({}, ...[...chosen].map((make) => make()), f.shuffle());
    }
    case "everything at once":
      return {
        ...f.text(),
        ...f.category(),
        ...f.rates(),
        ...f.skills(),
        ...f.zone(),
        ...f.languages(),
        ...f.experience(),
        ...f.shuffle(),
      };
  }
}

/**
 * A generator of search paths of one shape, never the same twice (across every generator sharing `seen`).
 * A collision is drawn again; after many in a row a fresh shuffle seed makes it distinct.
 */
export function distinctSearches(shape: Shape, seed: number, seen: Set<string> = new Set()): () => string {
  const random = seededRandom(seed);
  return () => {
    for (let attempt = 0; ; attempt++) {
      const params = paramsFor(shape, random);
      if (attempt > 20) params.seed = String(seen.size + 1);
      const path = `/api/cards/search?${new URLSearchParams(params)}`;
      if (!seen.has(path)) {
        seen.add(path);
        return path;
      }
    }
  };
}
