import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8791);
export const E2E_URL = `http://localhost:${PORT}`;

/** End-to-end in Debian's Chromium against the real Deno server on a fresh database (seeded demo data). */
export default defineConfig({
  testDir: "web/e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `rm -rf data/e2e-${PORT} && mkdir -p data/e2e-${PORT} && npm run serve`,
    url: `${E2E_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATABASE_URL: `file:data/e2e-${PORT}/kora.db`,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_PER_IP: "10000",
      // The specs sign the demo people in many times over; the per-account limit is tested in the API tests.
      AUTH_RATE_LIMIT_PER_ACCOUNT: "10000",
      PASSWORD_HASH_ITERATIONS: "10000",
    },
  },
});
