/**
 * The installer configuration (electron-builder.cjs), loaded the way electron-builder loads it and
 * validated with its own schema, since installers cannot be built on machines without Electron.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Configuration } from "app-builder-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_ID, PRODUCT_NAME, PROTOCOL } from "./core/identity.ts";
import { isAcceptableFeed } from "./core/update-policy.ts";

const require = createRequire(import.meta.url);
const DESKTOP = fileURLToPath(new URL("..", import.meta.url));
const builderConfig = require("../electron-builder.cjs");
const createConfig: (env: Record<string, string>, platform: string) => Configuration = builderConfig.createConfig;
const updateFeedUrl: (env: Record<string, string>) => string | null = builderConfig.updateFeedUrl;
const { getConfig, validateConfiguration } = require("app-builder-lib/out/util/config/config.js");
const { DebugLogger } = require("builder-util");
const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

const FEED = { KORA_UPDATE_URL: "https://updates.kora.example.com/desktop" };
const MAC_SIGNING = {
  CSC_LINK: "/secure/developer-id.p12",
  APPLE_API_KEY: "/secure/AuthKey.p8",
  APPLE_API_KEY_ID: "ABC123",
  APPLE_API_ISSUER: "issuer-uuid",
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("electron-builder configuration", () => {
  it("is the file electron-builder finds in desktop/, and its schema accepts it", async () => {
    expect(packageJson.build).toBeUndefined(); // a "build" key would hide electron-builder.cjs
    // electron-builder calls the file's function with the real environment: make it a plain one.
    vi.stubEnv("KORA_UPDATE_URL", "");
    vi.stubEnv("KORA_REQUIRE_SIGNING", "");
    const found = await getConfig(DESKTOP, null, null);
    expect(found.appId).toBe(APP_ID);
    await expect(validateConfiguration(createConfig({}, "linux"), new DebugLogger(false))).resolves.toBeUndefined();
    await expect(
      validateConfiguration(createConfig({ ...FEED, ...MAC_SIGNING, KORA_REQUIRE_SIGNING: "1" }, "darwin"), new DebugLogger(false)),
    ).resolves.toBeUndefined();
  });

  it("has teeth: electron-builder's validation refuses a misspelt option", async () => {
    const wrong = { ...createConfig({}, "linux"), mac: { ...createConfig({}, "linux").mac, notarise: true } };
    await expect(validateConfiguration(wrong, new DebugLogger(false))).rejects.toThrow(/Invalid configuration object/);
  });

  it("builds deb + AppImage, a dmg (+ the zip macOS updates need) and an nsis installer, registering kora://", () => {
    const config = createConfig({}, "linux");
    expect(config.linux?.target).toEqual(["deb", "AppImage"]);
    expect(config.mac?.target).toEqual(["dmg", "zip"]);
    expect(config.win?.target).toBe("nsis");
    expect(config.protocols).toEqual([{ name: PRODUCT_NAME, schemes: [PROTOCOL] }]);
  });

  it("ships the compiled app and its static files, without tests, with native modules outside the asar", () => {
    const config = createConfig({}, "linux");
    expect(config.files).toEqual(expect.arrayContaining(["dist/**/*.js", "!dist/**/*.test.js", "static/**/*", "package.json"]));
    expect(packageJson.main).toBe("dist/main/main.js");
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toContain("**/*.node");
    expect(config.npmRebuild).toBe(true); // better-sqlite3 rebuilt for Electron's ABI
    expect(packageJson.dependencies).toHaveProperty("better-sqlite3");
    expect(packageJson.dependencies).toHaveProperty("electron-updater");
  });

  it("signs macOS with the hardened runtime and camera/microphone entitlements, and notarises", () => {
    const { mac } = createConfig({}, "darwin");
    expect(mac).toMatchObject({ hardenedRuntime: true, notarize: true });
    const plist = readFileSync(new URL(`../${mac?.entitlements}`, import.meta.url), "utf8");
    for (const key of ["cs.allow-jit", "device.camera", "device.audio-input"]) expect(plist).toContain(`com.apple.security.${key}`);
    expect(mac?.extendInfo).toHaveProperty("NSCameraUsageDescription");
    expect(mac?.extendInfo).toHaveProperty("NSMicrophoneUsageDescription");
    expect(existsSync(new URL(`../${createConfig({}, "linux").icon}`, import.meta.url))).toBe(true);
  });

  it("flips the security fuses", () => {
    expect(createConfig({}, "linux").electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});

describe("update feed from KORA_UPDATE_URL", () => {
  it("publishes nothing and bakes no feed when the variable is unset", () => {
    const config = createConfig({}, "linux");
    expect(config.publish).toBeNull();
    expect(config.extraMetadata.koraUpdateFeed).toBeNull();
  });

  it("publishes to a generic https feed and bakes the same URL into the app", () => {
    const config = createConfig(FEED, "linux");
    expect(config.publish).toEqual([{ provider: "generic", url: "https://updates.kora.example.com/desktop/", channel: "latest" }]);
    expect(config.extraMetadata.koraUpdateFeed).toBe("https://updates.kora.example.com/desktop/");
    expect(isAcceptableFeed(config.extraMetadata.koraUpdateFeed)).toBe(true);
  });

  it("bakes the feed under the key the app reads it from", () => {
    const updates = readFileSync(new URL("./main/updates.ts", import.meta.url), "utf8");
    const [key] = Object.keys(createConfig(FEED, "linux").extraMetadata ?? {});
    expect(key).toBe("koraUpdateFeed");
    expect(updates).toContain(`{ ${key}?: unknown }).${key}`);
  });

  it.each([
    "http://updates.kora.example.com/",
    "https://u:p@updates.example.com/",
    "https://updates.example.com/?token=1",
    "ftp://x/",
    "nonsense",
  ])("refuses %s, like the app would", (url) => {
    expect(() => updateFeedUrl({ KORA_UPDATE_URL: url })).toThrow(/KORA_UPDATE_URL/);
    expect(isAcceptableFeed(url)).toBe(false);
  });
});

describe("release signing (KORA_REQUIRE_SIGNING=1)", () => {
  it("is optional for local builds", () => {
    expect(createConfig({}, "win32").forceCodeSigning).toBe(false);
  });

  it("fails a Windows release without a certificate, accepts WIN_CSC_LINK or CSC_LINK", () => {
    expect(() => createConfig({ KORA_REQUIRE_SIGNING: "1" }, "win32")).toThrow(/WIN_CSC_LINK or CSC_LINK/);
    expect(createConfig({ KORA_REQUIRE_SIGNING: "1", WIN_CSC_LINK: "C:/secure/kora.pfx" }, "win32").forceCodeSigning).toBe(true);
    expect(createConfig({ KORA_REQUIRE_SIGNING: "1", CSC_LINK: "C:/secure/kora.pfx" }, "win32").win?.verifyUpdateCodeSignature).toBe(true);
  });

  it("fails a macOS release without a Developer ID or without notarisation credentials", () => {
    expect(() => createConfig({ KORA_REQUIRE_SIGNING: "1" }, "darwin")).toThrow(/CSC_LINK or CSC_NAME/);
    expect(() => createConfig({ KORA_REQUIRE_SIGNING: "1", CSC_LINK: "/secure/id.p12", APPLE_ID: "a@b.c" }, "darwin")).toThrow(
      /notarisation credentials/,
    );
    const withAppleId = {
      KORA_REQUIRE_SIGNING: "1",
      CSC_NAME: "Developer ID Application: Kora",
      APPLE_ID: "a@b.c",
      APPLE_APP_SPECIFIC_PASSWORD: "pw",
      APPLE_TEAM_ID: "TEAM",
    };
    expect(createConfig(withAppleId, "darwin").forceCodeSigning).toBe(true);
    expect(createConfig({ ...MAC_SIGNING, KORA_REQUIRE_SIGNING: "1" }, "darwin").forceCodeSigning).toBe(true);
  });
});
