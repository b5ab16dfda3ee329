import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { staticSecureHeaders } from "./security-headers.ts";

async function appWith() {
  const app = new Hono();
  app.use(
    await staticSecureHeaders(
      { contentSecurityPolicy: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
      (path) => path === "/embed",
    ),
  );
  app.get("*", (c) => c.html("<p>page</p>"));
  return app;
}

describe("staticSecureHeaders", () => {
  it("lets other sites frame only the embed page", async () => {
    const app = await appWith();
    const page = await app.request("/v/abc");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");

    const embed = await app.request("/embed?v=abc");
    expect(embed.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(embed.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(embed.headers.get("x-frame-options")).toBeNull();

    const api = await app.request("/api/v/abc");
    expect(api.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
