/**
 * `npm run seed -- --cards N [--seed S]`: adds N published marketplace cards (and their advisors)
 * to the database in DATABASE_URL (default data/kora.db), migrating it first. Stop the server first
 * for large N, or it will wait for the write lock.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../api/src/db/database.ts";
import { seedMarketplace } from "../api/src/seed/seed-marketplace.ts";

const { values } = parseArgs({ args: Deno.args, options: { cards: { type: "string", default: "60" }, seed: { type: "string" } } });
const count = Number(values.cards);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error("--cards must be a whole number from 1 to 1000000");
  Deno.exit(2);
}
const url = Deno.env.get("DATABASE_URL") ?? "file:data/kora.db";
await Deno.mkdir("data", { recursive: true });
const database = await openDatabase(url);
const started = performance.now();
await seedMarketplace(database.db, { count, seed: values.seed ? Number(values.seed) : Date.now() % 2 ** 31, now: new Date() });
await database.close();
console.log(`Added ${count} published cards to ${url} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
