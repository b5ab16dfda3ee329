import { useContext, useEffect, useRef, useState } from "react";
import { Navigate, useLocation, useNavigationType } from "react-router-dom";
import { HeadContext, ServerRedirect } from "../../../site-app/page-meta.tsx";

/**
 * Moves the visitor on: on the server the response becomes a redirect (301 for a canonical address);
 * in the browser (a page reached by a link) the router replaces the entry, without a reload.
 */
export function PageRedirect({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const onServer = useContext(HeadContext) !== null;
  return onServer ? <ServerRedirect to={to} permanent={permanent} /> : <Navigate to={to} replace />;
}

/**
 * A page reached by a link starts at the top (the site's router has no scroll restoration); back and
 * forward keep the browser's position, and navigations marked `keepScroll` (search filters) stay put.
 */
export function useScrollReset(): void {
  const { key, state } = useLocation();
  const type = useNavigationType();
  const keep = (state as { keepScroll?: boolean } | null)?.keepScroll === true;
  // Once per history entry: the page's first render and each navigation after it.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (handled.current === key) return;
    handled.current = key;
    if (type !== "POP" && !keep) window.scrollTo(0, 0);
  }, [key, type, keep]);
}

/**
 * A module loaded once the page is interactive, for parts below the fold that fetch their own data
 * in the browser (explore categories, reviews): their code stays out of what the page needs first.
 * Null until loaded — the server and the first browser render both show the placeholder.
 */
export function useAfterHydration<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((module) => live && setLoaded({ module }));
    return () => {
      live = false;
    };
    // Once per mount: callers pass a module-level `() => import(…)`, the same function every render.
  }, [load]);
  return loaded?.module ?? null;
}
