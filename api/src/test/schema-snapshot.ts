import { sql } from "kysely";
import type { Db } from "../db/database.ts";

interface SchemaObject {
  type: "table" | "index" | "trigger" | "view";
  name: string;
  sql: string | null;
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The SQL that rebuilds `db` as it stands: its tables, the rows in them (the migrations' bookkeeping
 * and reference data), then its indexes, triggers and views, in the order SQLite made them. The test
 * harness migrates one database per process and starts every other from this script, which costs a
 * few milliseconds where the migrations cost about a second (schema-snapshot.test.ts checks the copy
 * matches a migrated database object for object and row for row).
 */
export async function schemaSnapshot(db: Db): Promise<string> {
  const { rows: objects } = await sql<SchemaObject>`
    select type, name, sql from sqlite_master where name not like 'sqlite_%' order by rowid`.execute(db);
  const virtual = objects.filter((object) => object.type === "table" && /^create\s+virtual\s+table/i.test(object.sql ?? ""));
  // A virtual table makes its own shadow tables (cards_fts_data, …) and their first rows.
  const shadow = (name: string) => virtual.some((table) => name.startsWith(`${table.name}_`));
  const tables = objects.filter((object) => object.type === "table" && !shadow(object.name));
  const statements: string[] = tables.map((table) => `${table.sql};`);
  for (const table of tables) {
    if (virtual.includes(table)) continue;
    const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info(${table.name})`.execute(db);
    const values = columns.map((column) => `quote(${quoteName(column.name)})`).join(" || ',' || ");
    // Rows go back in rowid order, so tables without an integer primary key keep their rowids too.
    const order = /without\s+rowid\s*$/i.test(table.sql ?? "") ? sql`` : sql`order by rowid`;
    const insert = sql.lit(`insert into ${quoteName(table.name)} (${columns.map((column) => quoteName(column.name)).join(", ")}) values (`);
    const { rows } = await sql<{ statement: string }>`
      select ${insert} || ${sql.raw(values)} || ');' as statement from ${sql.table(table.name)} ${order}`.execute(db);
    statements.push(...rows.map((row) => row.statement));
  }
  for (const object of objects) {
    if (object.type !== "table" && object.sql !== null) statements.push(`${object.sql};`);
  }
  return statements.join("\n");
}
