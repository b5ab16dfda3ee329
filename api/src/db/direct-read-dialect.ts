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
import type Database from "libsql";
import { isRead } from "./libsql-dialect.ts";

const STATEMENTS = 256;
/** A statement ending in a bound limit: bound to 1, it asks for one row. */
const LIMITED = /\blimit \?$/i;

/**
 * Statements prepared once and kept (least recently used dropped first), run in raw mode: rows come
 * back as arrays, half the cost of row objects for a thousand-row read. Booleans bind as 0 and 1,
 * as @libsql/client binds them.
 */
export class StatementCache {
  readonly #statements = new Map<string, { statement: Database.Statement; columns: string[] }>();
  constructor(private readonly database: Database.Database) {}

  all(sql: string, args: readonly unknown[]): { columns: string[]; rows: unknown[][] } {
    const bound = args.map((arg) => (typeof arg === "boolean" ? Number(arg) : arg));
    // One row asked for (`… limit ?` bound to 1): get() steps once, where all() first sets up a batch
    // of 100 rows — ~15 µs on the event loop, as much as a session lookup's own reading. Such reads
    // keep a statement of their own: libsql's get() right after an all() of the same statement answers
    // from the old bindings.
    if (bound.at(-1) === 1 && LIMITED.test(sql)) {
      const { statement, columns } = this.#kept(sql, "one");
      const row = statement.get(...bound) as unknown[] | undefined;
      return { columns, rows: row === undefined ? [] : [row] };
    }
    const { statement, columns } = this.#kept(sql, "all");
    return { columns, rows: statement.all(...bound) as unknown[][] };
  }

  #kept(sql: string, use: "one" | "all"): { statement: Database.Statement; columns: string[] } {
    const key = `${use}:${sql}`;
    let entry = this.#statements.get(key);
    if (entry) this.#statements.delete(key);
    else {
      const statement = this.database.prepare(sql);
      statement.raw(true);
      entry = { statement, columns: statement.columns().map((column) => column.name) };
      if (this.#statements.size >= STATEMENTS) this.#statements.delete(this.#statements.keys().next().value!);
    }
    this.#statements.set(key, entry);
    return entry;
  }

  /** The rows of `sql` as objects keyed by column name, as Kysely expects. */
  objects(sql: string, args: readonly unknown[]): Record<string, unknown>[] {
    const { columns, rows } = this.all(sql, args);
    return rowObjects(columns, rows);
  }

  /**
   * Forgets every prepared statement: after the schema changes, a kept `select *` would still name
   * the columns it was prepared with.
   */
  clear(): void {
    this.#statements.clear();
    // The connection keeps the schema it read until a statement finds the schema's version changed:
    // run one, so the next statements are prepared (and name their columns) on the new schema.
    this.database.prepare("select count(*) from sqlite_master").get();
  }

  /** Closes the connection (the statements go with it). */
  close(): void {
    this.#statements.clear();
    if (this.database.open) this.database.close();
  }
}

/** Per statement's column list (kept with the statement): whether each column is its name's first. */
const firstOfName = new WeakMap<string[], boolean[]>();

/**
 * Rows as objects keyed by column name, as Kysely expects. A name that comes twice (a join's `select *`)
 * keeps its first column's value, as @libsql/client's rows do.
 */
function rowObjects(columns: string[], rows: unknown[][]): Record<string, unknown>[] {
  const keep = firstOfName.get(columns) ?? columns.map((name, i) => columns.indexOf(name) === i);
  firstOfName.set(columns, keep);
  return rows.map((row) => {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) if (keep[i]) object[columns[i]!] = row[i];
    return object;
  });
}

/**
 * A read-only Kysely dialect straight over a libsql connection, for reader workers: the read tasks'
 * queries run here synchronously (a worker runs one thing at a time anyway). Writes are refused.
 */
export class DirectReadDialect implements Dialect {
  constructor(private readonly statements: StatementCache) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    const connection: DatabaseConnection = {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        if (!isRead(query.sql)) throw new Error(`A reader refuses a write: ${query.sql.slice(0, 80)}`);
        return { rows: this.statements.objects(query.sql, query.parameters) as R[] };
      },
      streamQuery: () => {
        throw new Error("Streaming is not supported by a reader");
      },
    };
    const refuse = async () => {
      throw new Error("A reader has no transactions");
    };
    return {
      init: async () => {},
      acquireConnection: async () => connection,
      beginTransaction: refuse,
      commitTransaction: refuse,
      rollbackTransaction: refuse,
      releaseConnection: async () => {},
      destroy: async () => {},
    };
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}
