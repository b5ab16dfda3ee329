import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales.ts";

/**
 * The public site's addresses in each language: English at the root ("/pricing"), the others under
 * their code ("/sv/pricing", "/sv" for the home page). The signed-in app keeps one address for all.
 */
export function splitLocalePath(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !isLocale(match[1])) return { locale: null, path: pathname };
  return { locale: match[1], path: match[2] || "/" };
}

/** The address of `path` in `locale`. */
export const localePath = (locale: Locale, path: string): string =>
  locale === DEFAULT_LOCALE ? path : `/${locale}${path === "/" ? "" : path}`;

/** The `basename` a page in `locale` is routed under ("" for English). */
export const localeBase = (locale: Locale): string => (locale === DEFAULT_LOCALE ? "" : `/${locale}`);

/** Every language's address of `path`, as `hreflang` alternates and sitemaps list them ("x-default": the root). */
export function alternates(path: string): { hreflang: Locale | "x-default"; path: string }[] {
  return [...LOCALES.map((locale) => ({ hreflang: locale, path: localePath(locale, path) })), { hreflang: "x-default", path }];
}
