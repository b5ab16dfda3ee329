import { CURRENCIES, SEARCH_MAX_LENGTH, type Currency } from "@kora/shared/constants.ts";
import { SEARCH_SORTS, YEARS_OF_EXPERIENCE } from "@kora/shared/domain/cards/options.ts";

export type SearchSort = (typeof SEARCH_SORTS)[number];
export type YearsOfExperience = (typeof YEARS_OF_EXPERIENCE)[number];

/** Search results per page (public-site §9). */
export const SEARCH_PAGE_SIZE = 28;

/**
 * Everything the /search page shows, as it lives in the address bar. The URL uses the API's
 * parameter names (core §7) so a shared link means the same search to the server's prerender and to
 * the API; only the free text is `query`, as public-site §2 names it. Rates are minor units in
 * `currency` (the viewer's currency when the link was made), so a shared range keeps its meaning.
 */
export interface SearchFilters {
  query: string;
  category: string | null;
  skills: string[];
  languages: string[];
  experience: YearsOfExperience[];
  fromRate: number | null;
  toRate: number | null;
  currency: Currency | null;
  proBono: boolean;
  /** The IANA zone advisors should be near ("advisor timezone near mine"). */
  timezone: string | null;
  sort: SearchSort | null;
  page: number;
  /** Keeps the shuffled order stable across pages and for whoever opens a shared link. */
  seed: number | null;
}

export const EMPTY_FILTERS: SearchFilters = {
  query: "",
  category: null,
  skills: [],
  languages: [],
  experience: [],
  fromRate: null,
  toRate: null,
  currency: null,
  proBono: false,
  timezone: null,
  sort: null,
  page: 1,
  seed: null,
};

const MAX_SEED = 2 ** 31;
const list = (value: string | null) => [
  ...new Set(
    (value ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];
const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  (allowed as readonly string[]).includes(value ?? "") ? (value as T) : null;

function wholeNumber(value: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** Reads the address bar. Anything malformed is dropped, never an error: links get mangled in the wild. */
export function parseSearchParams(params: URLSearchParams): SearchFilters {
  const experience = list(params.get("years_of_experience")).filter(
    (value): value is YearsOfExperience => oneOf(YEARS_OF_EXPERIENCE, value) !== null,
  );
  const proBono = params.get("pro_bono");
  return {
    query: (params.get("query") ?? params.get("swift_search") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    category: params.get("category")?.trim() || null,
    skills: list(params.get("skills")),
    languages: list(params.get("languages")).map((code) => code.toLowerCase()),
    experience: YEARS_OF_EXPERIENCE.filter((value) => experience.includes(value)),
    fromRate: wholeNumber(params.get("from_rate"), 0),
    toRate: wholeNumber(params.get("to_rate"), 0),
    currency: oneOf(CURRENCIES, params.get("currency")?.toUpperCase() ?? null),
    proBono: proBono === "true" || proBono === "1",
    timezone: params.get("user_timezone")?.trim() || null,
    sort: oneOf(SEARCH_SORTS, params.get("sort")),
    page: wholeNumber(params.get("page"), 1, 10_000) ?? 1,
    seed: wholeNumber(params.get("seed"), 0, MAX_SEED),
  };
}

/** The address bar for `filters`: defaults left out, so the plain /search stays plain. */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set("query", filters.query);
  if (filters.category) params.set("category", filters.category);
  if (filters.skills.length) params.set("skills", filters.skills.join(","));
  if (filters.languages.length) params.set("languages", filters.languages.join(","));
  if (filters.experience.length) params.set("years_of_experience", filters.experience.join(","));
  if (filters.fromRate !== null) params.set("from_rate", String(filters.fromRate));
  if (filters.toRate !== null) params.set("to_rate", String(filters.toRate));
  if (filters.currency && (filters.fromRate !== null || filters.toRate !== null)) params.set("currency", filters.currency);
  if (filters.proBono) params.set("pro_bono", "true");
  if (filters.timezone) params.set("user_timezone", filters.timezone);
  if (filters.sort) params.set("sort", filters.sort);
  if (filters.page > 1) params.set("page", String(filters.page));
  if (filters.seed !== null) params.set("seed", String(filters.seed));
  return params;
}

/** `/search?…` for `filters`. */
export function searchHref(filters: SearchFilters): string {
  const query = toSearchParams(filters).toString();
  return query ? `/search?${query}` : "/search";
}

/**
 * The API's query for `filters` (`GET /api/cards/search`). Rate bounds are in the link's currency
 * when it has one, else in the viewer's; a range given upside down is searched the right way round.
 */
export function apiSearchParams(filters: SearchFilters, viewerCurrency: Currency): URLSearchParams {
  const params = toSearchParams({ ...filters, query: "", page: 1 });
  params.delete("currency");
  if (filters.query) params.set("swift_search", filters.query);
  const { fromRate, toRate } = filters;
  if (fromRate !== null && toRate !== null && fromRate > toRate) {
    params.set("from_rate", String(toRate));
    params.set("to_rate", String(fromRate));
  }
  params.set("currency", filters.currency ?? viewerCurrency);
  params.set("page", String(filters.page));
  params.set("limit", String(SEARCH_PAGE_SIZE));
  params.sort();
  return params;
}

/** Applies a change made in the filters: any change but the page itself starts again from page 1. */
export function withFilters(filters: SearchFilters, patch: Partial<SearchFilters>): SearchFilters {
  const next = { ...filters, ...patch };
  if (!("page" in patch)) next.page = 1;
  if (next.fromRate === null && next.toRate === null) next.currency = null;
  return next;
}

/** How many narrowing filters are on (the badge on the mobile Filters button). Query, sort and paging are not filters. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    (filters.category ? 1 : 0) +
    filters.skills.length +
    filters.languages.length +
    filters.experience.length +
    (filters.fromRate !== null || filters.toRate !== null ? 1 : 0) +
    (filters.proBono ? 1 : 0) +
    (filters.timezone ? 1 : 0)
  );
}

/** "Clear filters" keeps the text and order the visitor chose; only the narrowing goes. */
export function clearFilters(filters: SearchFilters): SearchFilters {
  return { ...EMPTY_FILTERS, query: filters.query, sort: filters.sort, seed: filters.seed };
}

/** Without a query or a sort the API shuffles, so the URL needs a seed for a stable, shareable order. */
export const needsSeed = (filters: SearchFilters) => !filters.query && !filters.sort && filters.seed === null;

/** A seed for a new visit; `random` in [0, 1). */
export const newSeed = (random: () => number = Math.random) => Math.floor(random() * MAX_SEED);

/** The "Explore categories" section belongs under an empty search only. */
export const showsExplore = (filters: SearchFilters) => !filters.query && activeFilterCount(filters) === 0;

/** Adds a skill typed by the visitor (trimmed, once, case-insensitively). */
export function addSkill(skills: readonly string[], typed: string): string[] {
  const names = typed
    .split(",")
    .map((part) => part.trim().replace(/\s+/g, " "))
    .filter((part) => part.length >= 2 && part.length <= 40);
  const next = [...skills];
  for (const name of names) if (!next.some((skill) => skill.toLowerCase() === name.toLowerCase())) next.push(name);
  return next;
}
