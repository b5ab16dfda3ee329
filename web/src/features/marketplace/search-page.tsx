import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { DEFAULT_CURRENCY } from "@kora/shared/constants.ts";
import { SEARCH_SORTS } from "@kora/shared/contracts/cards.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useMediaQuery } from "../../lib/use-viewport.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Container } from "../../ui/surface.tsx";
import { categoryName, flattenCategories } from "./categories.ts";
import { ExploreCategories } from "./explore-categories.tsx";
import { FilterSheet } from "./filter-sheet.tsx";
import { FiltersPanel } from "./filters-panel.tsx";
import { categoriesQuery, searchQuery } from "./marketplace.api.ts";
import { SearchResults } from "./search-results.tsx";
import { activeFilterCount, apiSearchParams, clearFilters, showsExplore, type SearchFilters, type SearchSort } from "./search-filters.ts";
import { useSearchFilters } from "./use-search-filters.ts";
import styles from "./search.module.css";

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Best match",
  "rate-asc": "Price: low to high",
  "rate-desc": "Price: high to low",
  newest: "Newest",
  rating: "Top rated",
};

const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

function pageTitle(filters: SearchFilters, category: string | null): string {
  if (filters.query) return `Advisors for “${filters.query}”`;
  if (category) return `${category} advisors`;
  return "Find an advisor";
}

/** The free-text box; remounted (by key) when the address bar's query changes, e.g. on back. */
function SearchBox({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  return (
    <form
      role="search"
      className={styles.searchBox}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="marketplace-query" className="visually-hidden">
        Search advisors
      </label>
      <span className={styles.searchIcon} aria-hidden="true">
        <Icon name="search" size={20} />
      </span>
      <input id="marketplace-query" type="search" name="query" value={text} maxLength={200} placeholder="Skill or topic" onChange={(event) => setText(event.target.value)} />
      <Button type="submit">Search</Button>
    </form>
  );
}

/** /search: the marketplace (public-site §2). Everything on the page is in its address. */
export function SearchPage() {
  const { filters, apply, update } = useSearchFilters();
  const { data: me } = useMe();
  const viewerCurrency = me?.currency ?? DEFAULT_CURRENCY;
  const results = useQuery(searchQuery(apiSearchParams(filters, viewerCurrency)));
  const categories = useQuery(categoriesQuery);
  const options = flattenCategories(categories.data ?? []);
  const wide = useMediaQuery("(min-width: 960px)");
  const [sheetOpen, setSheetOpen] = useState(false);
  const filterCount = activeFilterCount(filters);
  usePageTitle(pageTitle(filters, categoryName(categories.data ?? [], filters.category)));

  const panel = (
    <FiltersPanel
      filters={filters}
      categories={options}
      currency={filters.currency ?? viewerCurrency}
      myTimezone={me?.timezone ?? browserTimezone()}
      onChange={update}
      onClear={() => apply(clearFilters(filters))}
    />
  );
  const total = results.data?.meta.total;

  return (
    <>
      <section className={styles.hero}>
        <Container>
          <h1>Find an advisor</h1>
          <p className={styles.lede}>One-to-one video sessions with people who have done it. Browse freely; you only need an account to book.</p>
          <SearchBox key={filters.query} query={filters.query} onSearch={(query) => update({ query })} />
        </Container>
      </section>

      <Container className={styles.layout}>
        {wide && (
          <aside className={styles.sidebar} aria-label="Filters">
            <h2 className={styles.sidebarTitle}>Filters</h2>
            {panel}
          </aside>
        )}
        <div className={styles.main}>
          <div className={styles.toolbar}>
            <p className={styles.count} aria-live="polite">
              {total === undefined ? "Searching…" : `${total} ${total === 1 ? "advisor" : "advisors"}`}
            </p>
            {!wide && (
              <Button variant="outline" size="small" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
                Filters{filterCount > 0 && <span className={styles.countBubble}>{filterCount}</span>}
              </Button>
            )}
            <label className={styles.sort}>
              <span>Sort</span>
              <select value={filters.sort ?? ""} onChange={(event) => update({ sort: (event.target.value || null) as SearchSort | null })}>
                <option value="">{filters.query ? "Best match" : "Recommended"}</option>
                {SEARCH_SORTS.filter((sort) => sort !== "relevance").map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <SearchResults filters={filters} results={results} categoryOptions={options} currency={filters.currency ?? viewerCurrency} onChange={update} onApply={apply} />
        </div>
      </Container>

      {!wide && (
        <FilterSheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          onClear={filterCount > 0 ? () => apply(clearFilters(filters)) : null}
          resultLabel={total === undefined ? "Show advisors" : `Show ${total} ${total === 1 ? "advisor" : "advisors"}`}
        >
          {panel}
        </FilterSheet>
      )}

      {showsExplore(filters) && <ExploreCategories seed={filters.seed} />}
    </>
  );
}
