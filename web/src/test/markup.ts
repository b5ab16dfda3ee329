import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** One element of server-rendered markup: its tag, attributes and text (tags stripped, entities decoded). */
export interface MarkupElement {
  tag: string;
  attrs: Record<string, string>;
  text: string;
  /** The element's own markup, for a further look inside. */
  html: string;
}

const decode = (text: string) =>
  text
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The node test environment has no DOM, so components are checked through server rendering. Reads the
 * elements of `tag` in document order (nesting of the same tag is not supported: none of ours nest).
 */
export function elementsOf(html: string, tag: string): MarkupElement[] {
  const found: MarkupElement[] = [];
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, "g");
  for (const match of html.matchAll(pattern)) {
    const attrs: Record<string, string> = {};
    for (const attr of (match[1] ?? "").matchAll(/([\w-:]+)(?:="([^"]*)")?/g)) attrs[attr[1]!] = decode(attr[2] ?? "");
    found.push({ tag, attrs, text: decode(match[2]!.replace(/<[^>]+>/g, "")).trim(), html: match[0] });
  }
  return found;
}

/** Server-rendered markup with React's text separators dropped. */
export const markupOf = (node: ReactNode) => renderToStaticMarkup(node).replace(/<!-- -->/g, "");

/** Whether a CSS-module class list holds the class written as `name` in the module (names are hashed). */
export const hasClass = (element: MarkupElement, name: string) =>
  (element.attrs.class ?? "").split(" ").some((c) => c === name || new RegExp(`^_${name}_[0-9a-f]+$`).test(c));
