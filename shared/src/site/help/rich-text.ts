/**
 * The help centre's rich text: paragraphs separated by a blank line, a block of lines starting
 * with "- " is a list, and `[text](target)` is a link. Pure and tiny, so the /faq page can import it.
 */
export type Inline = { type: "text"; text: string } | { type: "link"; text: string; href: string };
export type Block = { type: "paragraph"; content: Inline[] } | { type: "list"; items: Inline[][] };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits one line of text into text and link pieces. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) out.push({ type: "text", text: text.slice(last, match.index) });
    out.push({ type: "link", text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ type: "text", text: text.slice(last) });
  return out;
}

/** Rich text → blocks of paragraphs and lists. */
export function parseRichText(source: string): Block[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map(
      (lines): Block =>
        lines.every((line) => line.startsWith("- "))
          ? { type: "list", items: lines.map((line) => parseInline(line.slice(2))) }
          : { type: "paragraph", content: parseInline(lines.join(" ")) },
    );
}

const inlineText = (content: Inline[]) => content.map((piece) => piece.text).join("");

/** The plain text of an answer (links become their text), for JSON-LD and search snippets. */
export function answerText(source: string): string {
  return parseRichText(source)
    .map((block) => (block.type === "paragraph" ? inlineText(block.content) : block.items.map(inlineText).join(" ")))
    .join(" ");
}

/** Every link target in an answer. */
export function answerLinks(source: string): string[] {
  return [...source.matchAll(LINK)].map((match) => match[2]!);
}
