import { ErrorContent } from "../app/errors/error-page.tsx";
import { PageMeta, siteTitle, useResponseStatus } from "./page-meta.tsx";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../lib/i18n/use-t.ts";

/** The site's 404 page (public-site §2 error page), answered with status 404. */
export function SiteNotFound() {
  useResponseStatus(404);
  const t = useT(shellMessages);
  return (
    <>
      <PageMeta title={siteTitle(t.t("error.404.page"))} description={t.t("error.404.text")} noindex />
      <ErrorContent kind={404} />
    </>
  );
}
