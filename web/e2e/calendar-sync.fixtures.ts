import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DESKTOP, shooter } from "./groups.fixtures.ts";
import { expect } from "./support/test.ts";

/** Helpers of calendar-sync.e2e.ts: screenshots, a loopback HTTP server, a small calendar, Radicale calendars. */

export { DESKTOP };

/** Full-page screenshots (E2E_SHOTS=1) at a phone's and a desktop's width, as artifacts/screenshots/calendar-{name}-{width}.png. */
export const shoot = shooter("", "calendar-");

/** A real HTTP server on 127.0.0.1 answering every request with `answer`; closed by the caller. */
export async function loopbackServer(
  answer: (url: string, respond: (status: number, headers: Record<string, string>, body: string) => void) => void,
) {
  const server = createServer((request, response) => {
    request.resume();
    answer(request.url ?? "/", (status, headers, body) => response.writeHead(status, headers).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}
/** Stops listening and drops kept-alive connections, so the API's next request is refused. */
export const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** "20260320T090000Z" */
const icsStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * A small calendar with two busy hours and one free (transparent) hour, at days after the server's "now";
 * `only` keeps one event (a CalDAV object holds one).
 */
export function teamCalendar(now: number, only?: string): string {
  const day = 86_400_000;
  const event = (uid: string, start: number, extra: string[] = []) =>
    only !== undefined && only !== uid
      ? []
      : [
          "BEGIN:VEVENT",
          `UID:${uid}@e2e.test`,
          `DTSTAMP:${icsStamp(now)}`,
          `DTSTART:${icsStamp(start)}`,
          `DTEND:${icsStamp(start + 3_600_000)}`,
          "SUMMARY:Team meeting",
          ...extra,
          "END:VEVENT",
        ];
  const base = Math.floor(now / day) * day + 10 * 3_600_000;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kora e2e//EN",
    ...event("busy-1", base + 2 * day),
    ...event("busy-2", base + 9 * day),
    ...event("free-1", base + 3 * day, ["TRANSP:TRANSPARENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** Makes a calendar in Radicale with a plain MKCALENDAR (and the principal first, as a client's login would). */
export async function makeRadicaleCalendar(root: string, auth: string, path: string, name: string, color: string) {
  const headers = { Authorization: auth, "Content-Type": "application/xml; charset=utf-8" };
  const principal = `/${path.split("/")[1]}/`;
  await fetch(new URL(principal, root), { method: "PROPFIND", headers: { ...headers, Depth: "0" } });
  const made = await fetch(new URL(path, root), {
    method: "MKCALENDAR",
    headers,
    body: `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:I="http://apple.com/ns/ical/">
  <D:set><D:prop><D:displayname>${name}</D:displayname><I:calendar-color>${color}</I:calendar-color></D:prop></D:set>
</C:mkcalendar>`,
  });
  expect(made.status, `MKCALENDAR ${path}`).toBe(201);
}
