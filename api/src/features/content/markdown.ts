import { Marked } from "marked";
import { escapeHtml } from "../../lib/html.ts";

/** A Markdown document's front matter (simple `key: value` lines between `---` fences) and body. */
export interface MarkdownDocument {
  meta: Record<string, string>;
  body: string;
}

/**
 * Splits `---\nkey: value\n---\nbody`. Values are plain strings (surrounding quotes removed);
 * callers validate them. A file without front matter has empty `meta`.
 */
export function parseFrontMatter(source: string): MarkdownDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line.trim());
    if (pair) meta[pair[1]!] = pair[2]!.replace(/^(["'])(.*)\1$/, "$2");
  }
  return { meta, body: source.slice(match[0].length) };
}

const marked = new Marked({ gfm: true, async: false });
// Our own files, but raw HTML in Markdown is still not passed through: everything is written in Markdown.
marked.use({ renderer: { html: ({ text }) => escapeHtml(text) } });

/** Markdown → HTML (GitHub-flavoured; raw HTML escaped). */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown) as string;
}

/** Plain text of a Markdown body, for descriptions and reading time. */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
