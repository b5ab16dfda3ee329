/// <reference lib="deno.worker" />
/**
 * The reader pool's worker entry (main.ts starts these): serves statements and the read tasks
 * listed here on its own connection to the database file.
 */
import { serveReads } from "./db/reader-worker.ts";
import { searchTask } from "./features/cards/search.task.ts";

serveReads([searchTask]);
