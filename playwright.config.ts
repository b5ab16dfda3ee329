import { defineConfig } from "@playwright/test";
import { coturnArgs, findTurnserver, randomTurnSecret, turnEnv } from "./scripts/turn/coturn.ts";
import { e2eJanus, janusServeCommand } from "./scripts/janus/e2e.ts";
import { CHROMIUM_ARGS, E2E_CHROMIUM, MEDIA_ARGS } from "./web/e2e/support/chromium-args.ts";
import { E2E_CLOCK, E2E_PORT as PORT, E2E_URL } from "./web/e2e/support/e2e-env.ts";

/**
 * coturn for the meeting specs, on loopback next to Kora, with a secret made once per run (the
 * runner's environment passes it on to the workers, which load this file again). `npm run test:e2e`
 * runs the whole suite in a private network namespace (scripts/netns.sh), so no media leaves it.
 */
const TURNSERVER = findTurnserver();
const TURN_PORT = Number(process.env.E2E_TURN_PORT ?? PORT + 10_000);
const TURN_RELAY_MIN = 40_000 + (PORT % 100) * 200;
const TURN_DIR = `data/e2e-${PORT}-turn`;
process.env.E2E_TURN_SECRET ??= randomTurnSecret();
// The relay ports coturn hands out, for the relay spec to check the media went through this coturn.
process.env.E2E_TURN_RELAY_PORTS = `${TURN_RELAY_MIN}-${TURN_RELAY_MIN + 199}`;
const TURN_ENV = TURNSERVER ? turnEnv(TURN_PORT, process.env.E2E_TURN_SECRET) : {};
if (!TURNSERVER && !process.env.E2E_TURN_WARNED) {
  process.env.E2E_TURN_WARNED = "1";
  console.warn(
    "e2e: coturn is not installed (turnserver not found), so Kora runs without TURN and the relay specs fail; run scripts/setup-system.sh as root.",
  );
}
/**
 * Janus for the SFU specs (scripts/janus/e2e.ts): only inside the namespace `npm run test:e2e` makes
 * with the veth address KORA_NETNS_SFU_ADDRESS; otherwise none, E2E_SFU is unset and those specs skip.
 */
const JANUS = e2eJanus(PORT);
if (!JANUS && !process.env.E2E_SFU_WARNED) {
  process.env.E2E_SFU_WARNED = "1";
  console.warn(`e2e: no Janus, so Kora runs without the SFU and the SFU specs skip: ${process.env.E2E_SFU_SKIP}`);
}
const shellQuote = (arg: string) => `'${arg.replaceAll("'", `'\\''`)}'`;

/** End-to-end in Debian's Chromium against the real Deno server on a fresh database (seeded demo data). */
export default defineConfig({
  testDir: "web/e2e",
  testMatch: "**/*.e2e.ts",
  // Side-by-side runs (scripts/test/e2e.ts, scripts/e2e-clock.ts) each get a folder of their own:
  // Playwright empties its output folder when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_URL,
    // A trace screencasts every page of every test, which doubled the suite's Chromium work; CI can't hand a
    // trace back anyway. Rerun a failing spec with E2E_TRACE=1 to keep its trace.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [...CHROMIUM_ARGS, ...MEDIA_ARGS],
    },
    permissions: ["camera", "microphone"],
  },
  webServer: [
    ...(TURNSERVER
      ? [
          {
            name: "coturn",
            command: `rm -rf ${TURN_DIR} && mkdir -p ${TURN_DIR} && exec ${TURNSERVER} ${coturnArgs({
              port: TURN_PORT,
              secret: process.env.E2E_TURN_SECRET,
              stateDir: TURN_DIR,
              minPort: TURN_RELAY_MIN,
              maxPort: TURN_RELAY_MIN + 199,
            })
              .map(shellQuote)
              .join(" ")}`,
            port: TURN_PORT,
            reuseExistingServer: false,
            timeout: 15_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
    ...(JANUS
      ? [
          {
            name: "janus",
            command: janusServeCommand(JANUS),
            port: JANUS.wsPort,
            reuseExistingServer: false,
            timeout: 20_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
            env: { JANUS_TOKEN_SECRET: JANUS.tokenSecret, JANUS_ADMIN_KEY: JANUS.adminKey },
          },
        ]
      : []),
    {
      name: "Kora",
      command: `rm -rf data/e2e-${PORT} && mkdir -p data/e2e-${PORT} && npm run serve`,
      url: `${E2E_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        DATABASE_URL: `file:data/e2e-${PORT}/kora.db`,
        BLOB_DIR: `data/e2e-${PORT}/blobs`,
        MEDIA_WORK_DIR: `data/e2e-${PORT}/processing`,
        SEED_DEMO: "true",
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT_PER_IP: "10000",
        // The specs sign the demo people in many times over; the per-account limit is tested in the API tests.
        AUTH_RATE_LIMIT_PER_ACCOUNT: "10000",
        // Every spec's signed-out visitor is 127.0.0.1: the per-person limit on expensive reads is tested in the API tests.
        READ_RATE_LIMIT_PER_MINUTE: "10000",
        PASSWORD_HASH_ITERATIONS: "10000",
        ...(E2E_CLOCK ? { KORA_CLOCK_START: E2E_CLOCK } : {}),
        ...TURN_ENV,
        ...(JANUS ? JANUS.env : {}),
      },
    },
  ],
});
