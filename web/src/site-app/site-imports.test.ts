import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "./site-pages.ts";

/**
 * Public pages load before they are interactive only what the site needs (the ≤ 120 KB budget):
 * no zod, no forms, no app client or session, no realtime client, no contract values. Walks the
 * static value imports of the site entry and of every page module; type-only imports and dynamic
 * `import()` are not loaded with the page.
 */
const WEB_SRC = resolve(__dirname, "..");
const SHARED_SRC = resolve(WEB_SRC, "../../shared/src");
const FORBIDDEN = [
  /^zod$/,
  /^react-hook-form$/,
  /^@hookform\//,
  /\/lib\/api-client\.ts$/,
  /\/lib\/session\.ts$/,
  /\/lib\/realtime\//,
  /\/shared\/src\/contracts\//,
];

function staticImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specs: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^'"]*?\s+from\s+)?["']([^"']+)["'];?/gm)) {
    if (match[2]) continue; // import type … / export type …
    const clause = match[3] ?? "";
    const names = clause
      .replace(/[{}]|from/g, "")
      .split(",")
      .map((name) => name.trim());
    if (/^\{[^}]*\}\s+from\s+$/.test(`${clause.trim()} `) && names.every((name) => name === "" || name.startsWith("type "))) continue;
    specs.push(match[4]!);
  }
  return specs;
}

function resolveImport(from: string, spec: string): string | null {
  if (spec.startsWith("@kora/shared/")) return join(SHARED_SRC, spec.slice("@kora/shared/".length));
  if (!spec.startsWith(".")) return null;
  return resolve(dirname(from), spec);
}

/** Every file and package a module loads statically. */
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

const MODULES = ["site-app/entry-client.tsx", ...new Set(SITE_PAGES.map((page) => `features/site/${page.page}`))];

describe("what public pages load statically", () => {
  it.each(MODULES)("%s loads no zod, forms, app client, session, realtime client or contract values", (module) => {
    const { files, packages } = graph(join(WEB_SRC, module));
    expect(files.size).toBeGreaterThan(1);
    const loaded = [...files, ...packages];
    for (const pattern of FORBIDDEN)
      expect(
        loaded.filter((name) => pattern.test(name)),
        String(pattern),
      ).toEqual([]);
  });
});
