import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncErrorCode } from "../sync-errors.ts";
import { IcsError } from "./ics-limits.ts";
import { readBusyResult } from "../busy-read.ts";
import { fetchIcsBusy, icsFetchUrl } from "./subscription.ts";

const Z = (iso: string) => Date.parse(iso);
const range = { fromMs: Z("2026-11-01T00:00:00Z"), toMs: Z("2026-12-01T00:00:00Z") };
const CALENDAR = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//test//EN",
  "BEGIN:VEVENT",
  "UID:one",
  "DTSTART;TZID=Europe/Berlin:20261109T100000",
  "DTEND;TZID=Europe/Berlin:20261109T113000",
  "RRULE:FREQ=WEEKLY;COUNT=2",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

/** Bytes the endless route managed to write before the client hung up. */
let streamed = 0;
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/cal.ics") {
      res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" });
      res.end(CALENDAR);
    } else if (req.url === "/page") {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<!doctype html><title>Sign in</title>");
    } else if (req.url === "/huge.ics") {
      // 100 MB of a (valid-looking) calendar, written as fast as the client reads it.
      res.writeHead(200, { "content-type": "text/calendar" });
      streamed = 0;
      const chunk = Buffer.alloc(64 * 1024, "X-FILL:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n");
      res.write("BEGIN:VCALENDAR\r\n");
      const total = 100 * 1024 * 1024;
      const pump = () => {
        while (streamed < total) {
          streamed += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end("END:VCALENDAR\r\n");
      };
      res.on("close", () => res.removeAllListeners("drain"));
      pump();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function reason(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof IcsError) return error.reason;
    throw error;
  }
  return "no error";
}

describe("ICS subscriptions over real HTTP on 127.0.0.1", () => {
  it("reads a subscribed calendar's busy periods", async () => {
    const busy = await fetchIcsBusy(`${base}/cal.ics`, range, { allowLoopback: true });
    expect(busy.map((b) => [new Date(b.startMs).toISOString(), new Date(b.endMs).toISOString()])).toEqual([
      ["2026-11-09T09:00:00.000Z", "2026-11-09T10:30:00.000Z"],
      ["2026-11-16T09:00:00.000Z", "2026-11-16T10:30:00.000Z"],
    ]);
  });

  it("refuses a 100 MB calendar after 10 MB without reading it all", async () => {
    expect(await reason(() => fetchIcsBusy(`${base}/huge.ics`, range, { allowLoopback: true }))).toBe("tooBig");
    // The sync job reads the same reason off the error.
    expect(syncErrorCode(await fetchIcsBusy(`${base}/huge.ics`, range, { allowLoopback: true }).catch((e) => e))).toBe("tooBig");
    // The client hung up at 10 MB; what the server had written beyond it sat in socket buffers.
    expect(streamed).toBeLessThan(30 * 1024 * 1024);
  });

  it("tells a web page, a missing address and a loopback target apart, in plain words", async () => {
    expect(await reason(() => fetchIcsBusy(`${base}/page`, range, { allowLoopback: true }))).toBe("notCalendar");
    expect(await reason(() => fetchIcsBusy(`${base}/gone.ics`, range, { allowLoopback: true }))).toBe("notFound");
    expect(await reason(() => fetchIcsBusy(`${base}/cal.ics`, range))).toBe("forbiddenAddress");
    // What the calendar worker answers the subscribe check and the sync with: the reason's code, crossing threads as data.
    const read = (url: string) =>
      readBusyResult({
        source: { kind: "ics", url },
        ...range,
        timezone: "UTC",
        publicUrl: "https://kora.test",
        policy: { allowLoopback: true },
      });
    expect(await read(`${base}/page`)).toMatchObject({ ok: false, code: "notCalendar" });
    expect(await read(`${base}/cal.ics`)).toMatchObject({
      ok: true,
      periods: new Float64Array([
        Z("2026-11-09T09:00:00Z"),
        Z("2026-11-09T10:30:00Z"),
        Z("2026-11-16T09:00:00Z"),
        Z("2026-11-16T10:30:00Z"),
      ]),
    });
  });

  it("subscribes to webcal:// addresses over https", () => {
    expect(icsFetchUrl("webcal://p01-calendars.icloud.com/published/2/abc")).toBe("https://p01-calendars.icloud.com/published/2/abc");
    expect(icsFetchUrl("https://example.com/a.ics")).toBe("https://example.com/a.ics");
  });
});
