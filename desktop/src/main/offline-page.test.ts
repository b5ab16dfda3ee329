import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const html = readFileSync(new URL("../../static/offline.html", import.meta.url), "utf8");
const sha256 = (text: string): string => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
const directive = (name: string): string[] =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe("offline page", () => {
  it("loads nothing from anywhere", () => {
    expect(directive("default-src")).toEqual(["'none'"]);
    expect(html).not.toMatch(/\s(src|href)="(?!#")/);
  });

  // Editing the inline script or style without updating its hash would silently disable it.
  it("allows exactly its own inline script and style, by hash", () => {
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1] ?? ""));
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1] ?? ""));
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(directive("script-src")).toEqual(scripts);
    expect(directive("style-src")).toEqual(styles);
  });

  it("writes query values as text, never as HTML", () => {
    expect(html).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });
});
