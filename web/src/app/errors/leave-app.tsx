import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { isAppPath } from "../../site/app-paths.ts";
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
    if (!ours) window.location.assign(`${pathname}${search}${hash}`);
  }, [ours, pathname, search, hash]);
  return ours ? <NotFoundPage /> : <PageLoader delayMs={300} />;
}
