import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Start-at-login on Linux, where Electron's login-item API does not exist: an XDG autostart entry
 * (`~/.config/autostart/<name>.desktop`) that desktop environments run at login.
 */
export interface LinuxAutostart {
  /** The autostart folder, normally `$XDG_CONFIG_HOME/autostart`. */
  dir: string;
  /** File name without extension, e.g. "app.kora.desktop". */
  name: string;
  /** Program to start: the AppImage file for AppImages (the mounted path changes every run). */
  execPath: string;
  productName: string;
}

/** Characters the Desktop Entry spec reserves in Exec arguments: such arguments must be quoted. */
const RESERVED = /[\s"'\\><~|&;$*?#()`]/;

/**
 * One Exec argument, escaped per the Desktop Entry spec: `%` doubled (field codes), quoted if it
 * holds reserved characters (with `"`, `` ` ``, `$` and `\` backslash-escaped inside the quotes),
 * then every backslash doubled again because the value is read as a string first.
 */
export function execArgument(arg: string): string {
  if (/[\r\n]/.test(arg)) throw new Error("An autostart command cannot contain line breaks");
  const fieldSafe = arg.replaceAll("%", "%%");
  const quoted = RESERVED.test(fieldSafe) ? `"${fieldSafe.replace(/["`$\\]/g, "\\$&")}"` : fieldSafe;
  return quoted.replaceAll("\\", "\\\\");
}

export function autostartEntry(options: LinuxAutostart): string {
  return [
    "[Desktop Entry]",
    "Type=Application",
    `Name=${options.productName}`,
    `Exec=${execArgument(options.execPath)}`,
    "X-GNOME-Autostart-enabled=true",
    "",
  ].join("\n");
}

const entryPath = (options: Pick<LinuxAutostart, "dir" | "name">): string => join(options.dir, `${options.name}.desktop`);

/**
 * Whether the entry exists and is switched on. Desktop settings apps switch an entry off by
 * writing `Hidden=true` or `X-GNOME-Autostart-enabled=false` into it rather than deleting it.
 */
export async function isLinuxAutostartEnabled(options: Pick<LinuxAutostart, "dir" | "name">): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(entryPath(options), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  return !lines.includes("Hidden=true") && !lines.includes("X-GNOME-Autostart-enabled=false");
}

/** Writes (atomically, so a crash never leaves half an entry) or removes the autostart entry. */
export async function setLinuxAutostart(options: LinuxAutostart, enabled: boolean): Promise<void> {
  const file = entryPath(options);
  if (!enabled) {
    await rm(file, { force: true });
    return;
  }
  await mkdir(options.dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, autostartEntry(options), { mode: 0o644 });
  await rename(temporary, file);
}
