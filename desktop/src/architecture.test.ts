import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL(".", import.meta.url));
/** Every non-test .ts file under `folder`, subfolders included. */
const sourcesIn = (folder: string): string[] =>
  readdirSync(join(SRC, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => join(SRC, folder, name));

/** Module specifiers a file imports at run time (type-only imports are erased by the compiler). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)].map((match) => match[1] ?? "");
}

describe("desktop layout", () => {
  it("keeps core/ free of Electron, so its logic runs and is tested under plain Node", () => {
    const files = [...sourcesIn("core"), join(SRC, "ipc-contract.ts")];
    expect(files.some((file) => file.includes("recording-cache"))).toBe(true); // subfolders are searched too
    for (const file of files) {
      expect(runtimeImports(file), file).not.toContain("electron");
    }
  });

  it("lets the preload import only electron at run time (a sandboxed preload cannot load anything else)", () => {
    expect(runtimeImports(join(SRC, "preload", "preload.ts"))).toEqual(["electron"]);
  });
});
