import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { importResolver, parseImports, withoutComments } from "../lint/imports.ts";
import { serviceEdges } from "../lint/rules.ts";

/**
 * The features of both sides, found on disk: every folder directly under `api/src/features/` and
 * `web/src/features/`, and every folder below those that has a public entry or a routes file of its own
 * (`groups/console/console.service.ts`, `groups/inmail/inmail.routes.tsx`). Nothing here names a feature:
 * a renamed or new folder shows up as it is.
 */

export type Side = "api" | "web";

export interface Feature {
  side: Side;
  /** The folder under `<side>/src/features/`, e.g. `bookings` or `groups/console`. */
  path: string;
  /** Repository-relative folder, e.g. `api/src/features/groups/console`. */
  dir: string;
  /** The file other features import (scripts/lint/rules.ts): `<name>.service.ts` or `<name>.api.ts`, when it exists. */
  entry: string | null;
  /** The API's row types, importable for types only: `<name>.table.ts`, when it exists. */
  typeEntry: string | null;
}

const SKIPPED = new Set(["node_modules", "dist", ".ssr", ".vite"]);
const SIDES: Side[] = ["api", "web"];

/** The public entry a feature folder named `name` would have on `side` (scripts/lint/rules.ts `isPublicEntry`). */
export const entryName = (side: Side, name: string) => (side === "api" ? `${name}.service.ts` : `${name}.api.ts`);

function listDir(root: string, dir: string): { files: string[]; dirs: string[] } {
  const entries = readdirSync(join(root, dir), { withFileTypes: true }).filter((entry) => !SKIPPED.has(entry.name));
  return {
    files: entries.filter((entry) => entry.isFile()).map((entry) => entry.name),
    dirs: entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name),
  };
}

/** Every feature of both sides under `root`, sorted by side then path. */
export function findFeatures(root: string): Feature[] {
  const features: Feature[] = [];
  for (const side of SIDES) {
    const base = `${side}/src/features`;
    const visit = (path: string, topLevel: boolean) => {
      const dir = `${base}/${path}`;
      const { files, dirs } = listDir(root, dir);
      const name = path.slice(path.lastIndexOf("/") + 1);
      const entry = files.includes(entryName(side, name)) ? entryName(side, name) : null;
      const routes = files.includes(`${name}.routes.${side === "api" ? "ts" : "tsx"}`);
      if (topLevel || entry || routes) {
        const typeEntry = side === "api" && files.includes(`${name}.table.ts`) ? `${name}.table.ts` : null;
        features.push({ side, path, dir, entry, typeEntry });
      }
      for (const child of dirs) visit(`${path}/${child}`, false);
    };
    for (const top of listDir(root, base).dirs) visit(top, true);
  }
  return features.sort((a, b) => a.side.localeCompare(b.side) || a.path.localeCompare(b.path));
}

/** The feature a repository-relative file belongs to: the deepest feature folder holding it. */
export function featureOf(features: Feature[], file: string): Feature | undefined {
  let best: Feature | undefined;
  for (const feature of features) {
    if (file.startsWith(`${feature.dir}/`) && (!best || feature.dir.length > best.dir.length)) best = feature;
  }
  return best;
}

/** Every TypeScript file under `dir` (repository-relative), tests included. */
export function sourceFilesUnder(root: string, dir: string): string[] {
  const { files, dirs } = listDir(root, dir);
  return [
    ...files.filter((name) => /\.tsx?$/.test(name)).map((name) => `${dir}/${name}`),
    ...dirs.flatMap((child) => sourceFilesUnder(root, `${dir}/${child}`)),
  ];
}

const isTest = (file: string) => /\.(test|e2e)\.tsx?$/.test(file) || file.startsWith("api/src/test/") || file.startsWith("web/src/test/");

/** What outside the features imports one: the first folder or file under `<side>/src/`, e.g. `routes/` or `app.ts`. */
const placeOf = (file: string) => {
  const [side, , first, second] = file.split("/");
  return `${side}/src/${first}${second === undefined ? "" : "/"}`;
};

/**
 * Who imports each feature (keyed by its `dir`), tests aside: other features by folder, and places
 * outside the features (`api/src/routes/`, `web/src/router.tsx`) by their first path segment. A use
 * through the services object (`services.meetings`, scripts/lint/rules.ts `serviceEdges`) counts as
 * an import of the feature that provides the member.
 */
export function importersOf(root: string, features: Feature[]): Map<string, string[]> {
  const files = SIDES.flatMap((side) => sourceFilesUnder(root, `${side}/src`));
  const resolve = importResolver(new Set(files));
  const users = new Map<string, Set<string>>(features.map((feature) => [feature.dir, new Set<string>()]));
  for (const file of files) {
    if (isTest(file)) continue;
    const from = featureOf(features, file);
    const source = withoutComments(readFileSync(join(root, file), "utf8"));
    for (const edge of [...parseImports(file, source, resolve), ...serviceEdges(file, source)]) {
      const to = featureOf(features, edge.to);
      if (!to || to === from) continue;
      users.get(to.dir)!.add(from ? from.dir : placeOf(file));
    }
  }
  return new Map([...users].map(([dir, set]) => [dir, [...set].sort()]));
}
