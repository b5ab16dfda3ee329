import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import type { SiteDocument } from "@kora/shared/site/help/types.ts";
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
  return (
    <article className={styles.page}>
      <PageMeta
        title={siteTitle("Document not found")}
        description="We can't find that document. It may have moved or the link may be wrong — our help centre and policies are listed here instead."
        noindex
      />
      <header className={styles.hero}>
        <div className={styles.wrap}>
          <h1 className={styles.title}>We can't find that document</h1>
          <p className={styles.missing}>
            It may have moved, or the link may be wrong. Our policies are listed below, and we're happy to help if you get in touch.
          </p>
          <ButtonLink to="/get-in-touch">Get in touch</ButtonLink>
        </div>
      </header>
      <div className={styles.wrap}>
        <OtherDocuments current="" />
      </div>
    </article>
  );
}

function OtherDocuments({ current }: { current: string }) {
  return (
    <nav className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.relatedTitle}>
        More from {BRAND.name}
      </h2>
      <ul className={styles.relatedList}>
        {LEGAL_DOCUMENTS.filter((doc) => doc.slug !== current).map((doc) => (
          <li key={doc.slug}>
            <SiteLink href={`/${doc.slug}`}>{doc.label}</SiteLink>
          </li>
        ))}
        <li>
          <SiteLink href="/faq">Help centre and FAQ</SiteLink>
        </li>
        <li>
          <SiteLink href="/get-in-touch">Get in touch</SiteLink>
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
          <p className={styles.eyebrow}>Policies</p>
          <h1 className={styles.title}>{doc.title}</h1>
          <p className={styles.updated}>
            Last updated <time dateTime={doc.updated}>{formatDocumentDate(doc.updated)}</time>
          </p>
        </div>
      </header>
      <div className={styles.wrap}>
        <div className={styles.layout}>
          {doc.headings.length > 0 && (
            <nav className={styles.toc} aria-labelledby="toc-title">
              <h2 id="toc-title" className={styles.tocTitle}>
                On this page
              </h2>
              <ol className={styles.tocList}>
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
            <div className={styles.prose} onClick={followLinks} dangerouslySetInnerHTML={{ __html: doc.html }} />
            <OtherDocuments current={doc.slug} />
          </div>
        </div>
      </div>
    </article>
  );
}
