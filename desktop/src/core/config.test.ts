import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to the embedded server on this machine", () => {
    expect(loadConfig({})).toEqual({ koraOrigin: "http://localhost:8787" });
    expect(loadConfig({ KORA_URL: "  " })).toEqual({ koraOrigin: "http://localhost:8787" });
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
    expect(loadConfig({ KORA_URL: raw })).toEqual({ koraOrigin: origin });
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
