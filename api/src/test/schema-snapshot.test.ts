import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, type Db, openDatabase } from "../db/database.ts";
import { schemaSnapshot } from "./schema-snapshot.ts";
import { openTestDatabase } from "./test-database.ts";

const opened: DatabaseHandle[] = [];
const open = async (handle: Promise<DatabaseHandle>) => {
  const database = await handle;
  opened.push(database);
  return database.db;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

/** Every schema object, and every row of every table (the shadow tables of full-text search too). */
async function contents(db: Db) {
  const { rows: objects } = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_stat%' order by type, name`.execute(db);
  const rows: Record<string, unknown[]> = {};
  for (const table of objects.filter((object) => object.type === "table")) {
    rows[table.name] = (await sql`select * from ${sql.table(table.name)}`.execute(db)).rows.map((row) => JSON.stringify(row)).sort();
  }
  return { objects, rows };
}

describe("the tests' database snapshot", () => {
  it("rebuilds a migrated database object for object and row for row", async () => {
    const migrated = await open(openDatabase(":memory:"));
    const snapshot = await schemaSnapshot(migrated);
    const copy = await open(openDatabase(":memory:", undefined, snapshot));

    const expected = await contents(migrated);
    expect(expected.objects.filter((object) => object.type === "trigger").length).toBeGreaterThan(0);
    expect(expected.rows.kysely_migration?.length).toBeGreaterThan(0);
    expect(expected.rows.categories?.length).toBeGreaterThan(0);
    expect(await contents(copy)).toEqual(expected);
  }, 30_000); // it runs every migration

  it("gives each test a database of its own, full-text search working", async () => {
    const first = await open(openTestDatabase());
    const second = await open(openTestDatabase());
    await sql`insert into currency_rates (currency, per_usd, updated_at) values ('XTS', 1, '2026-11-21')`.execute(first);
    const count = async (db: Db) =>
      (await sql<{ n: number }>`select count(*) as n from currency_rates where currency = 'XTS'`.execute(db)).rows[0]?.n;
    expect(await count(first)).toBe(1);
    expect(await count(second)).toBe(0);

    await sql`insert into cards_fts (rowid, title, summary, skills, advisor, history) values (1, 'Tax returns', '', '', '', '')`.execute(
      first,
    );
    const found = await sql<{ rowid: number }>`select rowid from cards_fts where cards_fts match 'tax'`.execute(first);
    expect(found.rows).toEqual([{ rowid: 1 }]);
  }, 30_000); // the first test database of a process runs every migration
});
