import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { siteHelpMessages } from "@kora/shared/i18n/messages/site-help.ts";
import type { SiteDocument } from "@kora/shared/site/help/types.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { isAppPath } from "../../../site-app/app-paths.ts";
import { PageMeta, siteTitle, useResponseStatus } from "../../../site-app/page-meta.tsx";
import { useSiteQuery } from "../../../site-app/site-data.tsx";
import { useAbsoluteUrl } from "../../../site-app/site-origin.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { SiteLink } from "./site-link.tsx";
import { LEGAL_DOCUMENTS, formatDocumentDate } from "./legal-documents.ts";
import styles from "./document.module.css";

/**
 * Links inside the document's HTML are plain anchors: site pages open through the router (no full
 * reload); in-page anchors, app pages and anything opened in a new tab behave as the browser does.
 */
function useFollowLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href?.startsWith("/") || href.startsWith("//") || anchor.target) return;
    if (isAppPath(href.split(/[?#]/)[0]!)) return;
    event.preventDefault();
    navigate(href);
  };
}

function DocumentNotFound() {
  useResponseStatus(404);
  const t = useT(siteHelpMessages);
  return (
    <article className={styles.page}>
      <PageMeta title={siteTitle(t.t("missing.meta.title"))} description={t.t("missing.meta.description")} noindex />
      <header className={styles.hero}>
        <div className={styles.wrap}>
          <h1 className={styles.title}>{t.t("missing.title")}</h1>
          <p className={styles.missing}>{t.t("missing.text")}</p>
          <ButtonLink to="/get-in-touch">{t.t("getInTouch")}</ButtonLink>
        </div>
      </header>
      <div className={styles.wrap}>
        <OtherDocuments current="" />
      </div>
    </article>
  );
}

function OtherDocuments({ current }: { current: string }) {
  const t = useT(siteHelpMessages);
  return (
    <nav className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.relatedTitle}>
        {t.t("document.more")}
      </h2>
      <ul className={styles.relatedList}>
        {LEGAL_DOCUMENTS.filter((doc) => doc.slug !== current).map((doc) => (
          <li key={doc.slug}>
            <SiteLink href={`/${doc.slug}`}>{t.t(`doc.${doc.slug}`)}</SiteLink>
          </li>
        ))}
        <li>
          <SiteLink href="/faq">{t.t("document.helpCentre")}</SiteLink>
        </li>
        <li>
          <SiteLink href="/get-in-touch">{t.t("getInTouch")}</SiteLink>
        </li>
      </ul>
    </nav>
  );
}

/** The legal pages (/code-of-conduct, /cancellation-policy, /privacy, /terms-and-conditions): Markdown from GET /api/content/pages/:slug. */
export default function DocumentPage() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/^\/+|\/+$/g, "");
  const abs = useAbsoluteUrl();
  const followLinks = useFollowLinks();
  const t = useT(siteHelpMessages);
  const locale = useLocale();
  // The policies are written in English only: say so, and mark them English for screen readers and translators.
  const english = locale === "en" ? undefined : "en";
  const { data: doc } = useSiteQuery<SiteDocument>(["site-document", slug], `/api/content/pages/${encodeURIComponent(slug)}`, {
    staleTime: 300_000,
  });
  if (!doc) return <DocumentNotFound />;

  const path = `/${doc.slug}`;
  const title = siteTitle(doc.title);
  return (
    <article className={styles.page}>
      <PageMeta
        title={title}
        description={doc.description}
        path={path}
        jsonLd={{
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: title,
          description: doc.description,
          url: abs(path),
          dateModified: doc.updated,
          isPartOf: { "@type": "WebSite", name: BRAND.name, url: abs("/") },
        }}
      />
      <header className={styles.hero}>
        <div className={styles.wrap}>
          <p className={styles.eyebrow}>{t.t("document.eyebrow")}</p>
          <h1 className={styles.title} lang={english}>
            {doc.title}
          </h1>
          <p className={styles.updated}>
            {t.rich("document.updated", {
              date: formatDocumentDate(doc.updated, locale),
              time: (chunks) => (
                <time key="time" dateTime={doc.updated}>
                  {chunks}
                </time>
              ),
            })}
          </p>
          {english && <p className={styles.updated}>{t.t("document.inEnglish")}</p>}
        </div>
      </header>
      <div className={styles.wrap}>
        <div className={styles.layout}>
          {doc.headings.length > 0 && (
            <nav className={styles.toc} aria-labelledby="toc-title">
              <h2 id="toc-title" className={styles.tocTitle}>
                {t.t("document.toc")}
              </h2>
              <ol className={styles.tocList} lang={english}>
                {doc.headings.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`}>{heading.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className={styles.body}>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated link handling; the anchors inside stay keyboard-usable (Enter fires click) and site links go through the router. */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegated link handling; the anchors inside stay keyboard-usable (Enter fires click) and site links go through the router. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from the API's Markdown renderer (api/src/features/content/markdown.ts), which escapes raw HTML. */}
            <div className={styles.prose} lang={english} onClick={followLinks} dangerouslySetInnerHTML={{ __html: doc.html }} />
            <OtherDocuments current={doc.slug} />
          </div>
        </div>
      </div>
    </article>
  );
}
