import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

/** The API (default port 8787) serves web/dist in production; in dev, Vite proxies to it so everything stays same-origin. */
const API_ORIGIN = process.env.KORA_API_ORIGIN ?? "http://localhost:8787";

export default defineConfig({
  plugins: [react()],
  // simple-peer's CommonJS entry expects Node's `global` and `Buffer`; its prebuilt browser bundle does not.
  resolve: { alias: [{ find: /^simple-peer$/, replacement: "simple-peer/simplepeer.min.js" }] },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: API_ORIGIN, changeOrigin: false },
      "/ws": { target: API_ORIGIN, ws: true, changeOrigin: false },
    },
  },
});
