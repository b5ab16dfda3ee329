import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { schemaSnapshot } from "./schema-snapshot.ts";

let migrated: Promise<string> | undefined;

/**
 * A fresh in-memory libSQL with the real migrations applied: the first one in this process migrates,
 * every later one starts from its snapshot (schema-snapshot.ts), a few milliseconds instead of a second.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  migrated ??= openDatabase(":memory:").then(async (first) => {
    const snapshot = await schemaSnapshot(first.db);
    await first.close();
    return snapshot;
  });
  return openDatabase(":memory:", undefined, await migrated);
}
