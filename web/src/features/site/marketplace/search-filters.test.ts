import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  addSkill,
  apiSearchParams,
  clearFilters,
  EMPTY_FILTERS,
  needsSeed,
  newSeed,
  parseSearchParams,
  showsExplore,
  toSearchParams,
  withFilters,
  type SearchFilters,
} from "./search-filters.ts";

const full: SearchFilters = {
  query: "career change",
  category: "cat-startups",
  skills: ["Figma", "User research"],
  languages: ["en", "fr"],
  experience: ["5-10", "10-20"],
  fromRate: 2000,
  toRate: 8050,
  currency: "GBP",
  proBono: true,
  timezone: "Europe/London",
  sort: "rate-asc",
  page: 3,
  seed: 123,
};

describe("URL ⇄ filters", () => {
  it("round-trips every filter through the address bar", () => {
    const params = toSearchParams(full);
    expect(parseSearchParams(new URLSearchParams(params.toString()))).toEqual(full);
  });

  it("writes the API's parameter names, with query for the free text", () => {
    expect(toSearchParams(full).toString()).toBe(
      "query=career+change&category=cat-startups&skills=Figma%2CUser+research&languages=en%2Cfr&years_of_experience=5-10%2C10-20&from_rate=2000&to_rate=8050&currency=GBP&pro_bono=true&user_timezone=Europe%2FLondon&sort=rate-asc&page=3&seed=123",
    );
  });

  it("keeps a plain search plain", () => {
    expect(toSearchParams(EMPTY_FILTERS).toString()).toBe("");
    expect(parseSearchParams(new URLSearchParams(""))).toEqual(EMPTY_FILTERS);
    expect(toSearchParams({ ...EMPTY_FILTERS, seed: 0 }).toString()).toBe("seed=0");
  });

  it("reads the spec's category link and the API's swift_search", () => {
    expect(parseSearchParams(new URLSearchParams("category=cat-health")).category).toBe("cat-health");
    expect(parseSearchParams(new URLSearchParams("swift_search=yoga")).query).toBe("yoga");
    expect(parseSearchParams(new URLSearchParams("query=pilates&swift_search=yoga")).query).toBe("pilates");
  });

  it("drops what it cannot understand instead of failing", () => {
    const parsed = parseSearchParams(
      new URLSearchParams(
        "page=-2&seed=abc&sort=cheapest&years_of_experience=5-10,7-9,1-5&from_rate=12.5&to_rate=-1&currency=XYZ&pro_bono=yes&skills=,,a b,a b",
      ),
    );
    expect(parsed).toEqual({ ...EMPTY_FILTERS, experience: ["1-5", "5-10"], skills: ["a b"] });
    expect(parseSearchParams(new URLSearchParams("pro_bono=1&currency=gbp&from_rate=100")).proBono).toBe(true);
    expect(parseSearchParams(new URLSearchParams("currency=gbp&from_rate=100")).currency).toBe("GBP");
  });

  it("leaves the currency out when there is no rate to qualify", () => {
    expect(toSearchParams({ ...EMPTY_FILTERS, currency: "GBP" }).has("currency")).toBe(false);
  });
});

describe("API query", () => {
  it("maps query to swift_search and always sends page, limit and a currency", () => {
    const params = apiSearchParams({ ...EMPTY_FILTERS, query: "python", seed: 7 }, "AUD");
    expect(Object.fromEntries(params)).toEqual({ swift_search: "python", seed: "7", currency: "AUD", page: "1", limit: "28" });
  });

  it("uses the link's currency over the viewer's, and turns an upside-down range round", () => {
    const params = apiSearchParams({ ...EMPTY_FILTERS, fromRate: 9000, toRate: 1500, currency: "GBP", page: 2 }, "AUD");
    expect(params.get("from_rate")).toBe("1500");
    expect(params.get("to_rate")).toBe("9000");
    expect(params.get("currency")).toBe("GBP");
    expect(params.get("page")).toBe("2");
  });

  it("is stable whatever order the filters were set in (one cache entry per search)", () => {
    const a = apiSearchParams({ ...EMPTY_FILTERS, proBono: true, skills: ["Go"] }, "USD").toString();
    const b = apiSearchParams({ ...EMPTY_FILTERS, skills: ["Go"], proBono: true }, "USD").toString();
    expect(a).toBe(b);
  });
});

describe("changing filters", () => {
  it("starts from page 1 on any change but paging, and keeps the seed", () => {
    const next = withFilters(full, { proBono: false });
    expect(next.page).toBe(1);
    expect(next.seed).toBe(123);
    expect(withFilters(full, { page: 4 }).page).toBe(4);
  });

  it("forgets the rate currency with the rate range", () => {
    expect(withFilters(full, { fromRate: null, toRate: null }).currency).toBeNull();
  });

  it("counts narrowing filters only, and clears them keeping text, order and seed", () => {
    expect(activeFilterCount(full)).toBe(1 + 2 + 2 + 2 + 1 + 1 + 1);
    expect(activeFilterCount({ ...EMPTY_FILTERS, query: "x", sort: "newest", page: 2 })).toBe(0);
    expect(clearFilters(full)).toEqual({ ...EMPTY_FILTERS, query: "career change", sort: "rate-asc", seed: 123 });
  });

  it("asks for a seed only when the API will shuffle", () => {
    expect(needsSeed(EMPTY_FILTERS)).toBe(true);
    expect(needsSeed({ ...EMPTY_FILTERS, query: "x" })).toBe(false);
    expect(needsSeed({ ...EMPTY_FILTERS, sort: "newest" })).toBe(false);
    expect(needsSeed({ ...EMPTY_FILTERS, seed: 5 })).toBe(false);
    expect(newSeed(() => 0.5)).toBe(2 ** 30);
    expect(newSeed(() => 0.999999999)).toBeLessThan(2 ** 31);
  });

  it("shows Explore categories under an empty search only", () => {
    expect(showsExplore({ ...EMPTY_FILTERS, seed: 3, page: 2 })).toBe(true);
    expect(showsExplore({ ...EMPTY_FILTERS, query: "x" })).toBe(false);
    expect(showsExplore({ ...EMPTY_FILTERS, proBono: true })).toBe(false);
  });

  it("adds typed skills once, trimmed, comma-separated", () => {
    expect(addSkill(["Figma"], " figma , User  research, x")).toEqual(["Figma", "User research"]);
  });
});
