import { useCallback, useEffect, useMemo, useState } from "react";
import { redirect, useNavigate, useNavigation, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { needsSeed, newSeed, parseSearchParams, toSearchParams, withFilters, type SearchFilters } from "./search-filters.ts";

/** `/search?…` for `filters`. */
export function searchHref(filters: SearchFilters): string {
  const query = toSearchParams(filters).toString();
  return query ? `/search?${query}` : "/search";
}

/**
 * /search's loader: a shuffled search gets a seed in its address before anything renders, so the
 * order is stable across pages and the same for whoever opens a shared link. The redirect replaces
 * the address rather than adding a history entry.
 */
export function searchLoader({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const filters = parseSearchParams(url.searchParams);
  if (!needsSeed(filters)) return null;
  return redirect(searchHref({ ...filters, seed: newSeed() }));
}

/**
 * The search lives in the address bar: read it, and change it by navigating (so every change is
 * shareable and back/forward step through them). Filter changes keep the scroll position; paging
 * uses links and starts at the top.
 */
export function useSearchFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pending = useNavigation().location;
  const current = `?${params}`;
  // The router applies navigations as transitions and runs the route guard first. Until the address
  // catches up, show the search just asked for, so a ticked box does not flick back meanwhile.
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => setAsked(null), [current]);
  const search = asked ?? (pending?.pathname === "/search" ? pending.search : current);
  const filters = useMemo(() => parseSearchParams(new URLSearchParams(search)), [search]);
  const apply = useCallback(
    (next: SearchFilters) => {
      const href = searchHref(next);
      setAsked(href.slice("/search".length) || "?");
      void navigate(href, { preventScrollReset: true });
    },
    [navigate],
  );
  const update = useCallback((patch: Partial<SearchFilters>) => apply(withFilters(filters, patch)), [apply, filters]);
  return { filters, apply, update };
}
