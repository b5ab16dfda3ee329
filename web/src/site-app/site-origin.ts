import { createContext, useContext } from "react";

/** The site's public origin (e.g. "https://kora.example"), the same on the server and in the browser. */
export const SiteOriginContext = createContext<string>("");

/** Absolute URL for a site path, for JSON-LD and share links: `useAbsoluteUrl()("/pricing")`. */
export function useAbsoluteUrl(): (path: string) => string {
  const origin = useContext(SiteOriginContext);
  return (path) => `${origin}${path}`;
}
