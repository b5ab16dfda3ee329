import type { Client, InStatement, Transaction } from "@libsql/client";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import type { StatementCache } from "./direct-read-dialect.ts";
import { WriteLock } from "./write-lock.ts";

const BUSY_RETRIES = 8;

/** Statements that only read may run beside a writer (WAL); everything else queues for the write lock. */
export const isRead = (sql: string) =>
  /^\s*(select|with\s[\s\S]*?\)\s*select|explain)\b/i.test(sql) && !/\b(insert|update|delete)\b/i.test(sql.slice(0, 200));

/** Statements that change the schema: kept statements of the read connection must be prepared anew after them. */
const isSchemaChange = (sql: string) => /^\s*(create|alter|drop)\b/i.test(sql);

const isBusy = (error: unknown) => /SQLITE_BUSY|database is locked/i.test(String((error as { code?: string })?.code ?? error));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Kysely dialect over the top-level @libsql/client (the kysely-libsql package brings its own,
 * older client whose Deno build rejects file: URLs). Transactions are `BEGIN IMMEDIATE` and hold
 * the process-wide write lock, so check-then-write sequences are atomic and never deadlock; a
 * BUSY from another process is retried with backoff, and the client's pool rolls back any
 * transaction a failure leaves open before the connection is reused.
 * Inside a transaction, query through its `trx`: a write through `db` would queue behind the
 * transaction itself and never run.
 */
export class LibsqlDialect implements Dialect {
  constructor(
    private readonly client: Client,
    private readonly options: {
      serializeReads: boolean;
      /**
       * A read-only connection of its own to a database file, its statements prepared once: reads
       * outside a transaction run there, an order of magnitude cheaper than through the client
       * (which prepares every statement anew and builds each row field by field). They run on the
       * event loop, so every microsecond counts: a session lookup went from ~480 µs to ~40 µs.
       */
      reads?: StatementCache;
    },
  ) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new LibsqlDriver(this.client, new WriteLock(), this.options.serializeReads, this.options.reads ?? null);
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}

class LibsqlDriver implements Driver {
  constructor(
    private readonly client: Client,
    private readonly lock: WriteLock,
    private readonly serializeReads: boolean,
    private readonly reads: StatementCache | null,
  ) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new LibsqlConnection(this.client, this.lock, this.serializeReads, this.reads);
  }
  async beginTransaction(connection: LibsqlConnection) {
    await connection.begin();
  }
  async commitTransaction(connection: LibsqlConnection) {
    await connection.end("commit");
  }
  async rollbackTransaction(connection: LibsqlConnection) {
    await connection.end("rollback");
  }
  async releaseConnection() {}
  async destroy() {
    this.reads?.close();
    this.client.close();
  }
}

class LibsqlConnection implements DatabaseConnection {
  #tx: Transaction | null = null;
  #release: (() => void) | null = null;
  #changedSchema = false;

  constructor(
    private readonly client: Client,
    private readonly lock: WriteLock,
    private readonly serializeReads: boolean,
    private readonly reads: StatementCache | null,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement: InStatement = { sql: query.sql, args: query.parameters as InStatement extends { args?: infer A } ? A : never };
    if (this.#tx) return toResult<R>(await this.#tx.execute(statement), () => this.#schemaChanged(query.sql));
    if (isRead(query.sql) && !this.serializeReads) {
      if (this.reads) return { rows: this.reads.objects(query.sql, query.parameters) as R[] };
      return toResult<R>(await this.client.execute(statement));
    }
    const release = await this.lock.acquire();
    try {
      return toResult<R>(await retryBusy(() => this.client.execute(statement)), () => this.#schemaChanged(query.sql));
    } finally {
      release();
    }
  }

  /** A schema change forgets the read connection's statements, now and again when its transaction ends. */
  #schemaChanged(sql: string) {
    if (!isSchemaChange(sql)) return;
    this.reads?.clear();
    if (this.#tx) this.#changedSchema = true;
  }

  async begin() {
    this.#release = await this.lock.acquire();
    try {
      this.#tx = await retryBusy(() => this.client.transaction("write"));
    } catch (error) {
      this.#unlock();
      throw error;
    }
  }

  async end(how: "commit" | "rollback") {
    const tx = this.#tx;
    this.#tx = null;
    try {
      if (tx) await (how === "commit" ? tx.commit() : tx.rollback());
    } finally {
      tx?.close();
      if (this.#changedSchema) this.reads?.clear();
      this.#changedSchema = false;
      this.#unlock();
    }
  }

  #unlock() {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error("Streaming is not supported by the libSQL dialect");
  }
}

/**
 * libsql never resets a statement that failed with SQLITE_BUSY: it stays "in progress" and its
 * connection keeps the write lock (even through close()) until the statement is garbage-collected.
 * So after a BUSY we collect garbage, which finalizes it, before retrying or giving up. Needs
 * `--expose-gc` (Node) or `--v8-flags=--expose-gc` (Deno); `gcAvailable()` tells.
 */
async function releaseFailedStatements(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  gc();
  await sleep(0);
  gc();
  await sleep(1); // the native finalizer runs a tick after collection
}

export const gcAvailable = () => typeof (globalThis as { gc?: unknown }).gc === "function";

/** Thrown when another process held the write lock through every retry; the API answers 503. */
export class DatabaseBusyError extends Error {
  readonly code = "SQLITE_BUSY";
}

async function retryBusy<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let busy = false;
    try {
      return await run();
    } catch (error) {
      if (!isBusy(error)) throw error;
      busy = true;
    }
    // Out of the catch block the error is unreachable; its captured stack frames held the dead
    // statement alive, so only now can collection finalize it.
    if (busy) await releaseFailedStatements();
    if (attempt >= BUSY_RETRIES)
      throw new DatabaseBusyError(`SQLITE_BUSY: database is locked by another process (gave up after ${attempt + 1} tries)`);
    await sleep(5 * 2 ** attempt);
  }
}

function toResult<R>(
  result: { rows: unknown[]; rowsAffected: number; lastInsertRowid?: bigint | undefined },
  afterwards?: () => void,
): QueryResult<R> {
  afterwards?.();
  return {
    rows: result.rows.map((row) => ({ ...(row as object) })) as R[],
    numAffectedRows: BigInt(result.rowsAffected),
    insertId: result.lastInsertRowid,
  };
}
