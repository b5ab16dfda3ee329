/**
 * What `npm run test:changed` runs for a set of changed files (paths from the repository root):
 * which files Biome checks, which sources the unit tests must be related to, and which end-to-end
 * specs cover the features touched. Pure, so its choices are unit-tested; scripts/test-changed.ts runs them.
 */

/** An end-to-end spec: its path and the specifiers it imports. */
export interface Spec {
  path: string;
  imports: string[];
}

export interface Selection<T> {
  items: T[];
  /** Why each item was chosen, by item. */
  reasons: Map<T, string[]>;
  /** What was left out on purpose, and what to run instead. */
  notes: string[];
}

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const BIOME = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|json|jsonc|css)$/;
/** Changes to these reach every unit test: the test runner's configuration and the installed dependencies. */
const SETUP = /^(package-lock\.json|vitest\.config\.ts)$/;

/** The files Biome checks: every changed file of a kind it reads (its own configuration picks what it ignores). */
export function biomeFiles(changed: string[]): string[] {
  return changed.filter((path) => BIOME.test(path));
}

/** Changed sources the unit projects (vitest.config.ts) can relate tests to; all of them when the setup changed. */
export function unitTargets(changed: string[]): { all: boolean; files: string[]; notes: string[] } {
  const setup = changed.filter((path) => SETUP.test(path));
  const notes: string[] = [];
  if (changed.some((path) => path.startsWith("api/server-tests/"))) {
    notes.push("api/server-tests/ changed: those run in `npm run test:server`, not here");
  }
  if (setup.length > 0) return { all: true, files: [], notes: [...notes, `every unit test: the setup changed (${setup.join(", ")})`] };
  const files = changed.filter(
    (path) => CODE.test(path) && /^(shared|api\/src|web\/src|web\/e2e|desktop|scripts)\//.test(path) && !path.endsWith(".e2e.ts"),
  );
  return { all: false, files, notes };
}

/** Words of a name, each made singular, so "meetings", "meeting-call" and "meeting.fixtures" share "meeting". */
export function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
}

/** True when the words of `term` appear, in order and side by side, among `candidate`'s. */
function contains(candidate: string[], term: string[]): boolean {
  for (let start = 0; start + term.length <= candidate.length; start++) {
    if (term.every((word, i) => candidate[start + i] === word)) return true;
  }
  return false;
}

/**
 * The features a changed path belongs to: `web/src/features/<f>/…` and `api/src/features/<f>/…`
 * give `<f>` and the names of the folders below it (`groups/console/…` gives groups and console).
 */
export function featuresOf(path: string): string[] {
  const match = /^(?:web|api)\/src\/features\/(.+)\/[^/]+$/.exec(path);
  return match ? match[1]!.split("/") : [];
}

const stem = (path: string) => path.slice(path.lastIndexOf("/") + 1).replace(/\..*$/, "");

/** What in an import names a feature: the file's name, and the folders of a path into shared/ (domain/meetings/…). */
function importWords(specifier: string): string[][] {
  if (!specifier.startsWith(".") && !specifier.startsWith("@kora/")) return [];
  const parts = specifier.split("/").filter((part) => part !== "." && part !== ".." && !part.startsWith("@"));
  const generic = new Set(["shared", "src", "contracts", "domain", "support", "fixtures"]);
  return parts.filter((part, i) => i === parts.length - 1 || !generic.has(part)).map((part) => words(stem(part)));
}

/** The e2e spec a relative import of `spec` points to, as a path from the repository root. */
function resolveFrom(spec: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const parts = spec.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/**
 * The end-to-end specs of the changed features: a spec whose name (`meeting-call.e2e.ts`) or one of
 * whose imports (`./meeting.fixtures.ts`, `@kora/shared/contracts/meetings.ts`) matches a changed
 * feature's name; a changed spec; the specs importing a changed helper of web/e2e. A change to
 * web/e2e/support/ or the Playwright configuration reaches every spec: noted, not selected.
 */
export function selectSpecs(changed: string[], specs: Spec[]): Selection<string> {
  const reasons = new Map<string, string[]>();
  const notes: string[] = [];
  const pick = (spec: string, reason: string) => {
    const list = reasons.get(spec) ?? [];
    if (!list.includes(reason)) list.push(reason);
    reasons.set(spec, list);
  };
  const isSpec = new Set(specs.map((spec) => spec.path));

  const features = new Map<string, string>(); // feature → the first changed path that named it
  for (const path of changed) {
    for (const feature of featuresOf(path)) if (!features.has(feature)) features.set(feature, path);
  }
  for (const [feature, path] of features) {
    const term = words(feature);
    let found = false;
    for (const spec of specs) {
      if (contains(words(stem(spec.path)), term)) {
        pick(spec.path, `feature ${feature} (${path}): the spec's name`);
        found = true;
        continue;
      }
      const via = spec.imports.find((specifier) => importWords(specifier).some((candidate) => contains(candidate, term)));
      if (via) {
        pick(spec.path, `feature ${feature} (${path}): imports ${via}`);
        found = true;
      }
    }
    if (!found) notes.push(`feature ${feature} (${path}): no e2e spec's name or imports match it`);
  }

  for (const path of changed) {
    if (isSpec.has(path)) pick(path, "the spec changed");
    else if (path === "playwright.config.ts" || path.startsWith("web/e2e/support/")) {
      notes.push(`${path} changed: it reaches every spec, so run \`npm run test:e2e\``);
    } else if (path.startsWith("web/e2e/") && CODE.test(path) && !path.endsWith(".test.ts")) {
      for (const spec of specs) {
        const via = spec.imports.find((specifier) => {
          const target = resolveFrom(spec.path, specifier);
          return target === path || target === path.replace(/\.ts$/, "");
        });
        if (via) pick(spec.path, `imports the changed ${path}`);
      }
    }
  }
  const items = [...reasons.keys()].sort();
  return { items, reasons, notes };
}

/** Whether the selected specs need the web app built again: a change under web/ (not the specs) or shared/. */
export function webChanged(changed: string[]): boolean {
  return changed.some((path) => path.startsWith("shared/") || (path.startsWith("web/") && !path.startsWith("web/e2e/")));
}
