import type { Feature } from "./features.ts";
import type { ApiRoute, Screen } from "./routes.ts";

/** The generated lines of docs/map.md: one feature's facts, and what lies outside every feature. */

export interface FeatureFacts {
  usedBy: string[];
  routes: ApiRoute[];
  screens: Screen[];
}

const code = (text: string) => `\`${text}\``;
const byPath = <T extends { path: string }>(a: T, b: T) => a.path.localeCompare(b.path);
const routeOrder = (a: ApiRoute, b: ApiRoute) => byPath(a, b) || a.method.localeCompare(b.method);
const screenOrder = (a: Screen, b: Screen) => byPath(a, b) || a.file.localeCompare(b.file);

/** A file as the map shows it: relative to `dir` when inside it, else from the repository's root. */
const shown = (file: string | undefined, dir?: string) => {
  if (!file) return "(file unknown)";
  return code(dir && file.startsWith(`${dir}/`) ? file.slice(dir.length + 1) : file);
};

const routeLine = (route: ApiRoute, dir?: string) => `  - ${code(`${route.method} ${route.path}`)} · ${shown(route.file, dir)}`;
const screenLine = (screen: Screen, dir?: string) =>
  `  - ${code(screen.path)} · ${shown(screen.file, dir)}${screen.kind === "redirect" ? " (redirect)" : ""}`;

function lists(routes: ApiRoute[], screens: Screen[], dir: string | undefined, where = ""): string[] {
  const app = screens.filter((screen) => screen.kind !== "site").sort(screenOrder);
  const site = screens.filter((screen) => screen.kind === "site").sort(screenOrder);
  return [
    ...(routes.length
      ? [`- Routes${where} (${routes.length}):`, ...[...routes].sort(routeOrder).map((route) => routeLine(route, dir))]
      : []),
    ...(app.length ? [`- Screens${where} (${app.length}):`, ...app.map((screen) => screenLine(screen, dir))] : []),
    ...(site.length ? [`- Public site pages${where} (${site.length}):`, ...site.map((screen) => screenLine(screen, dir))] : []),
  ];
}

/** Users as the map shows them: another feature by its path (`groups/console`), a place outside features as is. */
const user = (dir: string) => dir.replace(/^(api|web)\/src\/features\//, "");

export function featureLines(feature: Feature, facts: FeatureFacts): string[] {
  const entry = feature.entry ? code(feature.entry) : "none";
  const types = feature.typeEntry ? `; for types only ${code(feature.typeEntry)}` : "";
  const names = facts.usedBy.map(user).sort((a, b) => Number(a.includes("/src/")) - Number(b.includes("/src/")) || a.localeCompare(b));
  const usedBy = names.length ? names.map(code).join(", ") : "none";
  return [`- Public entry: ${entry}${types}`, `- Used by: ${usedBy}`, ...lists(facts.routes, facts.screens, feature.dir)];
}

/** The region for routes and screens that belong to no feature (the socket, the app shell's redirects and catch-alls). */
export function outsideLines(routes: ApiRoute[], screens: Screen[]): string[] {
  const lines = lists(routes, screens, undefined, " outside the features");
  return lines.length ? lines : ["- Every route and screen belongs to a feature."];
}
