/**
 * The Deno entry point: config → database → reader pool and task workers → createApp → Deno.serve. With
 * reader-entry.ts (the reader workers' entry) the only Deno-specific files; `serve()` is exported
 * for test rigs (api/server-tests/fixtures).
 * Run: npm run serve (deno run --v8-flags=--expose-gc --allow-net --allow-read=. --allow-write=./data --allow-env --allow-sys --allow-ffi --allow-run=ffmpeg,ffprobe api/src/main.ts)
 */
import { serveStatic, upgradeWebSocket } from "hono/deno";
import { createApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { openDatabase, openReaderPool } from "./db/database.ts";
import { databaseFileDir } from "./db/database-file.ts";
import { gcAvailable } from "./db/libsql-dialect.ts";
import { serverClock } from "./lib/clock.ts";
import type { WebShell } from "./features/site/web-shell.ts";
import type { SiteBundle, SiteRenderer } from "./features/site/site-renderer.ts";
import type { AppEnv } from "./http/context.ts";
import type { Services } from "./services.ts";
import type { Hono } from "hono";
import { DEMO_PASSWORD, seedDemo } from "./seed/demo.ts";
import { WorkerLanes } from "./workers/lanes.ts";
import { spawnNodeWorker } from "./workers/node-worker.ts";

export interface ServeOptions {
  /** The reader workers' entry file (reader-entry.ts); a test rig may offer more read tasks. */
  readerEntry?: string;
  /** Adds to the app before it listens (test rigs only). */
  extend?: (app: Hono<AppEnv>, services: Services) => void;
}

/** Starts Kora: config from the environment, the database, the reader pool, the app, the listener. */
export async function serve(options: ServeOptions = {}): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(Deno.env.toObject());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    Deno.exit(78);
  }

  const databaseDir = databaseFileDir(config.databaseUrl);
  if (databaseDir) {
    try {
      await Deno.mkdir(databaseDir, { recursive: true });
    } catch (error) {
      if (!(error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied)) throw error;
      console.error(
        `DATABASE_URL: Kora may not write in ${databaseDir}. Start it with \`npm start\` (which allows the database's folder) or add the folder to --allow-write and --allow-read.`,
      );
      Deno.exit(78);
    }
  }
  const now = serverClock(config.clockStart);
  if (config.clockStart) console.warn(`The clock is moved: it started at ${config.clockStart.toISOString()} (KORA_CLOCK_START).`);
  const database = await openDatabase(config.databaseUrl, config.databaseAuthToken);
  if (!gcAvailable())
    console.warn(
      "Started without --v8-flags=--expose-gc: after SQLITE_BUSY from another process, a write lock may linger until the next collection.",
    );
  // Heavy reads (search) on workers with their own connections, so they never stall the event loop.
  const readers = await openReaderPool(config.databaseUrl, {
    readers: config.databaseReaders,
    timeoutMs: config.databaseReadTimeoutMs,
    spawn: () => new Worker(options.readerEntry ?? new URL("./reader-entry.ts", import.meta.url).href, { type: "module" }),
  });
  // Untrusted files (uploaded pictures, calendars others serve) are decoded and parsed on bounded workers,
  // each lane started by its first task.
  const taskEntry = new URL("./task-entry.ts", import.meta.url);
  let logWorker: ((lane: string, error: Error) => void) | undefined;
  const workers = WorkerLanes.create(
    (_lane, limits) => spawnNodeWorker(taskEntry, limits.heapMb, { nice: limits.nice }),
    (lane, error) => logWorker?.(lane, error),
  );
  const demo = config.seedDemo ? await seedDemo(database.db, now(), config.passwordHashIterations) : [];

  const { app, services } = await createApp({
    config,
    db: database.db,
    reads: readers?.tasks,
    workers,
    now,
    upgradeWebSocket,
    web: await webApp(config.webDist),
    runJobs: true,
    remoteAddr: (c) => (c.env as Deno.ServeHandlerInfo<Deno.NetAddr> | undefined)?.remoteAddr.hostname,
  });
  logWorker = (lane, error) => services.log.warn("workers.ended", { lane, error: error.message });
  options.extend?.(app, services);
  services.hub.start();
  services.meetings.start();

  const server = Deno.serve({ hostname: config.host, port: config.port, onListen: () => {} }, app.fetch);
  // Listening for the stop signals before saying "running": whoever waits for that line may stop Kora at once.
  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received: stopping Kora…`);
    // The rooms first: their leases are let go and the other instances told while the bus is still up.
    await services.meetings.stop();
    await services.hub.stop();
    await server.shutdown();
    await services.jobs.stop();
    readers?.close();
    workers.close();
    await database.close();
    Deno.exit(0);
  }
  Deno.addSignalListener("SIGINT", () => stop("SIGINT"));
  Deno.addSignalListener("SIGTERM", () => stop("SIGTERM"));
  const url = `http://${config.host === "0.0.0.0" || config.host === "127.0.0.1" ? "localhost" : config.host}:${server.addr.port}`;
  console.log(`Kora is running at ${url} (${config.mode} mode, database ${config.databaseUrl})`);
  if (demo.length > 0) {
    console.log(`\nSeeded a demo marketplace. Sign in at ${url}/password-free?step=login with any of:`);
    for (const account of demo) console.log(`  ${account.role.padEnd(30)} ${account.email}`);
    console.log(`Password for all demo accounts: ${DEMO_PASSWORD} — or use the password-free code, read at ${url}/dev/mailbox\n`);
  } else if (config.mode === "embedded") {
    console.log(`Dev mailbox: ${url}/dev/mailbox`);
  }
}

if (import.meta.main) await serve();

/** The built web app: its index.html, Deno's static file server for the rest, and the server-rendered site. */
async function webApp(root: string): Promise<WebShell | undefined> {
  let indexHtml: string;
  try {
    indexHtml = await Deno.readTextFile(`${root}/index.html`);
  } catch {
    console.warn(`No built web app at ${root}: run \`npm run build -w @kora/web\` (npm start does it for you).`);
    return undefined;
  }
  return { indexHtml, assets: serveStatic<AppEnv>({ root, precompressed: true }), site: await siteBundle(root) };
}

async function siteBundle(root: string): Promise<SiteBundle | undefined> {
  try {
    const [html, manifest] = await Promise.all([
      Deno.readTextFile(`${root}/site.html`),
      Deno.readTextFile(`${root}/.vite/site-manifest.json`),
    ]);
    const renderer = (await import(new URL(`${root}/.ssr/entry-server.js`, `file://${Deno.cwd()}/`).href)) as SiteRenderer;
    return { html, manifest: JSON.parse(manifest), renderer };
  } catch (error) {
    console.warn(`No server-rendered site in ${root} (public pages fall back to the app):`, error instanceof Error ? error.message : error);
    return undefined;
  }
}
