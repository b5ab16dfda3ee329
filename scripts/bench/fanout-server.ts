/**
 * Kora's server as `bench:fanout` runs it: api/src/main.ts unchanged, with a probe on the one thing
 * the request path cannot show from outside: how often a write met the other process's lock past the
 * connections' busy timeout (api/src/db/database.ts). The database layer answers such an SQLITE_BUSY by
 * collecting garbage twice before it retries (api/src/db/libsql-dialect.ts: the failed statement holds
 * the lock until it is finalized), so counting `gc()` calls counts BUSY retries, and timing them gives
 * the collections' cost. Printed once a second while it changes:
 * `fanout-probe busy=<retries> gc_ms=<ms> streak=<longest run>`.
 */
type Gc = () => void;
const realGc = (globalThis as { gc?: Gc }).gc;
let calls = 0;
let spent = 0;
/** Retries each under 700 ms after the one before: one write retried again and again (or two in a row). */
let streak = 0;
let longest = 0;
let lastAt = Number.NEGATIVE_INFINITY;
if (realGc)
  (globalThis as { gc?: Gc }).gc = () => {
    const started = performance.now();
    // Each retry calls gc() twice: the first call of a pair starts a retry.
    if (calls % 2 === 0) {
      streak = started - lastAt < 700 ? streak + 1 : 1;
      longest = Math.max(longest, streak);
      lastAt = started;
    }
    realGc();
    spent += performance.now() - started;
    calls += 1;
  };
let printed = -1;
const timer = setInterval(() => {
  if (calls === printed) return;
  printed = calls;
  console.log(`fanout-probe busy=${calls / 2} gc_ms=${spent.toFixed(1)} streak=${longest}`);
}, 1000);
Deno.unrefTimer(timer);
const { serve } = await import("../../api/src/main.ts");
await serve();
