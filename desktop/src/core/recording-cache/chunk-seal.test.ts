import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMemorySecretBox, type SecretBox, SecretStorageUnavailableError } from "../secret-box.ts";
import { ChunkSealError, chunkSeal, KEY_FILE, loadChunkKey } from "./chunk-seal.ts";

const words = Buffer.from("a private session's sound and pictures ".repeat(20));
let dir = "";
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kora-seal-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("sealed chunks", () => {
  it("open to the same bytes, show none of them, and refuse a changed byte or another key", () => {
    const seal = chunkSeal(Buffer.alloc(32, 7));
    const sealed = seal.seal(words);
    expect(sealed.includes(Buffer.from("private session"))).toBe(false);
    expect(seal.open(sealed).equals(words)).toBe(true);
    const changed = Buffer.from(sealed);
    changed[40] = (changed[40] ?? 0) ^ 1;
    expect(() => seal.open(changed)).toThrow(ChunkSealError);
    expect(() => chunkSeal(Buffer.alloc(32, 8)).open(sealed)).toThrow(ChunkSealError);
  });
});

describe("the cache's data key", () => {
  it("is made once, sealed by the OS's secret storage, and the same key after a restart", () => {
    const box = createMemorySecretBox();
    const first = loadChunkKey(dir, box);
    expect(first.protectedByOs).toBe(true);
    const file = readFileSync(join(dir, KEY_FILE), "utf8");
    expect(file.startsWith("sealed\n")).toBe(true);
    const again = loadChunkKey(dir, box);
    expect(again.seal.open(first.seal.seal(words)).equals(words)).toBe(true);
    // Another machine or account (another box) can't open it, and without secret storage neither.
    expect(() => loadChunkKey(dir, createMemorySecretBox())).toThrow();
    expect(() => loadChunkKey(dir, null)).toThrow(ChunkSealError);
  });

  it("where there is no secret storage, is kept in a file only its owner may read, and says so", () => {
    const refusing: SecretBox = {
      encrypt: () => {
        throw new SecretStorageUnavailableError("no keyring");
      },
      decrypt: () => {
        throw new SecretStorageUnavailableError("no keyring");
      },
    };
    const key = loadChunkKey(dir, refusing);
    expect(key.protectedByOs).toBe(false);
    expect(readFileSync(join(dir, KEY_FILE), "utf8").startsWith("unsealed\n")).toBe(true);
    if (process.platform !== "win32") expect(statSync(join(dir, KEY_FILE)).mode & 0o077).toBe(0);
    expect(loadChunkKey(dir, null).seal.open(key.seal.seal(words)).equals(words)).toBe(true);
  });

  it("passes on a secret-storage failure that is not 'unavailable' rather than writing the key in the clear", () => {
    const broken: SecretBox = {
      encrypt: () => {
        throw new Error("keychain crashed");
      },
      decrypt: () => "",
    };
    expect(() => loadChunkKey(dir, broken)).toThrow("keychain crashed");
  });
});
