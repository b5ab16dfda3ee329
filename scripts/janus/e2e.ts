/**
 * Janus in the end-to-end run (PROTOCOL §4): playwright.config.ts starts it as a webServer next to coturn
 * and Kora when Debian's janus is installed AND the run is inside the private namespace that
 * scripts/netns.sh makes with KORA_NETNS_SFU_ADDRESS (the veth address Janus gathers its candidates
 * on: it gathers none on loopback). Otherwise there is no Janus, Kora runs without the SFU, and the
 * SFU specs skip with `sfuSkipReason()`. Secrets are made once per run in the runner and reach the
 * workers through the environment, like E2E_TURN_SECRET. Only `node:` built-ins (Node loads it).
 */
import process from "node:process";
import { findJanus, randomJanusSecret } from "./janus.ts";

export interface E2eJanus {
  binary: string;
  /** The namespace's veth address: Janus's `interface` and `ice_enforce_list`. */
  address: string;
  wsPort: number;
  rtpPorts: readonly [number, number];
  dir: string;
  tokenSecret: string;
  adminKey: string;
  /** What Kora reads (browsers reach the same 127.0.0.1 inside the namespace, so no JANUS_PUBLIC_URL). */
  env: { JANUS_URL: string; JANUS_TOKEN_SECRET: string; JANUS_ADMIN_KEY: string };
}

/** Why this run has no SFU, or null when it has one. */
export function janusUnavailable(env: Record<string, string | undefined>, binary: string | null): string | null {
  if (!binary) return "janus is not installed (scripts/setup-system.sh installs it)";
  if (env.KORA_NETNS !== "isolated" || !env.KORA_NETNS_SFU_ADDRESS)
    return "the run is not inside the private network namespace with KORA_NETNS_SFU_ADDRESS (npm run test:e2e makes it when it can), and Janus gathers no loopback candidates";
  return null;
}

/**
 * The run's Janus for Kora on `port`, or null (then E2E_SFU_SKIP says why). Ports follow coturn's
 * scheme: WebSocket on port + 11,000, RTP 20,000 + (port % 100) × 200 … + 199.
 */
export function e2eJanus(port: number): E2eJanus | null {
  const binary = findJanus();
  const why = janusUnavailable(process.env, binary);
  if (why || !binary) {
    process.env.E2E_SFU_SKIP = why ?? "no janus";
    delete process.env.E2E_SFU;
    return null;
  }
  process.env.E2E_JANUS_TOKEN_SECRET ??= randomJanusSecret();
  process.env.E2E_JANUS_ADMIN_KEY ??= randomJanusSecret();
  process.env.E2E_SFU = "1";
  const wsPort = Number(process.env.E2E_JANUS_PORT ?? port + 11_000);
  process.env.E2E_JANUS_URL = `ws://127.0.0.1:${wsPort}`;
  const rtpLow = 20_000 + (port % 100) * 200;
  return {
    binary,
    address: process.env.KORA_NETNS_SFU_ADDRESS!,
    wsPort,
    rtpPorts: [rtpLow, rtpLow + 199],
    dir: `data/e2e-${port}-janus`,
    tokenSecret: process.env.E2E_JANUS_TOKEN_SECRET,
    adminKey: process.env.E2E_JANUS_ADMIN_KEY,
    env: {
      JANUS_URL: process.env.E2E_JANUS_URL,
      JANUS_TOKEN_SECRET: process.env.E2E_JANUS_TOKEN_SECRET,
      JANUS_ADMIN_KEY: process.env.E2E_JANUS_ADMIN_KEY,
    },
  };
}

/** For the SFU specs: `test.skip(sfuSkipReason() !== null, sfuSkipReason() ?? "")`. */
export const sfuSkipReason = (): string | null =>
  process.env.E2E_SFU === "1" ? null : `no SFU in this run: ${process.env.E2E_SFU_SKIP ?? "Janus was not started"}`;

/** The shell command of the Janus webServer: render the config (serve.ts), then exec janus in the foreground. */
export function janusServeCommand(janus: E2eJanus): string {
  const render = [
    "npx deno run --allow-read --allow-write=./data --allow-env=JANUS_TOKEN_SECRET,JANUS_ADMIN_KEY scripts/janus/serve.ts",
    `--dir=${janus.dir}`,
    `--ws-port=${janus.wsPort}`,
    `--address=${janus.address}`,
    `--rtp=${janus.rtpPorts[0]}-${janus.rtpPorts[1]}`,
  ].join(" ");
  return `${render} && exec ${janus.binary} --configs-folder=${janus.dir} --config=${janus.dir}/janus.jcfg --disable-colors`;
}
