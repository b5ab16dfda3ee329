/**
 * docs/map.md as text: hand-written lines kept, generated regions rewritten. Between
 * FEATURES_BEGIN and FEATURES_END each feature has a block: a heading naming its folder, the
 * hand-written lines (its `Owns:` line first), then its generated region. Elsewhere a region
 * `<!-- generated: NAME -->` … `<!-- /generated -->` is rewritten whole. Pure: no file system here.
 */

export const FEATURES_BEGIN = "<!-- features -->";
export const FEATURES_END = "<!-- /features -->";
export const GENERATED_END = "<!-- /generated -->";
const GENERATED_BEGIN = /^<!-- generated: (\S+) -->$/;
const HEADING = /^### `([^`]+?)\/?`/;
export const OWNS = "Owns:";

export const generatedBegin = (name: string) => `<!-- generated: ${name} -->`;
export const heading = (dir: string) => `### \`${dir}/\``;

/** One feature's block: `dir` from its heading, the hand-written lines, its generated lines. */
export interface Block {
  dir: string;
  written: string[];
  generated: string[];
}

export interface ParsedMap {
  /** Lines before the features list, and after it. */
  before: string[];
  blocks: Block[];
  after: string[];
}

/** Splits the map; a document without the features markers is all `before`. */
export function parseMap(text: string): ParsedMap {
  const lines = text.replace(/\n+$/, "").split("\n");
  const begin = lines.indexOf(FEATURES_BEGIN);
  const end = lines.indexOf(FEATURES_END);
  if (begin === -1 || end < begin) return { before: lines, blocks: [], after: [] };
  const blocks: Block[] = [];
  let current: (Block & { inGenerated: boolean }) | undefined;
  for (const line of lines.slice(begin + 1, end)) {
    const dir = HEADING.exec(line)?.[1];
    if (dir) {
      current = { dir, written: [], generated: [], inGenerated: false };
      blocks.push(current);
    } else if (!current) continue;
    else if (GENERATED_BEGIN.test(line)) current.inGenerated = true;
    else if (line === GENERATED_END) current.inGenerated = false;
    else if (current.inGenerated) current.generated.push(line);
    else current.written.push(line); // lines after the region move above it: nothing hand-written is lost
  }
  return {
    before: lines.slice(0, begin + 1),
    blocks: blocks.map(({ dir, written, generated }) => ({ dir, written: trimBlank(written), generated })),
    after: lines.slice(end),
  };
}

const trimBlank = (lines: string[]) => {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === "") start++;
  while (end > start && lines[end - 1]!.trim() === "") end--;
  return lines.slice(start, end);
};

/** A feature's `Owns:` text, or "" when the line is missing or empty. */
export function ownsOf(block: Block): string {
  const line = block.written.find((written) => written.startsWith(OWNS));
  return line ? line.slice(OWNS.length).trim() : "";
}

/** Where a new feature's block goes: next to its namesake on the other side, else in (path, side) order. */
function insertAt(blocks: Block[], dir: string): number {
  const [side, , , ...rest] = dir.split("/");
  const path = rest.join("/");
  const key = (d: string) => {
    const [s, , , ...r] = d.split("/");
    return { side: s!, path: r.join("/") };
  };
  const twin = blocks.findIndex((block) => key(block.dir).path === path);
  if (twin !== -1) return side === "api" ? twin : twin + 1;
  const later = blocks.findIndex((block) => {
    const other = key(block.dir);
    return other.path.localeCompare(path) > 0 || (other.path === path && other.side.localeCompare(side!) > 0);
  });
  return later === -1 ? blocks.length : later;
}

export interface MapUpdate {
  text: string;
  /** Blocks of folders that are gone, with their hand-written lines (to carry over to a renamed folder). */
  dropped: Block[];
}

/**
 * The map with every generated part rewritten: `features` maps each feature's folder to its
 * generated lines (blocks keep their order and hand-written lines; a gone folder's block is dropped,
 * a new one gets an empty `Owns:` line), and `regions` maps each other region's name to its lines.
 */
export function updateMap(text: string, features: Map<string, string[]>, regions: Map<string, string[]>): MapUpdate {
  const parsed = parseMap(text);
  const kept = parsed.blocks.filter((block) => features.has(block.dir));
  const dropped = parsed.blocks.filter((block) => !features.has(block.dir));
  const blocks = [...kept];
  for (const dir of features.keys()) {
    if (!blocks.some((block) => block.dir === dir)) blocks.splice(insertAt(blocks, dir), 0, { dir, written: [OWNS], generated: [] });
  }
  const rendered = blocks.flatMap((block) => [
    heading(block.dir),
    "",
    ...block.written,
    "",
    generatedBegin(block.dir),
    ...features.get(block.dir)!,
    GENERATED_END,
    "",
  ]);
  const body = parsed.blocks.length || parsed.after.length ? [...parsed.before, "", ...rendered, ...parsed.after] : parsed.before;
  return { text: `${rewriteRegions(body, regions).join("\n")}\n`, dropped };
}

/** Replaces the lines of each named region outside the features list; unknown regions are left alone. */
function rewriteRegions(lines: string[], regions: Map<string, string[]>): string[] {
  const out: string[] = [];
  let skipping = false;
  for (const line of lines) {
    const name = GENERATED_BEGIN.exec(line)?.[1];
    if (name && regions.has(name)) {
      out.push(line, ...regions.get(name)!);
      skipping = true;
    } else if (skipping && line === GENERATED_END) {
      out.push(line);
      skipping = false;
    } else if (!skipping) out.push(line);
  }
  return out;
}
