import { ErrorContent } from "../app/errors/error-page.tsx";
import { PageMeta, siteTitle, useResponseStatus } from "./page-meta.tsx";

/** The site's 404 page (public-site §2 error page), answered with status 404. */
export function SiteNotFound() {
  useResponseStatus(404);
  return (
    <>
      <PageMeta
        title={siteTitle("Page not found")}
        description="The page you were looking for can't be found. It may have moved, or the link may be wrong."
        noindex
      />
      <ErrorContent kind={404} />
    </>
  );
}
