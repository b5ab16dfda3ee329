import { defineConfig } from "vitest/config";

const project = (name: string, include: string[]) => ({ test: { name, include, environment: "node" as const } });

/** One vitest run covers every package; each package is a project so failures name their side. */
export default defineConfig({
  test: {
    projects: [
      project("shared", ["shared/src/**/*.test.ts"]),
      project("api", ["api/src/**/*.test.ts"]),
      project("web", ["web/src/**/*.test.{ts,tsx}"]),
      project("desktop", ["desktop/src/**/*.test.ts"]),
    ],
  },
});
