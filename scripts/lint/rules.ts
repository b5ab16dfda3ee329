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
 * the maintained source of every country's numbering plan, which no hand-written rule keeps up with);
 * intl-messageformat for the message catalogues (ICU plurals and selects over the runtime's Intl).
 */
const SHARED_PACKAGES = ["pkg:zod", "pkg:libphonenumber-js", "pkg:intl-messageformat"];
const sharedMayImport = (to: string) => SHARED_PACKAGES.some((name) => to === name || to.startsWith(`${name}/`));

/** The conventions (CONVENTIONS.md) as rules over single imports. */
export const EDGE_RULES: { name: string; check(edge: ImportEdge): string | null }[] = [
  {
    name: "shared-is-pure",
    check: ({ from, to }) => {
      if (!from.startsWith("shared/src/") || isTest(from)) return null;
      if (to.startsWith("shared/src/") || sharedMayImport(to)) return null;
      return `shared/ imports nothing runtime-specific (only shared/ itself, zod, libphonenumber-js and intl-messageformat), not ${to.replace(/^pkg:/, "")}`;
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

const WRITE_QUERY = /\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/;
const WRITE_SQL = /\b(insert\s+(or\s+\w+\s+)?into|update|delete\s+from|replace\s+into)\s/i;
const SQL_TEMPLATE = /\bsql(?:<[^>]*>)?`([^`]*)`/g;
const DECLARATION = /^(?:export\s+)?(?:async\s+)?(?:function\s*\*?\s*([\w$]+)|(?:const|let)\s+([\w$]+))/gm;

/**
 * The repository writers among the top-level functions of a repository's `source` (comments
 * stripped): a declaration at the start of a line (`function x`, `const x =`, exported or not)
 * runs to the next one, and writes when its text holds a Kysely write (`insertInto`, `updateTable`,
 * `deleteFrom`, `replaceInto`, `mergeInto`), an `sql` template that inserts, updates or deletes, or
 * a call to another writer of the same file.
 */
export function repositoryWriters(source: string): Set<string> {
  const starts = [...source.matchAll(DECLARATION)].map((match) => ({ name: (match[1] ?? match[2])!, at: match.index }));
  const bodies = new Map(starts.map((start, i) => [start.name, source.slice(start.at, starts[i + 1]?.at ?? source.length)]));
  const writes = (body: string) =>
    WRITE_QUERY.test(body) || [...body.matchAll(SQL_TEMPLATE)].some((template) => WRITE_SQL.test(template[1]!));
  const writers = new Set([...bodies].filter(([, body]) => writes(body)).map(([name]) => name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, body] of bodies) {
      if (writers.has(name)) continue;
      if ([...writers].some((writer) => new RegExp(`(?<![\\w$.])${writer.replace("$", "\\$")}\\(`).test(body))) {
        writers.add(name);
        grew = true;
      }
    }
  }
  return writers;
}

/** The names a clause `{ a, type B, c as d }` brings in: [name in the source module, name here]. */
const clauseNames = (clause: string): [string, string][] =>
  clause
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => {
      const [original, , local] = part.split(/\s+/);
      return [original!, local ?? original!];
    });

const REEXPORT_FROM = /(?:^|[\n;])[ \t]*export\s*\{([^}]*)\}\s*from\s*["']([^"'\n]+)["']/g;
const IMPORT_NAMED = /(?:^|[\n;])[ \t]*import\s*\{([^}]*)\}\s*from\s*["']([^"'\n]+)["']/g;
const EXPORT_LOCAL = /(?:^|[\n;])[ \t]*export\s*\{([^}]*)\}\s*;/g;

/**
 * A feature's public entry (`<name>.service.ts`) offers named operations, never a repository's
 * writers: another feature that needs a change made calls what the owning feature names it
 * (`markEmailVerified`, `flagPayment`), so each table has one writer to read. Re-exports count both
 * ways (`export { x } from "./x.repository.ts"`, and `import { x } from …` then `export { x }`);
 * `writersOf` gives the writers of a repository file (`repositoryWriters`). Readers may be re-exported.
 */
export function publicEntryWriters(
  file: string,
  source: string,
  resolve: (from: string, specifier: string) => string,
  writersOf: (repository: string) => Set<string>,
): Finding[] {
  const feature = FEATURE.exec(file);
  if (feature?.[1] !== "api" || feature[3] !== `${feature[2]}.service.ts`) return [];
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  const findings: Finding[] = [];
  const report = (name: string, repository: string, index: number) =>
    findings.push({
      rule: "public-entry-writers",
      file,
      line: lineAt(index + source.slice(index).search(/\S/)),
      message: `${name} writes through ${repository}: export a named operation of features/${feature[2]} that makes this change instead`,
    });
  const repositoryOf = (specifier: string) => {
    const target = resolve(file, specifier);
    return target.endsWith(".repository.ts") ? target : null;
  };
  for (const match of source.matchAll(REEXPORT_FROM)) {
    const repository = repositoryOf(match[2]!);
    if (!repository) continue;
    for (const [name] of clauseNames(match[1]!)) if (writersOf(repository).has(name)) report(name, repository, match.index);
  }
  const imported = new Map<string, [string, string]>();
  for (const match of source.matchAll(IMPORT_NAMED)) {
    const repository = repositoryOf(match[2]!);
    if (repository) for (const [name, local] of clauseNames(match[1]!)) imported.set(local, [name, repository]);
  }
  for (const match of source.matchAll(EXPORT_LOCAL)) {
    for (const [local] of clauseNames(match[1]!)) {
      const origin = imported.get(local);
      if (origin && writersOf(origin[1]).has(origin[0])) report(local, origin[1], match.index);
    }
  }
  return findings;
}

/** Tables only their feature writes: table → the feature folder under api/src/features that owns it. */
export const TABLE_OWNERS: Record<string, string> = { users: "users" };

const TABLE_WRITE = /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*["'](\w+)(?:\s+as\s+\w+)?["']/g;
const SQL_TABLE_WRITE = /\b(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from|replace\s+into)\s+["`]?(\w+)["`]?/gi;

/**
 * A table in TABLE_OWNERS is written only by its feature: other features ask it by a named operation
 * (its public entry's), so who changes a person's row is found in one folder. Kysely writes
 * (`updateTable("users")`, `insertInto`, `deleteFrom`, `replaceInto`, `mergeInto`) and `sql` templates
 * that insert into, update or delete from the table count. Migrations, seeds and tests aside.
 */
export function tableWritesOutsideOwner(file: string, source: string): Finding[] {
  if (!file.startsWith("api/src/") || isTest(file) || /^api\/src\/(db|seed)\//.test(file)) return [];
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  const writes: [string, number][] = [...source.matchAll(TABLE_WRITE)].map((match) => [match[1]!, match.index]);
  for (const template of source.matchAll(SQL_TEMPLATE)) {
    const offset = template.index + template[0].indexOf("`") + 1;
    for (const match of template[1]!.matchAll(SQL_TABLE_WRITE)) writes.push([match[1]!, offset + match.index]);
  }
  return writes
    .filter(([table]) => TABLE_OWNERS[table] !== undefined && !file.startsWith(`api/src/features/${TABLE_OWNERS[table]}/`))
    .map(([table, index]) => ({
      rule: "table-owner-writes",
      file,
      line: lineAt(index),
      message: `only features/${TABLE_OWNERS[table]} writes the ${table} table: call the named operation its public entry exports (or add one there)`,
    }));
}

/**
 * Services members a feature implements, by member: the feature's public entry. Services types them
 * by a port (api/src/ports/), so no import names the feature, yet code that calls them depends on it.
 */
export const SERVICE_PROVIDERS: Record<string, string> = { meetings: "api/src/features/meetings/meetings.service.ts" };

const SERVICES_HOLDER = String.raw`(?:\bservices|(?<![\w$.])(?:s|deps)|c\.get\(\s*["']services["']\s*\))`;

/**
 * The uses of SERVICE_PROVIDERS members in `source` (the file `file`), as import edges to the feature
 * that provides them, for the feature-cycle check and the map (never for the import rules: platform
 * code may hold a port). Found by text, so only where the services object goes by its usual names:
 * `services.meetings` (also `t.services`, `vars.services`, `c.get("services")`, `s.` and `deps.`,
 * optional chaining too), destructuring `const { meetings } = services` (or `= c.get("services")`),
 * and a signature naming it: `Pick<Services, … "meetings" …>`. A member reached any other way is missed.
 */
export function serviceEdges(file: string, source: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  for (const [member, entry] of Object.entries(SERVICE_PROVIDERS)) {
    const uses = [
      new RegExp(String.raw`${SERVICES_HOLDER}\??\.${member}\b`, "g"),
      new RegExp(String.raw`\{[^{}]*\b${member}\b[^{}]*\}\s*=\s*(?:[\w$.]*${SERVICES_HOLDER})`, "g"),
      new RegExp(String.raw`\bPick<\s*Services\s*,[^>]*["']${member}["']`, "g"),
    ];
    const lines = new Set(uses.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => lineAt(match.index))));
    for (const line of [...lines].sort((a, b) => a - b))
      edges.push({ from: file, to: entry, specifier: `services.${member}`, line, typeOnly: false });
  }
  return edges;
}
