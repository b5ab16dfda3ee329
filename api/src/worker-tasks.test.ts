import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { busyTask, discoverTask } from "./features/calendar-sync/calendar.tasks.ts";
import { logoTask } from "./lib/logo-image.ts";
import { interlacedPngBomb, picture } from "./test/image-attacks.ts";
import { nodeTaskPool } from "./test/workers/node-pool.ts";
import { WORKER_TASKS } from "./worker-tasks.ts";
import type { TaskPool } from "./workers/task-pool.ts";

/**
 * The workers' real entry (task-entry.ts) on a real worker thread: every task it lists is served
 * there, with its data crossing the thread — and nothing in its imports takes over the worker's
 * messages (React Email's prismjs would).
 */

const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "UID:w",
  "DTSTART:20261110T090000Z",
  "DURATION:PT1H",
  "END:VEVENT",
  "END:VCALENDAR",
];

let pool: TaskPool;
let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { "content-type": "text/calendar" }).end(ICS.join("\r\n")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pool = await nodeTaskPool({ entry: new URL("./task-entry.ts", import.meta.url), heapMb: 512, size: 1 });
}, 60_000);
afterAll(async () => {
  pool?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the worker tasks on a real worker", { timeout: 60_000 }, () => {
  it("lists each task once, by a name of its own", () => {
    expect(new Set(WORKER_TASKS.map((task) => task.name)).size).toBe(WORKER_TASKS.length);
  });

  it("renders a logo, and refuses a bomb as a result, not an error", async () => {
    const png = await picture("image/png", 900, 300);
    const rendered = await pool.run(logoTask, { bytes: png, header: { type: "png", width: 900, height: 300 }, box: 512 });
    expect(rendered).toMatchObject({ ok: true, value: expect.any(Uint8Array) });
    const bomb = await pool.run(logoTask, {
      bytes: interlacedPngBomb(200, 256),
      header: { type: "png", width: 200, height: 200 },
      box: 512,
    });
    expect(bomb).toEqual({ ok: false, why: "The picture could not be read: its image data is not its declared size." });
  });

  it("reads a calendar's busy times over loopback, and tells why a CalDAV server can't be reached", async () => {
    const range = { fromMs: Date.parse("2026-11-01T00:00:00Z"), toMs: Date.parse("2026-12-01T00:00:00Z") };
    const policy = { allowLoopback: true };
    const busy = await pool.run(busyTask, {
      source: { kind: "ics", url: `${base}/a.ics` },
      ...range,
      timezone: "UTC",
      publicUrl: "https://kora.test",
      policy,
    });
    expect(busy).toEqual({ ok: true, periods: new Float64Array([Date.parse("2026-11-10T09:00:00Z"), Date.parse("2026-11-10T10:00:00Z")]) });
    const account = { serverUrl: "http://10.0.0.1/dav/", username: "a", password: "b" };
    expect(await pool.run(discoverTask, { account, policy })).toMatchObject({ ok: false, code: "forbiddenAddress" });
  });
});
