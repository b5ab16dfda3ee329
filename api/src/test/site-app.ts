import { createApp } from "../app.ts";
import type { SiteRenderer } from "../features/site/site-renderer.ts";
import type { TestApp } from "./harness.ts";

/** A minimal built site.html: the three markers the server fills in, and the entry script. */
export const SITE_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><!--site-head--><script type="module" crossorigin src="/assets/site.js"></script></head><body><div id="root"><!--site-body--></div><!--site-boot--></body></html>`;
/** The app's index.html as web/index.html has it; the server marks it with the visitor's language and direction. */
export const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kora</title><meta name="description" content="default"></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

/** The real site renderer, from source (vitest runs on Vite, so TSX, CSS modules and import.meta.glob work). */
// A computed specifier keeps the API's type check out of the web's TSX.
const SITE_ENTRY = "../../../web/src/site-app/entry-server.tsx";
export const loadSiteRenderer = async () => (await import(/* @vite-ignore */ SITE_ENTRY)) as SiteRenderer;

/** The same services and database as `t`, with the web shell and the server-rendered site mounted as main.ts mounts them. */
export async function createSiteApp(t: TestApp): Promise<TestApp["app"]> {
  const renderer = await loadSiteRenderer();
  return (
    await createApp({
      config: t.services.config,
      db: t.services.db,
      now: () => t.clock.now,
      web: {
        indexHtml: INDEX_HTML,
        assets: async (c) => c.text("asset body", 200, { "content-type": "text/javascript" }),
        site: { html: SITE_HTML, manifest: {}, renderer },
      },
    })
  ).app;
}
