import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { UpgradeWebSocket } from "hono/ws";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type Block, FEATURES_BEGIN, ownsOf, parseMap, updateMap } from "./document.ts";
import { type Feature, featureOf, findFeatures, importersOf } from "./features.ts";
import { featureLines, outsideLines } from "./render.ts";
import { type ApiRoute, apiRoutes, type RouteLike, routerScreens, type Screen } from "./routes.ts";

/**
 * docs/map.md against the code: every feature folder of both sides has an entry saying what it owns,
 * every route the API mounts and every screen of the web app is listed under the feature that
 * defines it, and the generated parts are what the code says now. `npm run map` runs this file with
 * KORA_MAP_WRITE=1: it rewrites the generated parts first (keeping the hand-written lines), then checks.
 */

// Hono's class, traced: each route handler remembers the file that registered it (trace-hono.ts).
vi.mock("hono", async (importOriginal) => {
  const real = await importOriginal<typeof import("hono")>();
  const { tracedHono } = await import("./trace-hono.ts");
  return { ...real, Hono: tracedHono(real.Hono) };
});
// The web router builds a browser router when imported; here its route table is all that is read.
vi.mock("react-router-dom", async (importOriginal) => {
  const real = await importOriginal<typeof import("react-router-dom")>();
  return { ...real, createBrowserRouter: (routes: unknown) => ({ routes }) };
});

const ROOT = join(decodeURIComponent(new URL(".", import.meta.url).pathname), "..", "..");
const MAP = "docs/map.md";
const WRITE = process.env.KORA_MAP_WRITE === "1";
const FIX = "run `npm run map`, then fill in any empty Owns: line in docs/map.md";

const repoPath = (key: string) => key.replace(/^\//, "");

/** Every route the API mounts (as the security suite counts them, `/ws` included), with its defining file. */
async function collectRoutes(inFeature: (file: string) => boolean): Promise<ApiRoute[]> {
  const { createTestApp } = await import("../../api/src/test/harness.ts");
  const { createApp } = await import("../../api/src/app.ts");
  const t = await createTestApp();
  try {
    // main.ts mounts `/ws` with Deno's upgrade; any stand-in makes createApp mount it.
    const upgradeWebSocket = (() => () => new Response(null)) as unknown as UpgradeWebSocket;
    const { app } = await createApp({ config: t.services.config, db: t.services.db, blobs: t.services.blobs, upgradeWebSocket });
    const routeModules = import.meta.glob<Record<string, unknown>>("/api/src/features/**/*.routes.ts");
    const exporters = new Map<unknown, string>();
    for (const [key, load] of Object.entries(routeModules)) {
      for (const value of Object.values(await load())) if (typeof value === "function") exporters.set(value, repoPath(key));
    }
    return apiRoutes(app.routes, inFeature, (handler) => exporters.get(handler));
  } finally {
    await t.close();
  }
}

/** Every screen: the router's leaves (web/src/router.tsx and the features' *.routes.tsx) and the public site's pages. */
async function collectScreens(): Promise<Screen[]> {
  const { router } = (await import("../../web/src/router.tsx")) as unknown as { router: { routes: RouteLike[] } };
  const routeModules = import.meta.glob<Record<string, unknown>>("/web/src/features/**/*.routes.tsx");
  const modules: Record<string, unknown> = {};
  for (const [key, load] of Object.entries(routeModules)) modules[repoPath(key)] = await load();
  const { SITE_PAGES } = await import("../../web/src/site-app/site-pages.ts");
  const { pageModuleId } = await import("../../web/src/site-app/site-routes.tsx");
  const site = SITE_PAGES.map((page): Screen => ({ path: page.path, file: `web/${pageModuleId(page.page)}`, kind: "site" }));
  return [...routerScreens(router.routes, "web/src/router.tsx", modules), ...site];
}

interface Model {
  features: Feature[];
  routes: ApiRoute[];
  screens: Screen[];
  generated: Map<string, string[]>;
  regions: Map<string, string[]>;
}

async function collect(): Promise<Model> {
  const features = findFeatures(ROOT);
  const owner = (file: string | undefined) => (file ? featureOf(features, file) : undefined);
  const routes = await collectRoutes((file) => owner(file) !== undefined);
  const screens = await collectScreens();
  const importers = importersOf(ROOT, features);
  const generated = new Map(
    features.map((feature) => [
      feature.dir,
      featureLines(feature, {
        usedBy: importers.get(feature.dir) ?? [],
        routes: routes.filter((route) => owner(route.file) === feature),
        screens: screens.filter((screen) => owner(screen.file) === feature),
      }),
    ]),
  );
  const outside = outsideLines(
    routes.filter((route) => !owner(route.file)),
    screens.filter((screen) => !owner(screen.file)),
  );
  return { features, routes, screens, generated, regions: new Map([["outside-features", outside]]) };
}

let model: Model;
let text: string;
let blocks: Block[];

beforeAll(async () => {
  model = await collect();
  const path = join(ROOT, MAP);
  if (WRITE) {
    const { text: updated, dropped } = updateMap(
      existsSync(path) ? readFileSync(path, "utf8") : `# Map\n\n${FEATURES_BEGIN}\n<!-- /features -->\n`,
      model.generated,
      model.regions,
    );
    writeFileSync(path, updated);
    for (const block of dropped) console.log(`${MAP}: dropped ${block.dir} (gone); its lines were:\n${block.written.join("\n")}\n`);
  }
  text = readFileSync(path, "utf8");
  blocks = parseMap(text).blocks;
}, 180_000);

/** The block of a feature folder, if the map has one. */
const blockOf = (dir: string) => blocks.find((block) => block.dir === dir);

describe("docs/map.md", () => {
  it("has an entry for every feature folder, and none for a folder that is gone", () => {
    const missing = model.features.filter((feature) => !blockOf(feature.dir)).map((feature) => feature.dir);
    const gone = blocks.filter((block) => !model.features.some((feature) => feature.dir === block.dir)).map((block) => block.dir);
    expect(missing, `feature folders without an entry: ${FIX}`).toEqual([]);
    expect(gone, `entries for folders that no longer exist: ${FIX} (it prints their lines to carry over)`).toEqual([]);
  });

  it("says in one hand-written line what each feature owns", () => {
    const undescribed = model.features.filter((feature) => {
      const block = blockOf(feature.dir);
      return block && !ownsOf(block);
    });
    expect(
      undescribed.map((feature) => feature.dir),
      "features whose `Owns:` line in docs/map.md is missing or empty: write what each owns (read its code)",
    ).toEqual([]);
  });

  it("can tell the defining file of every API route", () => {
    expect(model.routes.filter((route) => !route.file).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it("lists every route the API mounts under the feature that defines it", () => {
    const missing = model.routes.filter((route) => {
      const owner = route.file ? featureOf(model.features, route.file) : undefined;
      const lines = owner ? (blockOf(owner.dir)?.generated ?? []) : text.split("\n");
      return !lines.some((line) => line.includes(`\`${route.method} ${route.path}\``));
    });
    expect(
      missing.map((route) => `${route.method} ${route.path}`),
      `routes missing from docs/map.md: ${FIX}`,
    ).toEqual([]);
  });

  it("lists every screen of the web router and the public site under the feature that draws it", () => {
    const missing = model.screens.filter((screen) => {
      const owner = featureOf(model.features, screen.file);
      const lines = owner ? (blockOf(owner.dir)?.generated ?? []) : text.split("\n");
      return !lines.some((line) => line.includes(`\`${screen.path}\``));
    });
    expect(
      missing.map((screen) => `${screen.path} (${screen.file})`),
      `screens missing from docs/map.md: ${FIX}`,
    ).toEqual([]);
  });

  it("names only files and folders that exist", () => {
    const named = [...text.matchAll(/`((?:api|web|shared|desktop|scripts|docs)\/[\w./\-[\]]+?)`/g)].map((match) => match[1]!);
    expect(
      [...new Set(named)].filter((path) => !existsSync(join(ROOT, path))),
      "paths in docs/map.md that don't exist (a rename?): correct them",
    ).toEqual([]);
  });

  it("has its generated parts as the code is now", () => {
    const current = updateMap(text, model.generated, model.regions).text;
    // On failure the diff shows what changed: a new route, a screen, a new importer.
    expect(text, `docs/map.md is stale: ${FIX}`).toBe(current);
  });
});
