import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { READ_TASKS } from "./read-tasks.ts";

/** Every `defineReadTask("name", …)` in the API's sources (tests aside). */
function definedTaskNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return definedTaskNames(path);
    if (!entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts") || path.endsWith("db/read-task.ts")) return [];
    return [...readFileSync(path, "utf8").matchAll(/defineReadTask\(\s*"([^"]+)"/g)].map((match) => match[1]!);
  });
}

describe("the reader workers' tasks", () => {
  it("list every read task the API defines, each name once", () => {
    const listed = READ_TASKS.map((task) => task.name);
    expect(new Set(listed).size).toBe(listed.length);
    // A task left out of the list would answer "No read task named …" in the server (its tests run it in-thread).
    expect([...listed].sort()).toEqual(definedTaskNames(import.meta.dirname).sort());
  });
});
