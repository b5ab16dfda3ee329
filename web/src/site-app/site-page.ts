/**
 * One public page of the server-rendered site. `page` names its module under
 * `web/src/features/site/` (e.g. "marketing/pricing-page.tsx"); the module's default export is the
 * page component. The server renders it to HTML; the browser hydrates it.
 */
export interface SitePage {
  /** A react-router path pattern, e.g. "/pricing" or "/articles/:slug". */
  path: string;
  page: string;
  /** Listed in sitemap.xml (static paths only; dynamic ones are listed by the server from data). */
  sitemap?: boolean;
  /** No header or footer: the `/embed` player, framed by other sites. */
  bare?: boolean;
}
