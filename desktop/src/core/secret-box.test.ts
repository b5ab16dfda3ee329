import { describe, expect, it } from "vitest";
import {
  createMemorySecretBox,
  createSafeStorageBox,
  type SafeStorageLike,
  SecretStorageUnavailableError,
  secretBoxOptionsFromEnv,
} from "./secret-box.ts";

const SECRET = "https://kora.example.com/api/uploads/5f1c0d?token=abc";

/** A stand-in for safeStorage: reversible, marks what it encrypted, reports a chosen backend. */
function fakeSafeStorage(state: { available: boolean; backend: string }): SafeStorageLike & { encrypted: number } {
  const fake = {
    encrypted: 0,
    isEncryptionAvailable: () => state.available,
    getSelectedStorageBackend: () => state.backend,
    encryptString(text: string) {
      fake.encrypted++;
      return Buffer.concat([Buffer.from("sealed:"), Buffer.from(text).reverse()]);
    },
    decryptString(buffer: Buffer) {
      if (!buffer.subarray(0, 7).equals(Buffer.from("sealed:"))) throw new Error("Error while decrypting the ciphertext");
      return Buffer.from(buffer.subarray(7)).reverse().toString();
    },
  };
  return fake;
}

describe("safeStorage box", () => {
  it.each([
    ["darwin", "unknown"],
    ["win32", "unknown"],
    ["linux", "gnome_libsecret"],
    ["linux", "kwallet6"],
  ] as const)("encrypts on %s (%s) and decrypts back", (platform, backend) => {
    const storage = fakeSafeStorage({ available: true, backend });
    const box = createSafeStorageBox(storage, platform, { allowBasicText: false });
    const sealed = box.encrypt(SECRET);
    expect(sealed.toString()).not.toContain(SECRET);
    expect(box.decrypt(sealed)).toBe(SECRET);
  });

  it("refuses to store a secret on Linux's basic_text backend (a publicly known key) unless told", () => {
    const storage = fakeSafeStorage({ available: true, backend: "basic_text" });
    const refused = createSafeStorageBox(storage, "linux", { allowBasicText: false });
    expect(() => refused.encrypt(SECRET)).toThrow(SecretStorageUnavailableError);
    expect(() => refused.encrypt(SECRET)).toThrow(/KORA_ALLOW_BASIC_TEXT_SECRETS=1/);
    expect(storage.encrypted).toBe(0);
    const told = createSafeStorageBox(storage, "linux", secretBoxOptionsFromEnv({ KORA_ALLOW_BASIC_TEXT_SECRETS: "1" }));
    expect(told.decrypt(told.encrypt(SECRET))).toBe(SECRET);
  });

  it("refuses before the app is ready (no backend known yet) and when no secret storage exists", () => {
    const early = createSafeStorageBox(fakeSafeStorage({ available: true, backend: "unknown" }), "linux", { allowBasicText: true });
    expect(() => early.encrypt(SECRET)).toThrow(/not known yet/);
    const none = createSafeStorageBox(fakeSafeStorage({ available: false, backend: "unknown" }), "darwin", { allowBasicText: true });
    expect(() => none.encrypt(SECRET)).toThrow(SecretStorageUnavailableError);
    expect(() => none.decrypt(Buffer.from("sealed:x"))).toThrow(SecretStorageUnavailableError);
  });

  it("reads the opt-in only from an exact KORA_ALLOW_BASIC_TEXT_SECRETS=1", () => {
    expect(secretBoxOptionsFromEnv({})).toEqual({ allowBasicText: false });
    expect(secretBoxOptionsFromEnv({ KORA_ALLOW_BASIC_TEXT_SECRETS: "true" })).toEqual({ allowBasicText: false });
    expect(secretBoxOptionsFromEnv({ KORA_ALLOW_BASIC_TEXT_SECRETS: "1" })).toEqual({ allowBasicText: true });
  });
});

describe("memory secret box (tests)", () => {
  it("round-trips text, including non-ASCII, with a fresh ciphertext each time", () => {
    const box = createMemorySecretBox();
    const a = box.encrypt("Zoë · 東京");
    const b = box.encrypt("Zoë · 東京");
    expect(a.equals(b)).toBe(false);
    expect(box.decrypt(a)).toBe("Zoë · 東京");
  });

  it("never shows the plain text and detects tampering or a foreign key", () => {
    const box = createMemorySecretBox();
    const sealed = box.encrypt(SECRET);
    expect(sealed.includes(Buffer.from("kora.example.com"))).toBe(false);
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    expect(() => box.decrypt(tampered)).toThrow();
    expect(() => createMemorySecretBox().decrypt(sealed)).toThrow();
    expect(() => box.decrypt(Buffer.from("short"))).toThrow(/not a sealed secret/);
  });
});
