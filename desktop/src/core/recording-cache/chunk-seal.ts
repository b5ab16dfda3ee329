import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomically } from "../desktop-settings.ts";
import { type SecretBox, SecretStorageUnavailableError } from "../secret-box.ts";

/**
 * Recordings at rest, like every secret of the desktop app, are sealed through the OS (desktop/README.md "Recording cache and uploads"): a call's chunks are a
 * private session's sound and pictures, so each chunk file is sealed with AES-256-GCM under the
 * cache's own data key. The data key is kept next to the index, itself sealed by the OS's secret
 * storage (safeStorage: Keychain, DPAPI, libsecret/KWallet) — copying the folder to another machine
 * or user account gives nothing readable. Where the OS has no secret storage (Linux without a
 * keyring), the key file is written unsealed and readable by its owner only, and the app says so.
 */
export interface ChunkSeal {
  seal(plain: Uint8Array): Buffer;
  /** Throws when the bytes were not sealed with this key, or were changed. */
  open(sealed: Uint8Array): Buffer;
}

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;
/** The data key's file in the cache folder, and what its first line says about it. */
export const KEY_FILE = "chunk-key";
const SEALED = "sealed";
const UNSEALED = "unsealed";

export class ChunkSealError extends Error {
  override name = "ChunkSealError";
}

/** Seals with `key` (32 bytes). Layout of a sealed chunk: version, iv, tag, data. */
export function chunkSeal(key: Buffer): ChunkSeal {
  if (key.length !== 32) throw new RangeError("the data key must be 32 bytes");
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), data]);
    },
    open(sealed) {
      const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
      if (bytes.length < HEADER_BYTES || bytes[0] !== VERSION) throw new ChunkSealError("not a sealed chunk");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(1, 1 + IV_BYTES));
      decipher.setAuthTag(bytes.subarray(1 + IV_BYTES, HEADER_BYTES));
      try {
        return Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()]);
      } catch {
        throw new ChunkSealError("a chunk was changed on disk, or sealed with another key");
      }
    },
  };
}

/** The cache's data key and whether the OS's secret storage protects it. */
export interface ChunkKey {
  seal: ChunkSeal;
  protectedByOs: boolean;
}

/**
 * Loads the data key from `dir`, or makes one (written to a temporary file, flushed, then renamed
 * into place, owner-only, so a crash never leaves half a key). `box` is the OS's secret storage, or null where there is none; a key
 * sealed earlier cannot be opened without it (a ChunkSealError says so).
 */
export function loadChunkKey(dir: string, box: SecretBox | null): ChunkKey {
  const path = join(dir, KEY_FILE);
  if (!existsSync(path)) return createChunkKey(path, box);
  const text = readFileSync(path, "utf8");
  const newline = text.indexOf("\n");
  const kind = text.slice(0, newline);
  const body = text.slice(newline + 1).trim();
  if (kind === UNSEALED) return { seal: chunkSeal(Buffer.from(body, "base64")), protectedByOs: false };
  if (kind !== SEALED) throw new ChunkSealError(`the recording cache's key file ${path} is damaged`);
  if (!box) throw new ChunkSealError("the recording cache's key is sealed by the system's secret storage, which is not available now");
  return { seal: chunkSeal(Buffer.from(box.decrypt(Buffer.from(body, "base64")), "base64")), protectedByOs: true };
}

function createChunkKey(path: string, box: SecretBox | null): ChunkKey {
  const key = randomBytes(32);
  let text = `${UNSEALED}\n${key.toString("base64")}\n`;
  let protectedByOs = false;
  if (box) {
    try {
      text = `${SEALED}\n${box.encrypt(key.toString("base64")).toString("base64")}\n`;
      protectedByOs = true;
    } catch (error) {
      // No safe secret storage here (e.g. Linux without a keyring): the owner-only file below.
      if (!(error instanceof SecretStorageUnavailableError)) throw error;
    }
  }
  writeFileAtomically(path, text);
  return { seal: chunkSeal(key), protectedByOs };
}
