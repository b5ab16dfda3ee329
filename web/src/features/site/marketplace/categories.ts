import type { CategoryNode } from "@kora/shared/contracts/cards.ts";
import { ADVISING_LANGUAGES } from "@kora/shared/domain/cards/options.ts";
import { languageName } from "@kora/shared/domain/format/text.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { ENGLISH_MARKETPLACE_WORDS, type MarketplaceWords } from "./marketplace-words.ts";

export { languageName };

export type { CategoryNode };

export interface CategoryOption {
  id: string;
  name: string;
  depth: number;
}

/** The category tree as options of one select, parents before their children, each level by `order`. */
export function flattenCategories(nodes: readonly CategoryNode[], depth = 0): CategoryOption[] {
  return [...nodes]
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .flatMap((node) => [{ id: node.id, name: node.name, depth }, ...flattenCategories(node.children, depth + 1)]);
}

/** A category's name from the tree (null when unknown). */
export function categoryName(nodes: readonly CategoryNode[], id: string | null): string | null {
  if (!id) return null;
  return flattenCategories(nodes).find((option) => option.id === id)?.name ?? null;
}

/** The languages a visitor can filter by, alphabetical by name. */
export const LANGUAGE_OPTIONS = ADVISING_LANGUAGES.map((code) => ({ code, name: languageName(code) })).sort((a, b) =>
  a.name.localeCompare(b.name),
);

const optionsByLocale = new Map<Locale, { code: string; name: string }[]>([["en", LANGUAGE_OPTIONS]]);

/** The languages to filter by, named and ordered in `locale`. */
export function languageOptions(locale: Locale): { code: string; name: string }[] {
  let options = optionsByLocale.get(locale);
  if (!options) {
    options = ADVISING_LANGUAGES.map((code) => ({ code, name: languageName(code, locale) })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
    optionsByLocale.set(locale, options);
  }
  return options;
}

/** "1-5" → "1–5 years", "20+" → "20+ years" (in `t`'s language). */
export function experienceLabel(value: string, t: MarketplaceWords = ENGLISH_MARKETPLACE_WORDS): string {
  const key = `experience.${value}`;
  return t.has(key) ? t.t(key) : t.t("experience.other", { range: value.replace("-", "–") });
}
