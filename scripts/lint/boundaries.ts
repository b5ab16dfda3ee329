/**
 * `npm run lint` (after Biome): the project's import boundaries, checked over every TypeScript file.
 * shared/ stays pure; web lib/ui sit below features; API platform code never calls features; a
 * feature uses another only through its public entry; jotai sits behind one module; e2e specs use
 * the clock-aware test wrapper; SQL only in repositories and read models; a public entry exports
 * named operations, never a repository's writers; only features/users writes the users table
 * (TABLE_OWNERS); no import cycles; no feature cycles, counting a use through the services object
 * (`services.meetings`) as an edge; no tracker issue numbers in comments and docs (cite the rule).
 * Prints each finding as file:line and exits 1.
 */
import { importResolver, parseImports, withoutComments, type ImportEdge } from "./imports.ts";
import {
  EDGE_RULES,
  findCycles,
  findFeatureCycles,
  issueReferences,
  publicEntryWriters,
  repositoryWriters,
  rootMounts,
  serviceEdges,
  sqlOutsideRepositories,
  tableWritesOutsideOwner,
  type Finding,
} from "./rules.ts";

const ROOTS = ["api/src", "api/server-tests", "shared/src", "web/src", "web/e2e", "desktop/src", "scripts"];
const SKIP = new Set(["node_modules", "dist", ".ssr", ".vite"]);

/** The files under `roots` whose names match `pattern`, sorted. */
async function filesUnder(roots: string[], pattern: RegExp): Promise<string[]> {
  const files: string[] = [];
  const walk = async (dir: string) => {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory && !SKIP.has(entry.name)) await walk(path);
      else if (entry.isFile && pattern.test(entry.name)) files.push(path);
    }
  };
  for (const root of roots) await walk(root);
  return files.sort();
}

const sourceFiles = () => filesUnder(ROOTS, /\.tsx?$/);
/** Stylesheets and docs, read only for tracker issue numbers (the TypeScript files are read below). */
const proseFiles = async () => [...(await filesUnder([...ROOTS, "docs"], /\.(css|md)$/)), "README.md"];

const files = await sourceFiles();
const resolve = importResolver(new Set(files));
const edges: ImportEdge[] = [];
const findings: Finding[] = [];
const sources = new Map<string, string>();
/** Uses of a feature through the services object (`services.meetings`): edges for the feature-cycle check only. */
const servicesEdges: ImportEdge[] = [];
for (const file of files) {
  const text = await Deno.readTextFile(file);
  findings.push(...issueReferences(file, text));
  const source = withoutComments(text);
  sources.set(file, source);
  findings.push(...tableWritesOutsideOwner(file, source));
  edges.push(...parseImports(file, source, resolve));
  servicesEdges.push(...serviceEdges(file, source));
  const mounted = rootMounts(file, source);
  if (mounted) findings.push({ rule: "routers-own-prefix", file, line: 1, message: mounted });
  const misplaced = sqlOutsideRepositories(file, source);
  if (misplaced) findings.push({ rule: "sql-in-repositories", file, line: 1, message: misplaced });
}

const writers = new Map<string, Set<string>>();
const writersOf = (repository: string) => {
  if (!writers.has(repository)) writers.set(repository, repositoryWriters(sources.get(repository) ?? ""));
  return writers.get(repository)!;
};
for (const [file, source] of sources) findings.push(...publicEntryWriters(file, source, resolve, writersOf));

for (const file of await proseFiles()) findings.push(...issueReferences(file, await Deno.readTextFile(file)));

for (const edge of edges) {
  for (const rule of EDGE_RULES) {
    const message = rule.check(edge);
    if (message) findings.push({ rule: rule.name, file: edge.from, line: edge.line, message });
  }
}
for (const cycle of findCycles(edges)) {
  findings.push({
    rule: "no-import-cycles",
    file: cycle[0]!,
    line: 1,
    message: `import cycle: ${cycle.join(" → ")}`,
  });
}

for (const cycle of findFeatureCycles([...edges, ...servicesEdges])) {
  const message = `features depend on each other: ${cycle.join(" ↔ ")}`;
  findings.push({
    rule: "no-feature-cycles",
    file: `${cycle[0]!.replace(":", "/src/features/")}/`,
    line: 1,
    message,
  });
}

for (const finding of findings) console.log(`${finding.file}:${finding.line}  ${finding.rule}  ${finding.message}`);
console.log(`boundaries: ${files.length} files, ${edges.length} imports, ${findings.length} findings`);
Deno.exit(findings.length === 0 ? 0 : 1);
