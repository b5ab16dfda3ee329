import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDesktopSettingsStore, DEFAULT_DESKTOP_SETTINGS, SETTINGS_FILE_NAME } from "./desktop-settings.ts";

let folder: string;
const warnings: string[] = [];
const store = () => createDesktopSettingsStore(folder, (message) => warnings.push(message));

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "kora-settings-"));
  warnings.length = 0;
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe("desktop settings store", () => {
  it("gives the defaults when nothing was saved yet, without complaining", () => {
    expect(store().read()).toEqual(DEFAULT_DESKTOP_SETTINGS);
    expect(DEFAULT_DESKTOP_SETTINGS.serverUrl).toBeNull();
    expect(warnings).toEqual([]);
  });

  it("keeps what was saved across restarts (a new store on the same folder)", () => {
    store().update({ serverUrl: "https://kora.example.com" });
    expect(store().read().serverUrl).toBe("https://kora.example.com");
    const onDisk = JSON.parse(readFileSync(join(folder, SETTINGS_FILE_NAME), "utf8"));
    expect(onDisk.serverUrl).toBe("https://kora.example.com");
  });

  it("creates a missing app-data folder on the first write", () => {
    const nested = join(folder, "Kora", "deeper");
    createDesktopSettingsStore(nested).update({ serverUrl: "https://a.example" });
    expect(createDesktopSettingsStore(nested).read().serverUrl).toBe("https://a.example");
  });

  it("leaves no temporary files behind and keeps the file private to the user", () => {
    const settings = store();
    for (let i = 0; i < 5; i++) settings.update({ serverUrl: `https://k${i}.example` });
    expect(readdirSync(folder)).toEqual([SETTINGS_FILE_NAME]);
    if (process.platform !== "win32") expect(statSync(join(folder, SETTINGS_FILE_NAME)).mode & 0o077).toBe(0);
  });

  it("falls back to the defaults for a file that is not JSON, and says so", () => {
    writeFileSync(join(folder, SETTINGS_FILE_NAME), '{"serverUrl": "https://half');
    expect(store().read()).toEqual(DEFAULT_DESKTOP_SETTINGS);
    expect(warnings).toEqual([expect.stringMatching(/not JSON/)]);
  });

  it("falls back for a file holding something other than an object", () => {
    writeFileSync(join(folder, SETTINGS_FILE_NAME), "[1,2]");
    expect(store().read()).toEqual(DEFAULT_DESKTOP_SETTINGS);
    expect(warnings).toEqual([expect.stringMatching(/does not hold an object/)]);
  });

  it("resets only the damaged key and drops unknown ones", () => {
    writeFileSync(join(folder, SETTINGS_FILE_NAME), JSON.stringify({ serverUrl: 42, somethingOld: true }));
    expect(store().read()).toEqual(DEFAULT_DESKTOP_SETTINGS);
    writeFileSync(join(folder, SETTINGS_FILE_NAME), JSON.stringify({ serverUrl: "x".repeat(5000) }));
    expect(store().read().serverUrl).toBeNull();
  });

  it("an update keeps the other keys and a later read sees the new value", () => {
    const settings = store();
    settings.update({ serverUrl: "https://kora.example.com" });
    const after = settings.update({});
    expect(after.serverUrl).toBe("https://kora.example.com");
    expect(settings.update({ serverUrl: null }).serverUrl).toBeNull();
    expect(store().read().serverUrl).toBeNull();
  });

  it("a crash mid-write (a temporary file left behind) leaves the saved settings readable", () => {
    store().update({ serverUrl: "https://kept.example" });
    writeFileSync(join(folder, `.${SETTINGS_FILE_NAME}.crashed.tmp`), '{"serverUrl": "https://ha');
    expect(store().read().serverUrl).toBe("https://kept.example");
    expect(warnings).toEqual([]);
  });

  it("a write that cannot replace the file throws and cleans up its temporary file", () => {
    // A folder where the file should be: the temporary file is written, the rename fails.
    mkdirSync(join(folder, SETTINGS_FILE_NAME, "inner"), { recursive: true });
    expect(() => store().update({ serverUrl: "https://second.example" })).toThrow();
    expect(readdirSync(folder)).toEqual([SETTINGS_FILE_NAME]);
  });
});
