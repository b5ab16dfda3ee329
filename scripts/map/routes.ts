import { innerHandler, registrationSite } from "./trace-hono.ts";

/**
 * The two route tables as facts for the map: the API's `METHOD path` routes with the file that
 * defines each, and the web app's screens (router and public site) with the file that draws each.
 */

export interface ApiRoute {
  method: string;
  path: string;
  /** Repository-relative file that defines the route's handler; undefined when no file could be told. */
  file: string | undefined;
}

export interface Screen {
  path: string;
  /** Repository-relative page module, or the route module when the page can't be told from it. */
  file: string;
  kind: "page" | "redirect" | "site";
}

interface HonoRoute {
  method: string;
  path: string;
  handler: unknown;
}

/**
 * The app's routes as the per-route security suite counts them (api/src/test/security: every
 * handler's `METHOD path`, minus `use()` middleware, method ALL on a wildcard path). A route's file
 * is where its last handler (the one that answers) was registered; a handler registered outside the
 * features (app.ts mounting an exported handler) belongs to the feature module that exports it.
 */
export function apiRoutes(
  routes: readonly HonoRoute[],
  inFeature: (file: string) => boolean,
  exportedBy: (handler: unknown) => string | undefined,
): ApiRoute[] {
  const last = new Map<string, HonoRoute>();
  for (const route of routes) if (!(route.method === "ALL" && route.path.endsWith("*"))) last.set(`${route.method} ${route.path}`, route);
  return [...last.values()].map((route) => {
    const site = registrationSite(route.handler);
    const file = site && inFeature(site) ? site : (exportedBy(innerHandler(route.handler)) ?? site);
    return { method: route.method, path: route.path, file };
  });
}

/** A react-router route object, as far as the map reads it. */
export interface RouteLike {
  path?: string;
  index?: boolean;
  lazy?: unknown;
  loader?: unknown;
  element?: unknown;
  Component?: unknown;
  children?: RouteLike[];
}

const joinPath = (prefix: string, path: string) => {
  if (path.startsWith("/")) return path;
  return prefix.endsWith("/") ? `${prefix}${path}` : `${prefix}/${path}`;
};

/** The module a lazy route loads, when its function names it: `import("./x.tsx")` or, transformed, `…import__("/web/src/x.tsx")`. */
function lazyModule(lazy: unknown, definedIn: string): string | undefined {
  if (typeof lazy !== "function") return undefined;
  const specifier = /import(?:__)?\(\s*["']([^"']+)["']/.exec(String(lazy))?.[1];
  if (!specifier) return undefined;
  if (specifier.startsWith("/")) return specifier.slice(1);
  const parts = definedIn.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/**
 * Every leaf of the router's tree as a screen: its full path, and the page module it loads (else the
 * module that defines the route object: one of `modules`' exported route lists, or the router itself).
 */
export function routerScreens(routes: RouteLike[], routerFile: string, modules: Record<string, unknown>): Screen[] {
  const definedIn = new Map<object, string>();
  const own = (route: RouteLike, file: string) => {
    definedIn.set(route, file);
    for (const child of route.children ?? []) own(child, file);
  };
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports as Record<string, unknown>)) {
      if (Array.isArray(value)) for (const route of value) if (route && typeof route === "object") own(route as RouteLike, file);
    }
  }
  const screens: Screen[] = [];
  const walk = (list: RouteLike[], prefix: string) => {
    for (const route of list) {
      const path = route.index ? prefix || "/" : route.path === undefined ? prefix : joinPath(prefix, route.path);
      if (route.children?.length) {
        walk(route.children, path);
        continue;
      }
      if (!route.index && route.path === undefined) continue;
      const module = definedIn.get(route) ?? routerFile;
      const drawn = route.lazy || route.element || route.Component;
      if (!drawn && !route.loader) continue;
      screens.push({ path, file: lazyModule(route.lazy, module) ?? module, kind: drawn ? "page" : "redirect" });
    }
  };
  walk(routes, "");
  return screens;
}
