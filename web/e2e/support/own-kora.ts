import { rmSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { freePort, startKora } from "../../../scripts/bench/server.ts";
import { test } from "./test.ts";

/** The environment of a spec's own Kora process: the demo seed, the built web app, generous sign-in limits. */
const ENV = {
  SEED_DEMO: "true",
  WEB_DIST: process.env.WEB_DIST ?? "web/dist",
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT_PER_IP: "10000",
  AUTH_RATE_LIMIT_PER_ACCOUNT: "10000",
  PASSWORD_HASH_ITERATIONS: "10000",
};

export interface OwnKora {
  /** Its folder under data/ (database, blobs), removed after the test. */
  dir: string;
  baseURL: string;
  /** Kills it without warning (no goodbye on any socket) and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port, database and blobs. */
  restart(): Promise<void>;
}

/**
 * For specs that kill and restart the server: each test gets its own Kora process (own port,
 * database file and blob folder under `data/<label>-<port>`), stopped and removed after the test.
 */
export function ownKoraPerTest(label: string): () => Promise<OwnKora> {
  let server: ChildProcess | null = null;
  let dir = "";
  test.afterEach(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server!.once("exit", resolve));
    }
    server = null;
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return async () => {
    const port = await freePort();
    dir = `data/${label}-${port}`;
    rmSync(dir, { recursive: true, force: true });
    const databaseUrl = `file:${dir}/kora.db`;
    const start = async () => {
      server = (await startKora(databaseUrl, dir, { port, env: ENV })).server;
    };
    await start();
    return {
      dir,
      baseURL: `http://localhost:${port}`,
      async kill() {
        server!.kill("SIGKILL");
        await new Promise((resolve) => server!.once("exit", resolve));
      },
      restart: start,
    };
  };
}
