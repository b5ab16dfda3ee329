import { describe, expect, it } from "vitest";
import { appUrl, canOpenExternally, decideNavigation, isSameOrigin, pathOf } from "./navigation-policy.ts";

const KORA = "http://localhost:8787";

describe("isSameOrigin", () => {
  it.each([
    ["http://localhost:8787/meet/abc", true],
    ["http://LOCALHOST:8787/", true],
    ["http://localhost:8788/", false],
    ["https://localhost:8787/", false],
    ["http://localhost:8787.evil.example/", false],
    ["http://localhost:8787@evil.example/", false],
    ["http://evil.example/?http://localhost:8787", false],
    ["file:///opt/Kora/resources/app.asar/static/offline.html", false],
    ["about:blank", false],
    ["data:text/html,<h1>hi</h1>", false],
    ["not a url", false],
    ["", false],
  ])("%s → %s", (url, expected) => {
    expect(isSameOrigin(url, KORA)).toBe(expected);
  });

  it("treats the default port as the same origin", () => {
    expect(isSameOrigin("https://kora.example.com:443/my-kora", "https://kora.example.com")).toBe(true);
    expect(isSameOrigin("https://sub.kora.example.com/", "https://kora.example.com")).toBe(false);
  });

  it("never matches an opaque origin, even against the string 'null'", () => {
    expect(isSameOrigin("file:///tmp/x.html", "null")).toBe(false);
  });
});

describe("decideNavigation", () => {
  it.each([
    ["http://localhost:8787/my-kora/bookings", "in-app"],
    ["https://stripe.com/connect", "open-external"],
    ["http://example.org/help", "open-external"],
    ["https://kora.example.com@evil.example/", "deny"],
    ["file:///etc/passwd", "deny"],
    ["javascript:alert(1)", "deny"],
    ["data:text/html,<script>alert(1)</script>", "deny"],
    ["mailto:someone@example.org", "deny"],
    ["kora://meet/abc", "deny"],
    ["smb://server/share", "deny"],
    ["::::", "deny"],
  ])("%s → %s", (url, decision) => {
    expect(decideNavigation(url, KORA)).toBe(decision);
  });
});

describe("canOpenExternally", () => {
  it("allows only http(s) links without credentials", () => {
    expect(canOpenExternally("https://example.org/a?b#c")).toBe(true);
    expect(canOpenExternally("https://user:pw@example.org/")).toBe(false);
    expect(canOpenExternally("ms-settings:privacy")).toBe(false);
  });
});

describe("appUrl", () => {
  it("resolves an app path on the Kora origin", () => {
    expect(appUrl("/meet/abc?x=1", KORA)).toBe("http://localhost:8787/meet/abc?x=1");
  });

  it.each(["//evil.example/x", "/\\evil.example", "https://evil.example/", "meet/abc"])("throws for %j", (path) => {
    expect(() => appUrl(path, KORA)).toThrow(/Refusing to load/);
  });
});

describe("pathOf", () => {
  it("keeps path, query and fragment", () => {
    expect(pathOf("http://localhost:8787/a/b?c=1#d")).toBe("/a/b?c=1#d");
  });
});
