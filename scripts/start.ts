/**
 * `npm start`: builds the web app when its sources changed, starts coturn on 127.0.0.1 when it is
 * installed (a fresh secret each run, handed to Kora as TURN_URLS and TURN_SECRET), then serves
 * Kora (package.json's `serve` script). Without coturn, calls use direct connections, which is all
 * one machine needs. When Kora stops (Ctrl-C, SIGTERM, or a crash), coturn is stopped too.
 */
import { databaseFileDir } from "../api/src/db/database-file.ts";
import { findTurnserver, freeTurnPort, randomTurnSecret, startCoturn, type Coturn } from "./turn/coturn.ts";

/**
 * The arguments of package.json's `serve` script (`deno run … api/src/main.ts`), run with this same
 * Deno directly rather than through `npm run serve`, whose shell would not pass a SIGTERM on.
 */
async function serveArgs(): Promise<string[]> {
  const { scripts } = JSON.parse(await Deno.readTextFile("package.json")) as { scripts: Record<string, string> };
  const [command, ...args] = scripts.serve!.trim().split(/\s+/);
  if (command !== "deno" || args.some((arg) => /[;&|<>$`'"]/.test(arg)))
    throw new Error(`npm start runs the "serve" script as a plain deno command, not: ${scripts.serve}`);
  return withDatabaseFolder(args, databaseFileDir(Deno.env.get("DATABASE_URL") || "file:data/kora.db"));
}

/** Kora may read and write only under . and ./data; a DATABASE_URL file elsewhere gets its folder allowed too. */
function withDatabaseFolder(args: string[], dir: string | null): string[] {
  if (!dir) return args;
  if (dir.includes(","))
    throw new Error(`DATABASE_URL: the database's folder may not contain a comma (Deno's permission lists are comma-separated): ${dir}`);
  return args.map((arg) => (/^--allow-(read|write)=/.test(arg) ? `${arg},${dir}` : arg));
}

await import("./build-web-if-needed.ts");

const env: Record<string, string> = {};
let coturn: Coturn | null = null;
if (Deno.env.get("TURN_URLS")) {
  console.log("TURN: using TURN_URLS and TURN_SECRET from the environment.");
} else if (!findTurnserver()) {
  console.log(
    "TURN: coturn is not installed, so calls connect directly (enough on one machine). To relay through TURN: apt-get install -y coturn",
  );
} else {
  try {
    coturn = await startCoturn({
      port: await freeTurnPort(),
      secret: randomTurnSecret(),
      stateDir: `data/turn-${Deno.env.get("PORT") ?? "8787"}`,
    });
    Object.assign(env, coturn.env);
    console.log(`TURN: coturn on 127.0.0.1:${coturn.port} for this run (loopback peers only; log ${coturn.logFile}).`);
  } catch (error) {
    console.warn(`TURN: ${(error as Error).message}\nStarting Kora without TURN.`);
  }
}

let code = 1;
try {
  const server = new Deno.Command(Deno.execPath(), {
    args: await serveArgs(),
    env,
    stdin: "inherit",
    stdout: "inherit",
    stderr: "inherit",
  }).spawn();
  // A Ctrl-C reaches Kora through the terminal's process group; a signal sent to this process alone is passed on.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    Deno.addSignalListener(signal, () => {
      try {
        server.kill(signal);
      } catch {
        // already gone
      }
    });
  }
  code = (await server.status).code;
} finally {
  if (coturn) {
    await coturn.stop();
    console.log("TURN: coturn stopped.");
  }
}
Deno.exit(code);
