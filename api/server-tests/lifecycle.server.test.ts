import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { dataOf } from "../src/test/wire.ts";
import { Client, DENO, DENO_ARGS, removeDataDir, startServer } from "./kora-server.ts";

describe("the real Deno server: start, stop, restart", () => {
  it("seeds the demo marketplace once, stops cleanly on SIGINT, and a second start reuses the data", async () => {
    const dataDir = `data/lifecycle-${process.pid}`;
    const first = await startServer({ SEED_DEMO: "true" }, dataDir);
    try {
      expect(first.output()).toContain("maya.patel@demo.kora.local");
      const client = new Client(first.url);
      await client.signUp("kept@example.com", "Kept", "User");
      expect(await first.stop("SIGINT"), first.output()).toBe(0);
      expect(first.output()).toContain("SIGINT received");

      const second = await startServer({ SEED_DEMO: "true" }, dataDir);
      expect(second.output()).not.toContain("Seeded a demo marketplace");
      const login = new Client(second.url);
      await login.call("POST", "/api/password-free/verification-code", { step: "login", email: "kept@example.com" });
      const verified = await login.call("POST", "/api/password-free/verify", {
        email: "kept@example.com",
        code: await login.latestCode("kept@example.com"),
      });
      expect(verified.status).toBe(200);
      const demo = await login.call("POST", "/api/auth/login", { email: "maya.patel@demo.kora.local", password: "KoraDemo2026!" });
      expect(demo.status).toBe(200);
      expect((await dataOf(demo, meSchema)).planSubscriptions).toEqual(["kora-plus"]);
      expect(await second.stop("SIGTERM"), second.output()).toBe(0);
    } finally {
      await first.stop();
      removeDataDir(dataDir);
    }
  });

  it("refuses to start on bad configuration and names the variable", () => {
    const result = spawnSync(DENO, DENO_ARGS, {
      cwd: join(import.meta.dirname, "..", ".."),
      env: { ...process.env, PORT: "not-a-port", KORA_MODE: "production" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("SECRET_KEY is required in production mode");
  });
});
