import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { isAppPath } from "../../site-app/app-paths.ts";
import { PageLoader } from "../../ui/page-loader.tsx";
import { NotFoundPage } from "./error-page.tsx";

/**
 * The app's catch-all. A path the app owns but doesn't know is a 404 here; any other path is a
 * page of the server-rendered public site (or the site's 404), so the document is loaded for real.
 */
export function AppCatchAll() {
  const { pathname, search, hash } = useLocation();
  const ours = isAppPath(pathname);
  useEffect(() => {
    if (ours) return;
    const target = `${pathname}${search}${hash}`;
    // The router has already put `target` in the address bar: assigning it again when it has a
    // #fragment would only scroll (no load), so the document is reloaded instead.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (hash && here === target) window.location.reload();
    else window.location.assign(target);
  }, [ours, pathname, search, hash]);
  return ours ? <NotFoundPage /> : <PageLoader delayMs={300} />;
}
