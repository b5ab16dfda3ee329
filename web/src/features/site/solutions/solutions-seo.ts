import { BRAND } from "@kora/shared/brand.ts";

/** Turns a site path into an absolute URL (from `useAbsoluteUrl()`), as JSON-LD wants. */
export type AbsoluteUrl = (path: string) => string;

type Ld = Record<string, unknown>;

const CONTEXT = "https://schema.org";

export function organizationLd(abs: AbsoluteUrl): Ld {
  return { "@type": "Organization", name: BRAND.name, url: abs("/") };
}

/** Home › … › this page, for the search result's breadcrumb trail (`home`: the home page's name in the page's language). */
export function breadcrumbLd(abs: AbsoluteUrl, trail: { name: string; path: string }[], home = "Home"): Ld {
  const items = [{ name: home, path: "/" }, ...trail];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: abs(item.path) })),
  };
}

/** The page itself: a plain WebPage, or a CollectionPage when it mostly lists other pages; `inLanguage`: the page's language. */
export function webPageLd(
  abs: AbsoluteUrl,
  page: { path: string; name: string; description: string; type?: "WebPage" | "CollectionPage"; extra?: Ld; inLanguage?: string },
): Ld {
  return {
    "@context": CONTEXT,
    "@type": page.type ?? "WebPage",
    name: page.name,
    description: page.description,
    url: abs(page.path),
    inLanguage: page.inLanguage ?? "en",
    isPartOf: { "@type": "WebSite", name: BRAND.name, url: abs("/") },
    publisher: organizationLd(abs),
    ...page.extra,
  };
}

/** Links a listing page shows, as an ItemList (order as on the page). */
export function itemListLd(abs: AbsoluteUrl, items: { name: string; path: string }[]): Ld {
  return {
    "@type": "ItemList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, url: abs(item.path) })),
  };
}

/** Question and answer pairs shown on the page, word for word. */
export function faqPageLd(items: { q: string; a: string }[]): Ld {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.q, acceptedAnswer: { "@type": "Answer", text: item.a } })),
  };
}
