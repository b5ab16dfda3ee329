import { createClient } from "@libsql/client";
import { Kysely, Migrator, sql } from "kysely";
import LibsqlDatabase from "libsql";
import { StatementCache } from "./direct-read-dialect.ts";
import { LibsqlDialect } from "./libsql-dialect.ts";
import { migrations } from "./migrations/index.ts";
import type { ReadTaskRunner } from "./read-task.ts";
import { ReaderPool, type ReaderWorker } from "./reader-pool.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

/** How long a statement on a local database file waits for another process's lock before SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 200;

export interface DatabaseHandle {
  db: Db;
  close(): Promise<void>;
}

/**
 * Opens the database at `url` (`file:data/kora.db`, `:memory:`, or `libsql://…` for a libSQL server)
 * and applies pending migrations. In-memory databases have one connection, so reads queue behind writes.
 * `startFrom` is SQL run first on a new, empty database: the tests' copy of a migrated one
 * (api/src/test/schema-snapshot.ts), which leaves the migrations nothing to do.
 */
export async function openDatabase(url: string, authToken?: string, startFrom?: string): Promise<DatabaseHandle> {
  const inMemory = url === ":memory:" || url.startsWith("file::memory:");
  // Another process's write lock (several instances on one file): wait for it inside SQLite, briefly,
  // rather than fail at once; a BUSY that still comes is retried (libsql-dialect.ts), whose garbage
  // collections stalled the whole process (bench:fanout, two instances: p99 175–470 ms → 49–59 ms).
  const client = createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS });
  const file = url.startsWith("file:") && !inMemory;
  if (file) await client.execute("PRAGMA journal_mode=WAL");
  if (startFrom !== undefined) await client.executeMultiple(startFrom);
  const reads = file ? readConnection(url) : undefined;
  const db = new Kysely<Database>({ dialect: new LibsqlDialect(client, { serializeReads: inMemory, reads }) });
  await migrateToLatest(db);
  // Keeps the planner's statistics current (cheap when nothing changed much), as SQLite advises at start-up.
  await sql`pragma optimize`.execute(db);
  return { db, close: () => db.destroy() };
}

/** The read-only connection a database file's reads outside transactions go through (libsql-dialect.ts). */
function readConnection(url: string): StatementCache {
  const connection = new LibsqlDatabase(url.replace(/^file:/, ""), { timeout: BUSY_TIMEOUT_MS });
  connection.exec("pragma query_only = 1");
  return new StatementCache(connection);
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Liveness: one trivial statement, so `/api/health` fails when the database does. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1 limit ${1}`.execute(db);
}

/**
 * The reader pool for `url`, as a read task runner, when it is a local database file and `readers`
 * > 0; null otherwise (in-memory and remote databases run read tasks in this thread). `spawn` makes
 * one reader worker running reader-entry.ts (runtime-specific, so main.ts supplies it).
 */
export async function openReaderPool(
  url: string,
  options: { readers: number; timeoutMs: number; spawn: () => ReaderWorker },
): Promise<{ tasks: ReadTaskRunner; close(): void } | null> {
  const inMemory = url === ":memory:" || url.startsWith("file::memory:");
  if (!url.startsWith("file:") || inMemory || options.readers === 0) return null;
  const pool = new ReaderPool({ url, size: options.readers, timeoutMs: options.timeoutMs, spawn: options.spawn });
  await pool.start();
  return { tasks: pool.taskRunner(), close: () => pool.close() };
}
