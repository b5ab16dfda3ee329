import { describe, expect, it } from "vitest";
import { databaseFileDir } from "./database-file.ts";

describe("databaseFileDir", () => {
  it.each([
    ["file:data/kora.db", "data"],
    ["file:data/e2e-8791/kora.db", "data/e2e-8791"],
    ["file:kora.db", "."],
    ["file:/srv/kora/kora.db", "/srv/kora"],
    ["file:///srv/kora/kora.db", "/srv/kora"],
    ["file:/kora.db", "/"],
    ["file:../elsewhere/kora.db?mode=rwc", "../elsewhere"],
  ])("%s is written in %s", (url, dir) => expect(databaseFileDir(url)).toBe(dir));

  it.each([":memory:", "file::memory:", "libsql://kora.example.turso.io"])("%s has no folder", (url) =>
    expect(databaseFileDir(url)).toBeNull(),
  );
});
