import { useCallback, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { parseSearchParams, searchHref, withFilters, type SearchFilters } from "./search-filters.ts";

/** History state of a filter change: the page keeps its scroll position (paging and links start at the top). */
export const KEEP_SCROLL = { keepScroll: true } as const;

/**
 * The search lives in the address bar: read it, and change it by navigating (so every change is
 * shareable and back/forward step through them).
 *
 * The router applies a navigation as a transition: the results for the new address suspend while
 * the old ones stay on screen. `filters` is what the controls show — the search just asked for, at
 * once, so a ticked box does not flick back meanwhile; `settled` is the address the results are for.
 */
export function useSearchFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  // The search asked for, and the address it was asked from: once the address changes, it has arrived (or was overtaken).
  const [asked, setAsked] = useState<{ search: string; from: string } | null>(null);
  if (asked !== null && asked.from !== search) setAsked(null);
  const shownSearch = asked?.from === search ? asked.search : search;
  const filters = useMemo(() => parseSearchParams(new URLSearchParams(shownSearch)), [shownSearch]);
  const settled = useMemo(() => parseSearchParams(new URLSearchParams(search)), [search]);
  const apply = useCallback(
    (next: SearchFilters) => {
      const href = searchHref(next);
      setAsked({ search: href.slice("/search".length), from: search });
      void navigate(href, { state: KEEP_SCROLL });
    },
    [navigate, search],
  );
  const update = useCallback((patch: Partial<SearchFilters>) => apply(withFilters(filters, patch)), [apply, filters]);
  return { filters, settled, pending: shownSearch !== search, apply, update };
}
