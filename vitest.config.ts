import { defineConfig } from "vitest/config";

// --expose-gc: the libSQL dialect collects garbage after SQLITE_BUSY to release the dead statement's lock.
const project = (name: string, include: string[]) => ({
  test: { name, include, environment: "node" as const, execArgv: ["--expose-gc"] },
});

/** One vitest run covers every package; each package is a project so failures name their side. */
export default defineConfig({
  test: {
    projects: [
      project("shared", ["shared/src/**/*.test.ts"]),
      project("api", ["api/src/**/*.test.ts"]),
      project("web", ["web/src/**/*.test.{ts,tsx}", "web/e2e/**/*.test.ts"]),
      project("desktop", ["desktop/src/**/*.test.ts"]),
      project("scripts", ["scripts/**/*.test.ts"]),
      // Black-box tests of the real Deno server process; run on their own (npm run test:server).
      {
        test: {
          ...project("server", ["api/server-tests/**/*.test.ts"]).test,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
