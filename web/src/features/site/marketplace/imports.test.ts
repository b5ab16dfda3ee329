import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The marketplace pages load before they are interactive only what the site needs: no zod, no
 * forms, no app client or session, no realtime client (that one comes in an effect, by `import()`).
 * Walks the static, value imports of each page module (type-only imports and dynamic `import()` are
 * not loaded with the page).
 */
const WEB_SRC = resolve(__dirname, "../../..");
const SHARED_SRC = resolve(WEB_SRC, "../../shared/src");
const FORBIDDEN = [/^zod$/, /^react-hook-form$/, /^@hookform\//, /\/lib\/api-client\.ts$/, /\/lib\/session\.ts$/, /\/lib\/realtime\//, /\/shared\/src\/contracts\//];

function staticImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specs: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^'"]*?\s+from\s+)?["']([^"']+)["'];?/gm)) {
    if (match[2]) continue; // import type … / export type …
    const clause = match[3] ?? "";
    if (/^\{[^}]*\}\s+from\s+$/.test(clause.trim() + " ") && clause.replace(/[{}]|from/g, "").split(",").every((name) => name.trim().startsWith("type ") || name.trim() === "")) continue;
    specs.push(match[4]!);
  }
  return specs;
}

function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith("@kora/shared/")) return join(SHARED_SRC, spec.slice("@kora/shared/".length));
  if (!spec.startsWith(".")) return null;
  return resolve(dirname(from), spec);
}

function graph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) return;
    for (const spec of staticImports(file)) {
      const target = resolveImport(file, spec);
      if (target === null) packages.add(spec);
      else if (existsSync(target)) visit(target);
    }
  };
  visit(entry);
  return { files, packages };
}

describe("the marketplace pages' static imports", () => {
  for (const page of ["search-page.tsx", "advisor-page.tsx", "card-page.tsx"]) {
    it(`${page} loads no zod, forms, app client, session, realtime client or contract values`, () => {
      const { files, packages } = graph(join(__dirname, page));
      expect(files.size).toBeGreaterThan(5);
      const loaded = [...files, ...packages];
      for (const pattern of FORBIDDEN) expect(loaded.filter((name) => pattern.test(name)), String(pattern)).toEqual([]);
    });
  }
});
