/**
 * The IPC surface wired end to end, read from the sources as text (main and the preload import
 * Electron, so they cannot be loaded here). Channels are read from the contract at run time, so a
 * channel added later is covered without touching this file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as contract from "./ipc-contract.ts";
import { IPC_CHANNEL_LIST, IPC_CHANNELS, ipcContract } from "./ipc-contract.ts";

const source = (path: string): string => readFileSync(new URL(path, import.meta.url), "utf8");
const mainIpc = source("./main/ipc.ts");
const preload = source("./preload/preload.ts");
const mainFolder = readdirSync(new URL("./main/", import.meta.url))
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => source(`./main/${name}`))
  .join("\n");

/** Push channels: exported string constants named *_EVENT whose value is a kora: channel. */
const pushChannels: [string, string][] = Object.entries(contract).flatMap(([name, value]: [string, unknown]) =>
  name.endsWith("_EVENT") && typeof value === "string" ? [[name, value] as [string, string]] : [],
);
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("IPC wiring", () => {
  it("reads a non-trivial contract (the test would pass vacuously otherwise)", () => {
    expect(IPC_CHANNEL_LIST.length).toBeGreaterThanOrEqual(5);
    expect(pushChannels.map(([name]) => name)).toContain("DEEP_LINK_EVENT");
  });

  it.each(Object.entries(IPC_CHANNELS))("%s (%s) has a schema, a handler in main/ipc.ts and a preload function", (key, channel) => {
    expect(ipcContract).toHaveProperty([channel]);
    expect(mainIpc).toMatch(new RegExp(`\\[IPC_CHANNELS\\.${escapeRegExp(key)}\\]\\s*:`));
    expect(preload).toMatch(new RegExp(`invoke\\(\\s*"${escapeRegExp(channel)}"`));
  });

  it("has main register every channel of the contract through the guard", () => {
    expect(mainIpc).toMatch(/createIpcDispatcher\(handlers, koraOrigin\)/);
    expect(mainIpc).toMatch(/for \(const channel of IPC_CHANNEL_LIST\)/);
  });

  it("lets the preload invoke only channels the contract declares", () => {
    const invoked = [...preload.matchAll(/invoke\(\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(invoked.length).toBeGreaterThan(0);
    for (const channel of invoked) expect(IPC_CHANNEL_LIST).toContain(channel);
  });

  it.each(pushChannels)(
    "push channel %s is repeated in the preload with the same value, listened to there and sent from main",
    (name, value) => {
      expect(value).toMatch(/^kora:[a-z-]+$/);
      expect(IPC_CHANNEL_LIST).not.toContain(value);
      expect(preload).toContain(`const ${name} = "${value}";`);
      expect(preload).toMatch(new RegExp(`ipcRenderer\\.on\\(${name},`));
      // Sent, not just imported: contents.send(NAME, …), window.sendToPage(NAME, …) and the like.
      expect(mainFolder).toMatch(new RegExp(`\\w*[sS]end\\w*\\(\\s*${name}\\b`));
    },
  );
});
