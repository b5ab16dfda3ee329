/// <reference lib="deno.worker" />
/**
 * The reader pool's worker entry (main.ts starts these): serves statements and the read tasks
 * listed here on its own connection to the database file.
 */
// First: it must run before any module that loads prismjs.
import "./reader-prelude.ts";
import { serveReads } from "./db/reader-worker.ts";
import { READ_TASKS } from "./read-tasks.ts";

serveReads(READ_TASKS);
