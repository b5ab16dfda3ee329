import { parseRichText, type Block, type Inline } from "@kora/shared/site/help/rich-text.ts";
import { SiteLink } from "./site-link.tsx";

function Pieces({ content, currentPath }: { content: Inline[]; currentPath: string }) {
  return content.map((piece, index) =>
    piece.type === "text" ? (
      piece.text
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a piece parsed from the text; its position in the line is its identity.
      <SiteLink key={index} href={piece.href} currentPath={currentPath}>
        {piece.text}
      </SiteLink>
    ),
  );
}

function BlockView({ block, currentPath }: { block: Block; currentPath: string }) {
  if (block.type === "paragraph")
    return (
      <p>
        <Pieces content={block.content} currentPath={currentPath} />
      </p>
    );
  return (
    <ul>
      {block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a list line parsed from the text; its position in the list is its identity.
        <li key={index}>
          <Pieces content={item} currentPath={currentPath} />
        </li>
      ))}
    </ul>
  );
}

/** A help answer's paragraphs, lists and links (shared/src/site/help/rich-text.ts). */
export function RichTextView({ source, currentPath }: { source: string; currentPath: string }) {
  return parseRichText(source).map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a block parsed from the text; its position in the answer is its identity.
    <BlockView key={index} block={block} currentPath={currentPath} />
  ));
}
