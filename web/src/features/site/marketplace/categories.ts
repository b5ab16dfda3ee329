import type { CategoryNode } from "@kora/shared/contracts/cards.ts";
import { ADVISING_LANGUAGES } from "@kora/shared/domain/cards/options.ts";
import { languageName } from "@kora/shared/domain/format/text.ts";

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

/** "1-5" → "1–5 years", "20+" → "20+ years". */
export const experienceLabel = (value: string) => `${value.replace("-", "–")} years`;
