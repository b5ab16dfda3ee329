import { createClient } from "@libsql/client";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createUser } from "../features/users/users.service.ts";
import { openDatabase, type DatabaseHandle } from "./database.ts";
import { gcAvailable } from "./libsql-dialect.ts";

const dirs: string[] = [];
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function fileDb() {
  const dir = mkdtempSync(join(tmpdir(), "kora-db-"));
  dirs.push(dir);
  const url = `file:${join(dir, "kora.db")}`;
  const handle = await openDatabase(url);
  handles.push(handle);
  return { url, db: handle.db };
}

const now = new Date("2026-11-21T09:00:00Z");

describe("database", () => {
  it("applies migrations once and opens in WAL mode", async () => {
    const { url, db } = await fileDb();
    const again = await openDatabase(url);
    handles.push(again);
    const tables = await db
      .selectFrom("sqlite_master" as never)
      .select("name" as never)
      .where("type" as never, "=", "table" as never)
      .execute();
    expect(tables.map((t) => (t as { name: string }).name)).toEqual(
      expect.arrayContaining(["users", "sessions", "verification_codes", "groups"]),
    );
    const mode = await createClient({ url }).execute("PRAGMA journal_mode");
    expect(mode.rows[0]?.journal_mode).toBe("wal");
  });

  it("one account per email whatever its case, even when sign-ups race", async () => {
    const { db } = await fileDb();
    const results = await Promise.allSettled(
      ["Same@Example.com", "same@example.com", "SAME@example.com"].map((email) =>
        createUser(db, now, { email, firstName: "Sam", lastName: "Same" }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const slugs = await db.selectFrom("users").select("slug").execute();
    expect(slugs).toEqual([{ slug: "sam-same" }]);
  });

  it("concurrent users with the same name get distinct slugs (writes are serialised in the process)", async () => {
    const { db } = await fileDb();
    const users = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        db.transaction().execute((trx) => createUser(trx, now, { email: `twin${i}@example.com`, firstName: "Twin", lastName: "Name" })),
      ),
    );
    expect(new Set(users.map((u) => u.slug))).toEqual(new Set(["twin-name", "twin-name-2", "twin-name-3", "twin-name-4", "twin-name-5"]));
  });

  it("waits out another process's write lock and writes afterwards; a write after a BUSY failure still succeeds", async () => {
    expect(gcAvailable()).toBe(true);
    const { url, db } = await fileDb();
    const other = createClient({ url });
    const tx = await other.transaction("write");
    await tx.execute("insert into app_settings (key, value) values ('held', 'by other process')");
    const write = db.insertInto("app_settings").values({ key: "mine", value: "1" }).execute();
    setTimeout(() => void tx.commit(), 150);
    await write;

    const hog = await other.transaction("write");
    await hog.execute("insert into app_settings (key, value) values ('hog', '1')");
    await expect(db.insertInto("app_settings").values({ key: "starved", value: "1" }).execute()).rejects.toThrow(/BUSY|locked/i);
    await hog.rollback();
    other.close();
    await db.transaction().execute((trx) => trx.insertInto("app_settings").values({ key: "after-busy", value: "1" }).execute());
    const keys = (await db.selectFrom("app_settings").select("key").execute()).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(["held", "mine", "after-busy"]));
    expect(keys).not.toContain("starved");
  }, 20_000);

  it("reads a file outside transactions on its kept statements: committed writes at once, open ones never", async () => {
    const { db } = await fileDb();
    const keys = async () => (await db.selectFrom("app_settings").select("key").orderBy("key").execute()).map((r) => r.key);
    await db.insertInto("app_settings").values({ key: "a", value: "1" }).execute();
    expect(await keys()).toContain("a");
    let seenInside: string[] = [];
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("app_settings").values({ key: "b", value: "1" }).execute();
      seenInside = await keys();
    });
    expect(seenInside).not.toContain("b");
    expect(await keys()).toEqual(expect.arrayContaining(["a", "b"]));
  });

  it("prepares a kept `select *` anew after the schema changes, in a transaction or not", async () => {
    const { db } = await fileDb();
    await db.insertInto("app_settings").values({ key: "k", value: "v" }).execute();
    const row = async () => (await db.selectFrom("app_settings").selectAll().where("key", "=", "k").executeTakeFirstOrThrow()) as object;
    expect(Object.keys(await row())).not.toContain("extra");
    await db.schema
      .alterTable("app_settings")
      .addColumn("extra", "text", (c) => c.defaultTo("x"))
      .execute();
    expect(await row()).toMatchObject({ key: "k", extra: "x" });
    await db.transaction().execute((trx) =>
      trx.schema
        .alterTable("app_settings")
        .addColumn("more", "integer", (c) => c.defaultTo(7))
        .execute(),
    );
    expect(await row()).toMatchObject({ extra: "x", more: 7 });
  });

  it("answers a `limit 1` read with its one row or none, also right after the same read with another limit", async () => {
    const { db } = await fileDb();
    await db
      .insertInto("app_settings")
      .values([1, 2, 3].map((i) => ({ key: `k${i}`, value: String(i) })))
      .execute();
    const first = (limit: number, from = "k0") =>
      db.selectFrom("app_settings").select(["key", "value"]).where("key", ">", from).orderBy("key").limit(limit).execute();
    expect(await first(1)).toEqual([{ key: "k1", value: "1" }]);
    expect(await first(2)).toEqual([
      { key: "k1", value: "1" },
      { key: "k2", value: "2" },
    ]);
    expect(await first(1, "k3")).toEqual([]);
    expect(await first(1, "k1")).toEqual([{ key: "k2", value: "2" }]);
    const offset = await db.selectFrom("app_settings").select("key").orderBy("key").limit(1).offset(1).execute();
    expect(offset).toEqual([{ key: "k2" }]);
  });

  it("keeps the first of two columns of one name, as @libsql/client does", async () => {
    const { url, db } = await fileDb();
    const client = createClient({ url });
    const [fromClient] = (await client.execute("select 'first' as v, 'second' as v")).rows;
    client.close();
    expect(fromClient?.v).toBe("first");
    const [ours] = (await sql<{ v: string }>`select 'first' as v, 'second' as v`.execute(db)).rows;
    expect(ours?.v).toBe("first");
  });
});
