import { parseRichText, type Inline } from "@kora/shared/site/help/rich-text.ts";
import { SiteLink } from "./site-link.tsx";

function Pieces({ content, currentPath }: { content: Inline[]; currentPath: string }) {
  return content.map((piece, index) =>
    piece.type === "text" ? (
      piece.text
    ) : (
      <SiteLink key={index} href={piece.href} currentPath={currentPath}>
        {piece.text}
      </SiteLink>
    ),
  );
}

/** A help answer's paragraphs, lists and links (shared/src/site/help/rich-text.ts). */
export function RichTextView({ source, currentPath }: { source: string; currentPath: string }) {
  return parseRichText(source).map((block, index) =>
    block.type === "paragraph" ? (
      <p key={index}>
        <Pieces content={block.content} currentPath={currentPath} />
      </p>
    ) : (
      <ul key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Pieces content={item} currentPath={currentPath} />
          </li>
        ))}
      </ul>
    ),
  );
}
