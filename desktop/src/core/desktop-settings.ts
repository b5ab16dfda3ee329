/**
 * The desktop app's own settings: one small JSON file in the app-data folder. Each key is validated
 * on its own, so a damaged or hand-edited value falls back to its default without losing the others,
 * and every write replaces the file atomically (a crash mid-write leaves the old file, never half a
 * new one).
 */
import { randomUUID } from "node:crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { z } from "zod";

/** One entry per setting: its schema, and `.catch(default)` so a bad value costs only that key. */
export const desktopSettingsSchema = z.object({
  /**
   * Kora server chosen by the user on the offline page (an origin such as https://kora.example.com),
   * or null for the default. KORA_URL in the environment wins over it; config.ts checks the value.
   */
  serverUrl: z.string().max(2048).nullable().catch(null).default(null),
  /** Do not disturb: OS notifications are held back and summarised when it is turned off (tray, settings). */
  doNotDisturb: z.boolean().catch(false).default(false),
});

export type DesktopSettings = z.output<typeof desktopSettingsSchema>;

export const DEFAULT_DESKTOP_SETTINGS: DesktopSettings = desktopSettingsSchema.parse({});

export const SETTINGS_FILE_NAME = "settings.json";

export interface DesktopSettingsStore {
  /** The settings now on disk, defaults for anything missing or invalid. */
  read(): DesktopSettings;
  /** Merges `patch` into the stored settings, writes them atomically and returns the result. */
  update(patch: Partial<DesktopSettings>): DesktopSettings;
}

/** Parses the file's text; anything unreadable gives the defaults, and `warn` says why. */
export function parseDesktopSettings(text: string, warn: (message: string) => void = () => undefined): DesktopSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    warn("the settings file is not JSON; using the defaults");
    return DEFAULT_DESKTOP_SETTINGS;
  }
  const parsed = desktopSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    // Only a non-object gets here: each key catches its own problems.
    warn("the settings file does not hold an object; using the defaults");
    return DEFAULT_DESKTOP_SETTINGS;
  }
  return parsed.data;
}

/**
 * Writes `text` to `file` through a temporary file in the same folder: written, flushed to disk,
 * then renamed over the old one (rename is atomic on one file system), then the folder is flushed
 * so the rename itself survives a power cut.
 */
export function writeFileAtomically(file: string, text: string): void {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `.${basename(file)}.${randomUUID()}.tmp`);
  try {
    const fd = openSync(temporary, "w", 0o600);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  syncFolder(folder);
}

function syncFolder(folder: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(folder, "r");
    fsyncSync(fd);
  } catch {
    // Windows cannot open or fsync a folder; NTFS journals the rename itself.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** The store over `<folder>/settings.json`; the folder is created on the first write. */
export function createDesktopSettingsStore(folder: string, warn: (message: string) => void = console.warn): DesktopSettingsStore {
  const file = join(folder, SETTINGS_FILE_NAME);
  const read = (): DesktopSettings => {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") warn(`cannot read ${file}: ${String(error)}; using the defaults`);
      return DEFAULT_DESKTOP_SETTINGS;
    }
    return parseDesktopSettings(text, (message) => warn(`${file}: ${message}`));
  };
  return {
    read,
    update(patch) {
      const next = desktopSettingsSchema.parse({ ...read(), ...patch });
      writeFileAtomically(file, `${JSON.stringify(next, null, 2)}\n`);
      return next;
    },
  };
}
