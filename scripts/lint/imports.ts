/**
 * The import graph of the project's TypeScript sources: every static import, re-export and dynamic
 * import, resolved to a file path relative to the repository root, and whether it is type-only.
 */
export interface ImportEdge {
  from: string;
  to: string;
  /** The specifier as written. */
  specifier: string;
  line: number;
  typeOnly: boolean;
}

const STATIC = /(?:^|[\n;])[ \t]*(import|export)[ \t]+(type[ \t]+)?(?:[\w*{}\s,$]*?[ \t\n]from[ \t]*)?["']([^"'\n]+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;
const INLINE_TYPES_ONLY = /^\s*\{\s*(?:type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?\s*)+\}\s*$/;

/** Imports in `source` (the file `from`), resolved by `resolve`; unresolvable specifiers (packages) keep their text in `to`. */
export function parseImports(from: string, source: string, resolve: (from: string, specifier: string) => string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  for (const match of source.matchAll(STATIC)) {
    const [whole, , typeKeyword, specifier] = match as unknown as [string, string, string | undefined, string];
    const clause = /(?:import|export)\s+(?:type\s+)?([\s\S]*?)\s*from\s*["']/.exec(whole)?.[1] ?? "";
    const typeOnly = Boolean(typeKeyword) || INLINE_TYPES_ONLY.test(clause);
    const offset = match.index + whole.search(/\S/);
    edges.push({ from, to: resolve(from, specifier), specifier, line: lineAt(offset), typeOnly });
  }
  for (const match of source.matchAll(DYNAMIC)) {
    edges.push({ from, to: resolve(from, match[1]!), specifier: match[1]!, line: lineAt(match.index), typeOnly: false });
  }
  return edges;
}

/** Strips comments so commented-out imports and prose in JSDoc never count. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, " ")).replace(/(^|[^:"'`\\])\/\/[^\n]*/g, "$1");
}

/** Only the comments of `source` (found as withoutComments finds them), everything else blanked: line numbers and columns hold. */
export function commentsOf(source: string): string {
  const kept = new Uint8Array(source.length);
  const keep = (from: number, to: number) => kept.fill(1, from, to);
  for (const match of source.matchAll(/\/\*[\s\S]*?\*\//g)) keep(match.index, match.index + match[0].length);
  for (const match of source.matchAll(/(^|[^:"'`\\])(\/\/[^\n]*)/gm)) keep(match.index + match[1]!.length, match.index + match[0].length);
  return source.replace(/[^\n]/g, (char, index: number) => (kept[index] ? char : " "));
}

/**
 * Resolves a specifier written in `from` to a repository-relative file among `files` (relative
 * paths and `@kora/shared/…`; a missing extension tries .ts, .tsx and index.ts); a package keeps its
 * name as `pkg:<name>`.
 */
export function importResolver(files: Set<string>): (from: string, specifier: string) => string {
  const normalise = (path: string) => {
    const parts: string[] = [];
    for (const part of path.split("/")) {
      if (part === "..") parts.pop();
      else if (part !== "." && part !== "") parts.push(part);
    }
    return parts.join("/");
  };
  return (from, specifier) => {
    let base: string;
    if (specifier.startsWith(".")) base = normalise(`${from.slice(0, from.lastIndexOf("/"))}/${specifier}`);
    else if (specifier.startsWith("@kora/shared/")) base = `shared/src/${specifier.slice("@kora/shared/".length)}`;
    else return `pkg:${specifier}`;
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate)) ?? base;
  };
}
