import type { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";

export type ShellTranslator = Translator<KeyOf<typeof shellMessages>>;

/**
 * A menu entry's label in the page's language: the catalogue's `{prefix}.{id}` where there is one,
 * else the entry's own text (a group's name is the same in every language).
 */
export function navText(t: ShellTranslator, prefix: "item" | "entry" | "menu" | "account", entry: { id: string; title: string }): string {
  const key = `${prefix}.${entry.id}`;
  return t.has(key) ? t.t(key) : entry.title;
}

/** A header menu item's description in the page's language. */
export function itemDescription(t: ShellTranslator, item: { id: string; description?: string }): string | undefined {
  const key = `item.${item.id}.description`;
  return item.description && t.has(key) ? t.t(key) : item.description;
}
