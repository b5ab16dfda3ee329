import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { DEFAULT_CURRENCY } from "@kora/shared/constants.ts";
import { SEARCH_TEXT_LIMIT, tooLong } from "@kora/shared/domain/validation/text-limit-core.ts";
import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import { siteMarketplaceSearchMessages } from "@kora/shared/i18n/messages/site-marketplace-search.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMe } from "../../../lib/me-query.ts";
import { PageMeta, siteTitle } from "../../../site-app/page-meta.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { Button } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { Container } from "../../../ui/surface.tsx";
import { SEARCH_SORTS } from "@kora/shared/domain/cards/options.ts";
import { categoryName, flattenCategories } from "./categories.ts";
import { ExploreFrame } from "./explore-frame.tsx";
import { FiltersPanel } from "./filters-panel.tsx";
import { advisorCount } from "./pagination.ts";
import { SearchResults } from "./search-results.tsx";
import {
  activeFilterCount,
  apiSearchParams,
  clearFilters,
  EMPTY_FILTERS,
  needsSeed,
  newSeed,
  parseSearchParams,
  showsExplore,
  type SearchSort,
} from "./search-filters.ts";
import { searchCanonical, searchDescription, searchJsonLd, searchTitle, type SearchWords } from "./search-seo.ts";
import { PageRedirect, useAfterHydration, useScrollReset } from "./site-navigation.tsx";
import { categoriesQuery, searchQuery, type CategoryNode, type SearchResult } from "./marketplace.client.ts";
import { useSiteData, usePrefetchSiteData } from "../../../site-app/site-data.tsx";
import { LoadErrorBoundary } from "./states.tsx";
import { searchHref } from "./search-filters.ts";
import { useSearchFilters } from "./use-search-filters.ts";
import styles from "./search.module.css";

const sortLabel = (t: SearchWords, sort: SearchSort) => t.t(`sort.${sort}`);

/** The viewer's own timezone: theirs when signed in, else the browser's (known only after hydration). */
function useMyTimezone(saved: string | undefined): string | null {
  const [browser, setBrowser] = useState<string | null>(null);
  useEffect(() => setBrowser(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC"), []);
  return saved ?? browser;
}

/**
 * The free-text box; remounted (by key) when the address bar's query changes, e.g. on back. A plain
 * GET form without JavaScript. Past the API's limit it says so and waits; what was typed stays.
 */
function SearchBox({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const t = useT(siteMarketplaceSearchMessages);
  const [text, setText] = useState(query);
  const error = tooLong(text, SEARCH_TEXT_LIMIT) ? t.t("box.tooLong", { max: String(SEARCH_TEXT_LIMIT.max) }) : null;
  return (
    <>
      <form
        role="search"
        action="/search"
        className={styles.searchBox}
        onSubmit={(event) => {
          event.preventDefault();
          if (!error) onSearch(text.trim());
        }}
      >
        <label htmlFor="marketplace-query" className="visually-hidden">
          {t.t("box.label")}
        </label>
        <span className={styles.searchIcon} aria-hidden="true">
          <Icon name="search" size={20} />
        </span>
        <input
          id="marketplace-query"
          type="search"
          name="query"
          value={text}
          placeholder={t.t("box.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "marketplace-query-error" : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t.t("box.submit")}</Button>
      </form>
      {error && (
        <p id="marketplace-query-error" className={styles.searchError}>
          {error}
        </p>
      )}
    </>
  );
}

const loadExplore = () => import("./explore-categories.tsx");
/** The phone's filter sheet: mounted, and its code loaded, when someone opens it. */
const FilterSheet = lazy(() => import("./filter-sheet.tsx").then((m) => ({ default: m.FilterSheet })));

/** "Explore categories" under an empty search; below the results, so it loads once the page is interactive. */
function Explore({ seed }: { seed: number | null }) {
  const explore = useAfterHydration(loadExplore);
  return explore ? (
    <explore.ExploreCategories
      seed={seed}
      Frame={ExploreFrame}
      categoryHref={(category) => searchHref({ ...EMPTY_FILTERS, category, seed })}
    />
  ) : (
    <ExploreFrame />
  );
}

function SearchPage() {
  const t = useT(siteMarketplaceSearchMessages);
  const words = useT(siteMarketplaceMessages);
  const { filters, settled, pending, apply, update } = useSearchFilters();
  const { data: me } = useMe();
  const viewerCurrency = me?.currency ?? DEFAULT_CURRENCY;
  usePrefetchSiteData(categoriesQuery);
  const results = useSiteData(searchQuery(apiSearchParams(settled, viewerCurrency))) as SearchResult;
  const categories = useSiteData(categoriesQuery) as CategoryNode[];
  const options = flattenCategories(categories);
  const myTimezone = useMyTimezone(me?.timezone);
  const abs = useAbsoluteUrl();
  const [sheetOpen, setSheetOpen] = useState(false);
  const filterCount = activeFilterCount(filters);
  const category = categoryName(categories, settled.category);
  const title = searchTitle(settled, category, t);
  const canonical = searchCanonical(settled);
  const total = results.meta.total;
  const totalLabel = advisorCount(results.meta, words);
  const showLabel = results.meta.totalCapped ? t.t("sheet.showCapped", { total }) : t.t("sheet.show", { total });

  const panel = (
    <FiltersPanel
      filters={filters}
      categories={options}
      currency={filters.currency ?? viewerCurrency}
      myTimezone={myTimezone}
      onChange={update}
      onClear={() => apply(clearFilters(filters))}
    />
  );

  return (
    <>
      <PageMeta
        title={siteTitle(title)}
        description={searchDescription(settled, category, t)}
        path={canonical}
        jsonLd={searchJsonLd(
          { title, canonical, total, firstPosition: (results.meta.page - 1) * results.meta.limit + 1, cards: results.data },
          abs,
        )}
      />
      <section className={styles.hero}>
        <Container>
          <h1>{t.t("title.default")}</h1>
          <p className={styles.lede}>{t.t("hero.lede")}</p>
          <SearchBox key={filters.query} query={filters.query} onSearch={(query) => update({ query })} />
        </Container>
      </section>

      <Container className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t.t("filters.title")}>
          <h2 className={styles.sidebarTitle}>{t.t("filters.title")}</h2>
          {panel}
        </aside>
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <h2 className={styles.count} aria-live="polite">
              {pending ? t.t("results.searching") : totalLabel}
            </h2>
            <Button
              variant="outline"
              size="small"
              className={styles.filtersButton}
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
            >
              {t.t("filters.title")}
              {filterCount > 0 && <span className={styles.countBubble}>{filterCount}</span>}
            </Button>
            <label className={styles.sort}>
              <span>{t.t("sort.label")}</span>
              <select
                className="focus-ring"
                value={filters.sort ?? ""}
                onChange={(event) => update({ sort: (event.target.value || null) as SearchSort | null })}
              >
                <option value="">{filters.query ? sortLabel(t, "relevance") : t.t("sort.recommended")}</option>
                {SEARCH_SORTS.filter((sort) => sort !== "relevance").map((sort) => (
                  <option key={sort} value={sort}>
                    {sortLabel(t, sort)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <SearchResults
            filters={filters}
            settled={settled}
            data={results}
            stale={pending}
            categoryOptions={options}
            currency={filters.currency ?? viewerCurrency}
            onChange={update}
            onApply={apply}
          />
        </div>
      </Container>

      {sheetOpen && (
        <Suspense fallback={null}>
          <FilterSheet
            open
            onClose={() => setSheetOpen(false)}
            onClear={filterCount > 0 ? () => apply(clearFilters(filters)) : null}
            resultLabel={pending ? t.t("sheet.showAdvisors") : showLabel}
          >
            {panel}
          </FilterSheet>
        </Suspense>
      )}

      {showsExplore(settled) && <Explore seed={settled.seed} />}
    </>
  );
}

/**
 * /search: the marketplace (public-site §2). Everything on the page is in its address. A shuffled
 * search without a seed first gets one (a redirect), so the order is stable across pages and the same
 * for whoever opens a shared link — and the server and the browser show the same results.
 */
export default function SearchRoute() {
  useScrollReset();
  const { search } = useLocation();
  const filters = useMemo(() => parseSearchParams(new URLSearchParams(search)), [search]);
  const seed = useMemo(() => (needsSeed(filters) ? newSeed() : null), [filters]);
  if (seed !== null) return <PageRedirect to={searchHref({ ...filters, seed })} />;
  return (
    <LoadErrorBoundary what="advisors">
      <SearchPage />
    </LoadErrorBoundary>
  );
}
