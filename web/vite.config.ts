import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompiledMessages } from "./vite-i18n.ts";

/** The API (default port 8787) serves web/dist in production; in dev, Vite proxies to it so everything stays same-origin. */
const API_ORIGIN = process.env.KORA_API_ORIGIN ?? "http://localhost:8787";

/**
 * Three builds (see the `build` script):
 * - the single-page app (index.html);
 * - `--mode site`: the server-rendered public site's browser entry (site.html), built on its own
 *   so it is tree-shaken on its own: it must not pay for what only the app uses (the data router,
 *   zod, forms). Its manifest tells the server each page's script and stylesheet;
 * - `--ssr src/site-app/entry-server.tsx`: one self-contained module the Deno server imports.
 */
/**
 * The site's chunks: the framework and the code every page shares (layout, UI kit, the few libs
 * the site uses) in one file, and each page's own code in its page's chunk. Dozens of tiny shared
 * chunks would each cost a request and compress worse (about 4 KB more per page).
 */
function siteChunk(id: string): string | undefined {
  // The entry stays in the entry chunk: moved into a shared chunk, it was wrapped and never ran.
  if (id.endsWith("/src/site-app/entry-client.tsx")) return undefined;
  // Loaded by one page, or lazily: left to their own chunks.
  if (
    /\/web\/src\/(ui\/carousel|ui\/toast-region|site\/site-not-found|app\/errors\/error-page|app\/header\/(mobile-drawer|account-menu)|app\/nav\/dashboard-menu)\./.test(
      id,
    )
  )
    return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack|jotai)\//.test(id)) return "common";
  if (/\/web\/src\/(app|site)\//.test(id)) return "common";
  if (/\/web\/src\/ui\/(button|icon|logo|surface|avatar|page-loader)\.tsx$/.test(id)) return "common";
  if (/\/web\/src\/lib\/(me-query|query-client|jotai|toast\/toast\.atoms|use-viewport)\.ts$/.test(id)) return "common";
  if (/\/shared\/src\/(brand|constants|messages|domain\/format\/text|domain\/money\/(rates|fees))\.ts$/.test(id)) return "common";
  // What the search, advisor and card pages all load, in one file.
  if (
    /\/web\/src\/features\/site\/marketplace\/(marketplace\.client|card-tile|site-navigation|card-options|states|describe)\.tsx?$|\/marketplace\.module\.css/.test(
      id,
    )
  )
    return "marketplace";
  return undefined;
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const site = mode === "site";
  return {
    plugins: [react(), precompiledMessages()],
    // simple-peer's CommonJS entry expects Node's `global` and `Buffer`; its prebuilt browser bundle does not.
    resolve: { alias: [{ find: /^simple-peer$/, replacement: "simple-peer/simplepeer.min.js" }] },
    build: {
      outDir: "dist",
      emptyOutDir: !site,
      sourcemap: true,
      copyPublicDir: !site && !isSsrBuild,
      // Every browser Kora supports has <link rel="modulepreload">; the polyfill would cost each page ~0.4 KB.
      modulePreload: { polyfill: false },
      manifest: site ? ".vite/site-manifest.json" : false,
      rollupOptions: {
        input: (site ? { site: "site.html" } : { app: "index.html" }) as Record<string, string>,
        // The site's libraries in one file: fewer requests, and one gzip window compresses them better.
        ...(site && { output: { manualChunks: siteChunk } }),
      },
    },
    ssr: { noExternal: true, target: "webworker" },
    server: {
      host: "127.0.0.1",
      port: 5173,
      strictPort: true,
      proxy: {
        "/api": { target: API_ORIGIN, changeOrigin: false },
        "/ws": { target: API_ORIGIN, ws: true, changeOrigin: false },
      },
    },
  };
});
