import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

/** The API (default port 8787) serves web/dist in production; in dev, Vite proxies to it so everything stays same-origin. */
const API_ORIGIN = process.env.KORA_API_ORIGIN ?? "http://localhost:8787";

/**
 * Three builds (see the `build` script):
 * - the single-page app (index.html);
 * - `--mode site`: the server-rendered public site's browser entry (site.html), built on its own
 *   so it is tree-shaken on its own: it must not pay for what only the app uses (the data router,
 *   zod, forms). Its manifest tells the server each page's script and stylesheet;
 * - `--ssr src/site/entry-server.tsx`: one self-contained module the Deno server imports.
 */
export default defineConfig(({ mode, isSsrBuild }) => {
  const site = mode === "site";
  return {
    plugins: [react()],
    // simple-peer's CommonJS entry expects Node's `global` and `Buffer`; its prebuilt browser bundle does not.
    resolve: { alias: [{ find: /^simple-peer$/, replacement: "simple-peer/simplepeer.min.js" }] },
    build: {
      outDir: "dist",
      emptyOutDir: !site,
      sourcemap: true,
      copyPublicDir: !site && !isSsrBuild,
      manifest: site ? ".vite/site-manifest.json" : false,
      rollupOptions: {
        input: (site ? { site: "site.html" } : { app: "index.html" }) as Record<string, string>,
        // The site's libraries in one file: fewer requests, and one gzip window compresses them better.
        ...(site && { output: { manualChunks: (id: string) => (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack|jotai)\//.test(id) ? "framework" : undefined) } }),
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
