/**
 * Baselines for `npm run bench:search`: the least a server on this machine can do per request.
 * `deno`: bare Deno.serve answering a fixed JSON body. `hono`: Hono with one libSQL `select 1` per
 * request, on the same database file as Kora — what /api/health is measured against.
 * Usage: deno run … scripts/bench/bare-server.ts <deno|hono> <port> <database url>
 */
import { createClient } from "@libsql/client";
import { Hono } from "hono";

const [mode, port, url] = Deno.args as [string, string, string];
const body = JSON.stringify({ data: { status: "ok" } });
let handler: (request: Request) => Response | Promise<Response>;
if (mode === "deno") {
  handler = () => new Response(body, { headers: { "content-type": "application/json" } });
} else {
  const client = createClient({ url });
  handler = new Hono().get("/api/health", async (c) => {
    await client.execute("select 1");
    return c.json({ data: { status: "ok" } });
  }).fetch;
}
Deno.serve({ hostname: "127.0.0.1", port: Number(port), onListen: () => console.log("listening") }, handler);
