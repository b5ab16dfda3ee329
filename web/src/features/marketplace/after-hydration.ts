import { useEffect, useState } from "react";

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
    // Loaded once per mount: `load` is a module import.
  }, []);
  return loaded?.module ?? null;
}
