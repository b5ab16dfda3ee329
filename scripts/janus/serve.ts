/**
 * Renders Kora's Janus configuration (config.ts) into a fresh folder for a Janus run in the
 * foreground: the e2e webServer runs `deno run … scripts/janus/serve.ts --dir=… && exec janus
 * --configs-folder=<dir> …` (scripts/janus/e2e.ts), so Playwright stops janus itself. The secrets come
 * from JANUS_TOKEN_SECRET and JANUS_ADMIN_KEY in the environment, never from the command line.
 *
 *   deno run --allow-read --allow-write=./data --allow-env scripts/janus/serve.ts \
 *     --dir=data/janus --ws-port=8188 --address=127.0.0.2 --rtp=20000-20199 [--ws-host=127.0.0.1] [--debug=4]
 */
import { janusConfig } from "./config.ts";

function options(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const arg of args) {
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (!match) throw new Error(`serve: unexpected argument ${arg}`);
    out[match[1]!] = match[2]!;
  }
  return out;
}

try {
  const opts = options(Deno.args);
  const dir = opts.dir;
  const rtp = /^(\d+)-(\d+)$/.exec(opts.rtp ?? "");
  if (!dir || !opts["ws-port"] || !opts.address || !rtp)
    throw new Error("serve: --dir, --ws-port, --address and --rtp=LOW-HIGH are required");
  const files = janusConfig({
    wsHost: opts["ws-host"] ?? "127.0.0.1",
    wsPort: Number(opts["ws-port"]),
    mediaInterface: opts.address,
    iceEnforce: opts.address,
    rtpPorts: [Number(rtp[1]), Number(rtp[2])],
    tokenSecret: Deno.env.get("JANUS_TOKEN_SECRET") ?? "",
    adminKey: Deno.env.get("JANUS_ADMIN_KEY") ?? "",
    debugLevel: opts.debug === undefined ? 3 : Number(opts.debug),
  });
  await Deno.remove(dir, { recursive: true }).catch(() => {});
  await Deno.mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) await Deno.writeTextFile(`${dir}/${name}`, text, { mode: 0o600 });
} catch (error) {
  console.error((error as Error).message);
  Deno.exit(1);
}
