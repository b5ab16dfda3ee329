import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { autostartEntry, execArgument, isLinuxAutostartEnabled, setLinuxAutostart, type LinuxAutostart } from "./autostart-linux.ts";

/** Reads an Exec argument back the way the Desktop Entry spec says a launcher does. */
function unescapeExecArgument(value: string): string {
  const unescapedString = value.replace(/\\(.)/g, (_match, char: string) => (char === "\\" ? "\\" : `\\${char}`));
  const unquoted = unescapedString.startsWith('"') ? unescapedString.slice(1, -1).replace(/\\(["`$\\])/g, "$1") : unescapedString;
  return unquoted.replaceAll("%%", "%");
}

describe("execArgument", () => {
  it("leaves a plain path alone", () => {
    expect(execArgument("/opt/Kora/kora")).toBe("/opt/Kora/kora");
  });

  it.each([
    ["/home/sam/Apps/Kora 1.0.AppImage", '"/home/sam/Apps/Kora 1.0.AppImage"'],
    ["/home/sam/100%/kora", "/home/sam/100%%/kora"],
    ["/home/$USER/kora", '"/home/\\\\$USER/kora"'],
    ['/home/a"b/kora', '"/home/a\\\\"b/kora"'],
    ["/home/a\\b/kora", '"/home/a\\\\\\\\b/kora"'],
  ])("escapes %j as %s", (path, expected) => {
    expect(execArgument(path)).toBe(expected);
  });

  it.each(["/home/sam/Kora 1.0.AppImage", "/tmp/it's/kora", "/x/`id`/$(id)/a\\b/%u/k;ra&", "/plain/kora"])(
    "round-trips %j through a launcher's unescaping",
    (path) => {
      expect(unescapeExecArgument(execArgument(path))).toBe(path);
    },
  );

  it("refuses line breaks, which would end the Exec line", () => {
    expect(() => execArgument("/tmp/a\nX-Evil=1")).toThrow(/line breaks/);
  });
});

describe("Linux autostart entry", () => {
  let dir: string;
  let options: LinuxAutostart;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "kora-autostart-"));
    options = { dir: join(dir, "autostart"), name: "app.kora.desktop", execPath: "/opt/Kora/kora", productName: "Kora" };
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("is off when there is no entry", async () => {
    await expect(isLinuxAutostartEnabled(options)).resolves.toBe(false);
  });

  it("writes a valid entry (creating the folder) and reads it back as on", async () => {
    await setLinuxAutostart(options, true);
    const text = await readFile(join(options.dir, "app.kora.desktop.desktop"), "utf8");
    expect(text).toBe(autostartEntry(options));
    expect(text.split("\n")).toEqual(expect.arrayContaining(["[Desktop Entry]", "Type=Application", "Name=Kora", "Exec=/opt/Kora/kora"]));
    await expect(isLinuxAutostartEnabled(options)).resolves.toBe(true);
    expect(await readdir(options.dir)).toEqual(["app.kora.desktop.desktop"]); // no temporary file left
  });

  it("removes the entry when switched off, and switching off twice is fine", async () => {
    await setLinuxAutostart(options, true);
    await setLinuxAutostart(options, false);
    await setLinuxAutostart(options, false);
    await expect(isLinuxAutostartEnabled(options)).resolves.toBe(false);
  });

  it.each(["Hidden=true", "X-GNOME-Autostart-enabled=false"])("reads an entry a settings app disabled with %s as off", async (line) => {
    await setLinuxAutostart(options, true);
    const file = join(options.dir, "app.kora.desktop.desktop");
    await writeFile(file, `${await readFile(file, "utf8")}${line}\n`);
    await expect(isLinuxAutostartEnabled(options)).resolves.toBe(false);
    await setLinuxAutostart(options, true); // switching on again rewrites it
    await expect(isLinuxAutostartEnabled(options)).resolves.toBe(true);
  });
});
