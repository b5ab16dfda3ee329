import { BRAND } from "@kora/shared/brand.ts";
import type { Article, ArticleSummary } from "@kora/shared/site/articles.ts";
import { articlePath } from "./articles-data.ts";

/** schema.org objects for the blog's pages (and the roundups, which list Cards the same way). */

export type AbsoluteUrl = (path: string) => string;
type Ld = Record<string, unknown>;

const CONTEXT = "https://schema.org";

export const publisherLd = (abs: AbsoluteUrl): Ld => ({
  "@type": "Organization",
  name: BRAND.name,
  url: abs("/"),
  logo: { "@type": "ImageObject", url: abs("/favicon.svg") },
});

/** Home › … › this page. */
export function breadcrumbLd(abs: AbsoluteUrl, trail: { name: string; path: string }[]): Ld {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: abs(item.path),
    })),
  };
}

/** A page that mostly lists other pages, with those pages in the order shown. */
export function collectionPageLd(
  abs: AbsoluteUrl,
  page: { path: string; name: string; description: string; items: { name: string; path: string }[] },
): Ld {
  return {
    "@context": CONTEXT,
    "@type": "CollectionPage",
    name: page.name,
    description: page.description,
    url: abs(page.path),
    inLanguage: "en",
    isPartOf: { "@type": "WebSite", name: BRAND.name, url: abs("/") },
    publisher: publisherLd(abs),
    mainEntity: {
      "@type": "ItemList",
      itemListElement: page.items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        url: abs(item.path),
      })),
    },
  };
}

/** The list pages' items. */
export const articleItems = (articles: ArticleSummary[]) =>
  articles.map((article) => ({ name: article.title, path: articlePath(article.slug) }));

/** One article (Google's Article rich result fields). */
export function articleLd(abs: AbsoluteUrl, article: Article, section: string): Ld {
  const url = abs(articlePath(article.slug));
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    dateModified: article.published,
    author: { "@type": "Person", name: article.author },
    publisher: publisherLd(abs),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: section,
    inLanguage: "en",
    ...(article.image ? { image: abs(article.image) } : {}),
  };
}
