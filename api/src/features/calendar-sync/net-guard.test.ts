import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressKind, FetchTimeoutError, ForbiddenAddressError, guardedFetch, ResponseTooBigError } from "./net-guard.ts";

/** A real HTTP server on 127.0.0.1 with a few behaviours: ok, a redirect inward, an endless body, silence. */
let server: Server;
let base: string;
/** The same server under another origin (localhost instead of 127.0.0.1). */
let otherBase: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/ok") return res.end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
    if (req.url === "/to-private") return res.writeHead(302, { location: "http://10.0.0.1/steal" }).end();
    if (req.url === "/to-metadata") return res.writeHead(307, { location: "http://[::ffff:169.254.169.254]/latest" }).end();
    if (req.url === "/to-ok") return res.writeHead(301, { location: "/ok" }).end();
    if (req.url === "/huge") {
      const chunk = Buffer.alloc(64 * 1024, 65);
      const pump = () => {
        while (res.write(chunk));
      };
      res.on("drain", pump);
      res.on("close", () => res.off("drain", pump));
      return pump();
    }
    if (req.url === "/silent") return; // never answers
    if (req.url === "/echo-auth") return res.end(req.headers.authorization ?? "none");
    if (req.url === "/to-echo") return res.writeHead(302, { location: "/echo-auth" }).end();
    if (req.url === "/to-other-origin") return res.writeHead(302, { location: `${otherBase}/echo-auth` }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  otherBase = base.replace("127.0.0.1", "localhost");
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the SSRF guard", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["::1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["10.1.2.3", "forbidden"],
    ["172.16.0.1", "forbidden"],
    ["172.32.0.1", "public"],
    ["192.168.1.1", "forbidden"],
    ["169.254.169.254", "forbidden"],
    ["100.64.0.1", "forbidden"],
    ["0.0.0.0", "forbidden"],
    ["224.0.0.1", "forbidden"],
    ["255.255.255.255", "forbidden"],
    ["::", "forbidden"],
    ["fd12:3456::1", "forbidden"],
    ["fe80::1", "forbidden"],
    ["ff02::1", "forbidden"],
    ["::ffff:10.0.0.1", "forbidden"],
    ["::ffff:a9fe:a9fe", "forbidden"],
    ["::ffff:0:10.0.0.1", "forbidden"],
    ["::127.0.0.1", "loopback"],
    ["64:ff9b::169.254.169.254", "forbidden"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::93.184.216.34", "public"],
    ["2002:c0a8:101::1", "forbidden"],
    ["2002:5db8:d822::1", "public"],
    ["fec0::1", "forbidden"],
    ["198.18.0.1", "forbidden"],
    ["192.0.0.8", "forbidden"],
    ["93.184.216.34", "public"],
    ["2606:2800:220:1:248:1893:25c8:1946", "public"],
    ["not-an-ip", "forbidden"],
  ])("%s is %s", (ip, kind) => expect(addressKind(ip)).toBe(kind));

  it("refuses loopback outside embedded mode, by address and by name", async () => {
    await expect(guardedFetch(`${base}/ok`)).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(guardedFetch(`${base.replace("127.0.0.1", "localhost")}/ok`)).rejects.toBeInstanceOf(ForbiddenAddressError);
    // Decimal, octal, hex, short and IPv6 spellings of the same loopback address.
    for (const host of ["2130706433", "0177.0.0.1", "0x7f.1", "127.1", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[::1]"]) {
      await expect(guardedFetch(`${base.replace("127.0.0.1", host)}/ok`)).rejects.toBeInstanceOf(ForbiddenAddressError);
    }
  });

  it("allows loopback in embedded mode, and follows a redirect there", async () => {
    expect(await (await guardedFetch(`${base}/ok`, { allowLoopback: true })).text()).toContain("BEGIN:VCALENDAR");
    expect(await (await guardedFetch(`${base}/to-ok`, { allowLoopback: true })).text()).toContain("BEGIN:VCALENDAR");
  });

  it("checks every redirect again: private and IPv4-mapped link-local targets are refused", async () => {
    await expect(guardedFetch(`${base}/to-private`, { allowLoopback: true })).rejects.toBeInstanceOf(ForbiddenAddressError);
    await expect(guardedFetch(`${base}/to-metadata`, { allowLoopback: true })).rejects.toBeInstanceOf(ForbiddenAddressError);
  });

  it("sends credentials along a redirect within the origin, never to another origin", async () => {
    const init = { headers: { authorization: "Basic c2VjcmV0" } };
    expect(await (await guardedFetch(`${base}/to-echo`, { allowLoopback: true, init })).text()).toBe("Basic c2VjcmV0");
    expect(await (await guardedFetch(`${base}/to-other-origin`, { allowLoopback: true, init })).text()).toBe("none");
  });

  it("lets the reader cancel a body mid-stream without an error after it", async () => {
    const uncaught: unknown[] = [];
    const onError = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onError);
    try {
      const response = await guardedFetch(`${base}/huge`, { allowLoopback: true, maxBytes: 64 * 1024 * 1024 });
      const reader = response.body!.getReader();
      await reader.read();
      await reader.cancel();
      // Chunks already in flight arrive after the cancel: they must be dropped, not enqueued.
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off("uncaughtException", onError);
    }
    expect(uncaught).toEqual([]);
  });

  it("refuses other schemes", async () => {
    await expect(guardedFetch("file:///etc/passwd", { allowLoopback: true })).rejects.toBeInstanceOf(ForbiddenAddressError);
  });

  it("stops reading a body past maxBytes", async () => {
    const response = await guardedFetch(`${base}/huge`, { allowLoopback: true, maxBytes: 1024 * 1024 });
    await expect(response.text()).rejects.toBeInstanceOf(ResponseTooBigError);
  });

  it("gives up on a server that never answers", async () => {
    await expect(guardedFetch(`${base}/silent`, { allowLoopback: true, timeoutMs: 200 })).rejects.toBeInstanceOf(FetchTimeoutError);
  });
});
