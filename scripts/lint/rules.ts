import { commentsOf, type ImportEdge } from "./imports.ts";

/** A broken boundary: where, which rule, and what to do instead. */
export interface Finding {
  rule: string;
  file: string;
  line: number;
  message: string;
}

const FEATURE = /^(api|web)\/src\/features\/([^/]+)\/(.+)$/;
const isTest = (file: string) => /\.(test|e2e)\.tsx?$/.test(file) || file.startsWith("api/src/test/");

/**
 * A feature's public face, the one file other features import: `<name>.service.ts` on the API,
 * `<name>.api.ts` in the web app. Row types (`<name>.table.ts`) may also be imported, for types only.
 */
export function isPublicEntry(side: string, feature: string, rest: string, typeOnly: boolean): boolean {
  if (side === "api" && rest === `${feature}.service.ts`) return true;
  if (side === "web" && rest === `${feature}.api.ts`) return true;
  return typeOnly && side === "api" && rest === `${feature}.table.ts`;
}

/**
 * Packages shared/ may use besides itself: pure computation that runs alike in the browser, Deno and
 * Node (no I/O, no globals). zod for contracts; libphonenumber-js for mobile numbers (its metadata is
 * the maintained source of every country's numbering plan, which no hand-written rule keeps up with).
 */
const SHARED_PACKAGES = ["pkg:zod", "pkg:libphonenumber-js"];
const sharedMayImport = (to: string) => SHARED_PACKAGES.some((name) => to === name || to.startsWith(`${name}/`));

/** The conventions (CONVENTIONS.md) as rules over single imports. */
export const EDGE_RULES: { name: string; check(edge: ImportEdge): string | null }[] = [
  {
    name: "shared-is-pure",
    check: ({ from, to }) => {
      if (!from.startsWith("shared/src/") || isTest(from)) return null;
      if (to.startsWith("shared/src/") || sharedMayImport(to)) return null;
      return `shared/ imports nothing runtime-specific (only shared/ itself, zod and libphonenumber-js), not ${to.replace(/^pkg:/, "")}`;
    },
  },
  {
    name: "lib-ui-below-features",
    check: ({ from, to }) =>
      /^web\/src\/(lib|ui)\//.test(from) && !isTest(from) && /^web\/src\/(features|app|site-app)\//.test(to)
        ? `web/src/lib and web/src/ui sit below features: move what ${to} gives into lib/ or ui/, or pass it in`
        : null,
  },
  {
    name: "platform-below-features",
    check: ({ from, to, typeOnly }) =>
      /^api\/src\/(http|jobs|lib|realtime|adapters|db|ports)\//.test(from) &&
      !isTest(from) &&
      to.startsWith("api/src/features/") &&
      !typeOnly
        ? `platform code (http, jobs, lib, realtime, adapters, db, ports) does not call features: take what ${to} gives as a port from createApp`
        : null,
  },
  {
    name: "feature-public-entry",
    check: ({ from, to, typeOnly }) => {
      const a = FEATURE.exec(from);
      const b = FEATURE.exec(to);
      if (!a || !b || a[1] !== b[1] || a[2] === b[2]) return null;
      const [, side, feature, rest] = b as unknown as [string, string, string, string];
      if (isPublicEntry(side, feature, rest, typeOnly)) return null;
      const entry = side === "api" ? `${feature}.service.ts` : `${feature}.api.ts`;
      return `features/${a[2]} reaches into features/${feature}/${rest}: use features/${feature}/${entry}, or move the shared piece down`;
    },
  },
  {
    name: "jotai-behind-one-module",
    check: ({ from, to }) =>
      /^pkg:jotai(\/|$)/.test(to) && from !== "web/src/lib/jotai.ts"
        ? "jotai is imported only by web/src/lib/jotai.ts: import from there"
        : null,
  },
  {
    name: "e2e-test-wrapper",
    check: ({ from, to, specifier, typeOnly }) =>
      from.startsWith("web/e2e/") &&
      !from.startsWith("web/e2e/support/") &&
      specifier === "@playwright/test" &&
      !typeOnly &&
      to === "pkg:@playwright/test"
        ? "specs import test and expect from web/e2e/support/test.ts (it keeps the browsers on the server's clock)"
        : null,
  },
];

/** Import cycles among value imports (type-only imports vanish at run time): each cycle once, as its files in order. */
export function findCycles(edges: ImportEdge[]): string[][] {
  return stronglyConnected(edges.filter((edge) => !edge.typeOnly && !edge.to.startsWith("pkg:")).map((edge) => [edge.from, edge.to]));
}

/** Features that depend on each other (by value imports), e.g. cards ↔ catalog: the shared piece belongs below both. */
export function findFeatureCycles(edges: ImportEdge[]): string[][] {
  const pairs: [string, string][] = [];
  for (const edge of edges) {
    const a = FEATURE.exec(edge.from);
    const b = FEATURE.exec(edge.to);
    if (!edge.typeOnly && a && b && a[1] === b[1] && a[2] !== b[2] && !isTest(edge.from))
      pairs.push([`${a[1]}:${a[2]}`, `${b[1]}:${b[2]}`]);
  }
  return stronglyConnected(pairs);
}

function stronglyConnected(pairs: [string, string][]): string[][] {
  const graph = new Map<string, string[]>();
  for (const [from, to] of pairs) if (from !== to) graph.set(from, [...(graph.get(from) ?? []), to]);
  // Tarjan's strongly connected components; any component of two or more files holds a cycle.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return cycles;
}

const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|with)\(|\bsql(<[^>]*>)?`/;

/**
 * SQL lives in repositories (`*.repository.ts`) and named read models (`*.read-model.ts`, for search
 * and list loaders), never in handlers or services. Migrations, the database module, seeds and tests aside.
 */
export function sqlOutsideRepositories(file: string, source: string): string | null {
  if (!file.startsWith("api/src/") || isTest(file) || /^api\/src\/(db|seed)\//.test(file)) return null;
  if (/\.(repository|read-model)\.ts$/.test(file) || !QUERY.test(source)) return null;
  return "queries belong in a repository (*.repository.ts) or a read model (*.read-model.ts): move them there and call it";
}

const ROOT_MOUNT = /\bapi\.route\(\s*["']\/["']/;

/**
 * The API router mounts each feature's router under its own prefix (`api.route("/invites", …)`), so a
 * URL tells you the feature; a router mounted at `/` hides which paths it serves.
 */
export function rootMounts(file: string, source: string): string | null {
  if (file !== "api/src/routes/api.router.ts" || !ROOT_MOUNT.test(source)) return null;
  return 'a feature router mounted at "/": mount it under its own prefix (split it by prefix if it serves several)';
}

const ISSUE_REFERENCE = /\b[Ii]ssue ?#?\d+|\(#\d+\)/g;

/**
 * The word issue followed by a number (with or without a hash), or a hash and a number in
 * parentheses, in a comment or anywhere in a Markdown file: a tracker number that nobody reading the
 * repository can open. Cite the rule instead (core §7, public-site §1,
 * PROTOCOL §4, docs/README.md "How to cite") or say the reason in plain words.
 */
export function issueReferences(file: string, source: string): Finding[] {
  const text = file.endsWith(".md") ? source : commentsOf(source);
  const findings: Finding[] = [];
  text.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(ISSUE_REFERENCE)) {
      findings.push({
        rule: "no-issue-numbers",
        file,
        line: index + 1,
        message: `"${match[0]}" points at a tracker nobody reading the code can open: cite the rule (core §7, public-site §1, PROTOCOL §4) or say the reason`,
      });
    }
  });
  return findings;
}
