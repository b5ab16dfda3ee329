import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseServerAddress } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to the embedded server on this machine", () => {
    expect(loadConfig({})).toEqual({ koraOrigin: "http://localhost:8787", serverSource: "default" });
    expect(loadConfig({ KORA_URL: "  " })).toEqual({ koraOrigin: "http://localhost:8787", serverSource: "default" });
  });

  it.each([
    ["https://kora.example.com", "https://kora.example.com"],
    ["https://kora.example.com/", "https://kora.example.com"],
    ["https://Kora.Example.com:443", "https://kora.example.com"],
    ["https://kora.example.com:8443", "https://kora.example.com:8443"],
    ["http://127.0.0.1:8787", "http://127.0.0.1:8787"],
    ["http://[::1]:8787", "http://[::1]:8787"],
    ["http://kora.localhost:8787", "http://kora.localhost:8787"],
  ])("accepts %s as %s", (raw, origin) => {
    expect(loadConfig({ KORA_URL: raw })).toEqual({ koraOrigin: origin, serverSource: "env" });
  });

  it.each([
    ["localhost:8787", /is not a URL|must use http or https/],
    ["kora.example.com", /is not a URL/],
    ["ftp://kora.example.com", /must use http or https/],
    ["javascript:alert(1)", /must use http or https/],
    ["http://kora.example.com", /must use https unless the host is loopback/],
    ["http://192.168.1.10:8787", /must use https unless the host is loopback/],
    ["http://localhost.evil.example", /must use https unless the host is loopback/],
    ["https://admin:secret@kora.example.com", /must not contain a user name or password/],
    ["https://kora.example.com/app", /must be an origin only/],
    ["https://kora.example.com/?x=1", /must be an origin only/],
    ["https://kora.example.com/#top", /must be an origin only/],
  ])("rejects %s with a clear error", (raw, message) => {
    let error: unknown;
    try {
      loadConfig({ KORA_URL: raw });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^Invalid KORA_URL: /);
    expect((error as Error).message).toMatch(message);
  });
});

describe("loadConfig with a saved server address", () => {
  it("uses the address the user saved when KORA_URL is unset", () => {
    expect(loadConfig({}, "https://kora.example.com")).toEqual({ koraOrigin: "https://kora.example.com", serverSource: "settings" });
    expect(loadConfig({ KORA_URL: "" }, "https://kora.example.com")).toEqual({
      koraOrigin: "https://kora.example.com",
      serverSource: "settings",
    });
  });

  it("lets KORA_URL win over the saved address", () => {
    expect(loadConfig({ KORA_URL: "https://staging.example.com" }, "https://kora.example.com")).toEqual({
      koraOrigin: "https://staging.example.com",
      serverSource: "env",
    });
  });

  it("still refuses an invalid KORA_URL rather than falling back to the saved address", () => {
    expect(() => loadConfig({ KORA_URL: "http://kora.example.com" }, "https://kora.example.com")).toThrow(ConfigError);
  });

  it("skips a saved address that breaks the rules (a hand-edited file) and says so", () => {
    const warnings: string[] = [];
    const config = loadConfig({}, "http://kora.example.com", (message) => warnings.push(message));
    expect(config).toEqual({ koraOrigin: "http://localhost:8787", serverSource: "default" });
    expect(warnings).toEqual([expect.stringMatching(/saved server address: .*must use https/)]);
  });
});

describe("parseServerAddress (the offline page's field)", () => {
  it.each([
    ["https://kora.example.com", "https://kora.example.com"],
    ["  https://kora.example.com/  ", "https://kora.example.com"],
    ["kora.example.com", "https://kora.example.com"],
    ["kora.example.com:8443", "https://kora.example.com:8443"],
    ["http://localhost:8787", "http://localhost:8787"],
    ["http://127.0.0.1:9000", "http://127.0.0.1:9000"],
  ])("accepts %j as %s", (input, origin) => {
    expect(parseServerAddress(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ["", /Enter the address/],
    ["   ", /Enter the address/],
    ["http://kora.example.com", /must use https unless the host is loopback/],
    ["ftp://kora.example.com", /must use http or https/],
    ["javascript:alert(1)", /not a web address|must use http or https/],
    ["https://me:pw@kora.example.com", /must not contain a user name or password/],
    ["https://kora.example.com/my-kora", /must be an origin only/],
    ["https://exa mple.com", /not a web address/],
    [`https://${"a".repeat(2100)}.com`, /too long/],
  ])("refuses %j with a message for the user", (input, message) => {
    const result = parseServerAddress(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
