import { configDefaults, defineConfig } from "vitest/config";

// --expose-gc: the libSQL dialect collects garbage after SQLITE_BUSY to release the dead statement's lock.
// isolate: false — each worker process imports the app once and runs its share of files one after another,
// instead of a fresh process (and a fresh import of the whole module graph: hono, stripe, the AWS SDK,
// jimp, React) for every file. The files share no state: they build their own app, database and clock,
// and restore any fake timer or stubbed global after each test (the suite passes with --sequence.shuffle.files).
const project = (name: string, include: string[]) => ({
  test: { name, include, environment: "node" as const, execArgv: ["--expose-gc"], isolate: false },
});

/** The server-test files whose assertions bound how the server keeps up under their load. */
const SERVER_MEASURING = ["flood", "meetings", "readers", "slot-lists", "untrusted-files"].map(
  (name) => `api/server-tests/${name}.server.test.ts`,
);
const serverProject = (name: string, files: { include?: string[]; exclude?: string[]; fileParallelism: boolean; groupOrder: number }) => ({
  test: {
    ...project(name, files.include ?? ["api/server-tests/**/*.test.ts"]).test,
    ...(files.exclude ? { exclude: [...configDefaults.exclude, ...files.exclude] } : {}),
    isolate: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: files.fileParallelism,
    sequence: { groupOrder: files.groupOrder },
  },
});

/**
 * One vitest run covers every package; each package is a project so failures name their side.
 * maxWorkers: vitest's default is one worker fewer than the machine's cores, which on a 2-core machine
 * is one: every file ran in a single process while the other core mostly waited. Two workers keep both
 * busy.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      project("shared", ["shared/src/**/*.test.ts"]),
      project("api", ["api/src/**/*.test.ts"]),
      project("web", ["web/src/**/*.test.{ts,tsx}", "web/e2e/**/*.test.ts"]),
      project("desktop", ["desktop/src/**/*.test.ts"]),
      project("scripts", ["scripts/**/*.test.ts"]),
      // Black-box tests of the real Deno server process; run on their own (npm run test:server): two files
      // at a time, then, alone, the files that time the server against a flood or a heavy read (a
      // neighbour's load would make their "health keeps answering" bounds measure the neighbour).
      serverProject("server", { exclude: SERVER_MEASURING, fileParallelism: true, groupOrder: 0 }),
      serverProject("server-measuring", { include: SERVER_MEASURING, fileParallelism: false, groupOrder: 1 }),
    ],
  },
});
