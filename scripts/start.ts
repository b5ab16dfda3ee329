/**
 * `npm start`: builds the web app when its sources changed, starts coturn on 127.0.0.1 when it is
 * installed (a fresh secret each run, handed to Kora as TURN_URLS and TURN_SECRET), then serves
 * Kora (package.json's `serve` script). Without coturn, calls use direct connections, which is all
 * one machine needs. Likewise Janus (the SFU for rooms above the mesh size) when it is installed:
 * its JSON API's WebSocket on 127.0.0.1, its media on this machine's first non-loopback IPv4 address
 * (it gathers no loopback candidates), fresh secrets each run handed to Kora as JANUS_URL,
 * JANUS_TOKEN_SECRET and JANUS_ADMIN_KEY. When Kora stops (Ctrl-C, SIGTERM, or a crash), coturn and
 * Janus are stopped too.
 */
import { databaseFileDir } from "../api/src/db/database-file.ts";
import { networkInterfaces } from "node:os";
import { janusMediaAddress } from "./janus/address.ts";
import { findJanus, freeJanusPort, type Janus, startJanus } from "./janus/janus.ts";
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

/** Janus's RTP/RTCP ports (UDP) on the media address: open these to the browsers, nothing else. */
const JANUS_RTP_PORTS = [20_000, 20_999] as const;
let janus: Janus | null = null;
if (Deno.env.get("JANUS_URL")) {
  console.log("SFU: using JANUS_URL, JANUS_TOKEN_SECRET and JANUS_ADMIN_KEY from the environment.");
} else if (!findJanus()) {
  console.log("SFU: Janus is not installed, so meetings stop at 10 people (the mesh). For larger rooms: apt-get install -y janus");
} else {
  const address = janusMediaAddress(networkInterfaces());
  if (!address) {
    console.log(
      "SFU: this machine has no non-loopback IPv4 address and Janus gathers no loopback ICE candidates, so Kora starts without the SFU (meetings stop at 10 people).",
    );
  } else {
    try {
      janus = await startJanus({
        dir: `data/janus-${Deno.env.get("PORT") ?? "8787"}`,
        wsHost: "127.0.0.1",
        wsPort: await freeJanusPort(),
        mediaInterface: address,
        iceEnforce: address,
        rtpPorts: JANUS_RTP_PORTS,
        debugLevel: 3,
      });
      Object.assign(env, { JANUS_URL: janus.url, JANUS_TOKEN_SECRET: janus.tokenSecret, JANUS_ADMIN_KEY: janus.adminKey });
      const started = janus;
      started.process.once("exit", (status) => {
        if (janus)
          console.warn(`SFU: Janus exited (${status}); rooms above 10 fail until Kora is restarted.\n${started.output().slice(-2000)}`);
      });
      console.log(
        `SFU: Janus on ${janus.url} for this run (media on ${address}, UDP ${JANUS_RTP_PORTS[0]}-${JANUS_RTP_PORTS[1]}; config in data/janus-${Deno.env.get("PORT") ?? "8787"}).`,
      );
    } catch (error) {
      console.warn(`SFU: ${(error as Error).message}\nStarting Kora without the SFU.`);
    }
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
  if (janus) {
    const stopping = janus;
    janus = null;
    await stopping.stop();
    console.log("SFU: Janus stopped.");
  }
  if (coturn) {
    await coturn.stop();
    console.log("TURN: coturn stopped.");
  }
}
Deno.exit(code);
