/**
 * Encryption for secrets the shell keeps on disk: the recording cache's data key, which seals every
 * chunk of a call kept on this computer (recording-cache/chunk-seal.ts). (The cache's upload URLs are
 * not secrets: the API answers them only for the owner's session.) The real box is Electron's
 * safeStorage (Keychain, DPAPI, libsecret/KWallet), wired in main/secret-box.ts; this file holds
 * the rules and an in-memory box for tests, and never imports Electron.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export interface SecretBox {
  /** Encrypts `text`; throws SecretStorageUnavailableError when it cannot be stored safely. */
  encrypt(text: string): Buffer;
  /** Decrypts what `encrypt` returned; throws for anything else (tampered, other machine, other user). */
  decrypt(buffer: Buffer): string;
}

export class SecretStorageUnavailableError extends Error {
  override name = "SecretStorageUnavailableError";
}

/** The part of Electron's safeStorage the box uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only. */
  getSelectedStorageBackend(): string;
}

export interface SecretBoxOptions {
  /**
   * Accept Linux's "basic_text" backend, which encrypts with a key written in Chromium's source —
   * obfuscation, not protection. Only when the user said so (KORA_ALLOW_BASIC_TEXT_SECRETS=1).
   */
  allowBasicText: boolean;
}

/** Reads the user's choice about Linux's basic_text backend from the environment. */
export function secretBoxOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): SecretBoxOptions {
  return { allowBasicText: env.KORA_ALLOW_BASIC_TEXT_SECRETS === "1" };
}

/** Why secrets cannot be stored right now, or null when they can. */
export function secretStorageProblem(storage: SafeStorageLike, platform: NodeJS.Platform, options: SecretBoxOptions): string | null {
  if (!storage.isEncryptionAvailable()) {
    return "the system's secret storage is not available (on Linux, before the app is ready or without a keyring)";
  }
  if (platform !== "linux") return null;
  const backend = storage.getSelectedStorageBackend();
  if (backend === "unknown") return "the secret storage backend is not known yet (the app is not ready)";
  if (backend === "basic_text" && !options.allowBasicText) {
    return "no keyring (GNOME Keyring or KWallet) was found, and the fallback would store secrets with a publicly known key; install a keyring or set KORA_ALLOW_BASIC_TEXT_SECRETS=1";
  }
  return null;
}

/** A box over Electron's safeStorage that refuses to encrypt when the storage is not safe. */
export function createSafeStorageBox(storage: SafeStorageLike, platform: NodeJS.Platform, options: SecretBoxOptions): SecretBox {
  return {
    encrypt(text) {
      const problem = secretStorageProblem(storage, platform, options);
      if (problem) throw new SecretStorageUnavailableError(`Kora will not store this secret: ${problem}.`);
      return storage.encryptString(text);
    },
    decrypt(buffer) {
      // Decrypting what was stored earlier stays possible whatever the backend is now; safeStorage
      // throws when the data is not its own.
      if (!storage.isEncryptionAvailable()) throw new SecretStorageUnavailableError("the system's secret storage is not available");
      return storage.decryptString(buffer);
    },
  };
}

const VERSION = 1;
const IV_LENGTH = 12;
const TAG_LENGTH = 16;

/**
 * For tests: real AES-256-GCM with a key that lives only in this process, so a test can check that
 * nothing readable reaches the disk and that tampering is detected. Layout: version, iv, tag, data.
 */
export function createMemorySecretBox(key: Buffer = randomBytes(32)): SecretBox {
  if (key.length !== 32) throw new RangeError("the key must be 32 bytes");
  return {
    encrypt(text) {
      const iv = randomBytes(IV_LENGTH);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), data]);
    },
    decrypt(buffer) {
      if (buffer.length < 1 + IV_LENGTH + TAG_LENGTH || buffer[0] !== VERSION) throw new Error("not a sealed secret");
      const iv = buffer.subarray(1, 1 + IV_LENGTH);
      const tag = buffer.subarray(1 + IV_LENGTH, 1 + IV_LENGTH + TAG_LENGTH);
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(buffer.subarray(1 + IV_LENGTH + TAG_LENGTH)), decipher.final()]).toString("utf8");
    },
  };
}
