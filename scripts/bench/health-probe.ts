/**
 * GET /api/health on one connection for a while, in a process of its own, printing the result as JSON:
 * the contention benchmarks (contention.ts) measure health here, so its timings never wait behind the
 * load generator's own event loop (reading hundreds of slot lists a second), as a health check from
 * another machine wouldn't.
 *   deno run --allow-net --allow-read=. --allow-env --allow-sys scripts/bench/health-probe.ts <base> <seconds>
 */
import { load } from "./load.ts";

const [base, seconds] = Deno.args;
if (!base || !seconds) throw new Error("usage: health-probe.ts <base> <seconds>");
// The caller starts its load on this line, so the whole run is measured beside it.
console.log("ready");
console.log(JSON.stringify(await load("GET /api/health", base, ["/api/health"], 1, Number(seconds))));
