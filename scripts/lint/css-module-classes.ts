/**
 * Every class a component reads from a CSS module (`styles.head`, `styles["wide-row"]`) must be defined
 * in that module. A class that isn't there gives `undefined`, which React leaves out without a word, so
 * the element silently loses its look — what happens when a shared piece takes a style out of a
 * feature's stylesheet and one user of it is missed. Pure: scripts/lint/css-repeats.ts reads the files.
 */

export type ModuleImport = { name: string; specifier: string; line: number };
export type MissingClass = { file: string; line: number; name: string; className: string; stylesheet: string };

/** The CSS modules a source file imports by default name, with the line of each import. */
export function moduleImports(source: string): ModuleImport[] {
  const found: ModuleImport[] = [];
  for (const match of source.matchAll(/^import\s+(\w+)\s+from\s+"([^"]+\.module\.css)";?$/gm)) {
    found.push({ name: match[1]!, specifier: match[2]!, line: source.slice(0, match.index).split("\n").length });
  }
  return found;
}

/** The class names a stylesheet defines (any `.name` in a selector; comments left out). */
export function definedClasses(css: string): Set<string> {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\{[^{}]*\}/g, "{}");
  return new Set([...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

/** Each `name.className` / `name["class-name"]` read in `source`, with its line (comments left out). */
export function classReads(source: string, name: string): { className: string; line: number }[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " ")).replace(/\/\/[^\n]*/g, "");
  const pattern = new RegExp(`(?<![\\w.$/"'-])${name}(?:\\.([A-Za-z_$][\\w$]*)|\\["([\\w-]+)"\\])`, "g");
  return [...code.matchAll(pattern)].map((match) => ({
    className: (match[1] ?? match[2])!,
    line: code.slice(0, match.index).split("\n").length,
  }));
}

/** The reads in `source` (at `file`) of classes its CSS modules don't define; `stylesheetOf` gives a module's text. */
export function missingClasses(
  file: string,
  source: string,
  stylesheetOf: (specifier: string) => { path: string; text: string } | null,
): MissingClass[] {
  const missing: MissingClass[] = [];
  for (const module of moduleImports(source)) {
    const sheet = stylesheetOf(module.specifier);
    if (!sheet) continue;
    const defined = definedClasses(sheet.text);
    for (const read of classReads(source, module.name))
      if (!defined.has(read.className))
        missing.push({ file, line: read.line, name: module.name, className: read.className, stylesheet: sheet.path });
  }
  return missing;
}
