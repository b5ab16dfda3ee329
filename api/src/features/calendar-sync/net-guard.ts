import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";

/**
 * The server-side request forgery guard for every address a person gives Kora to fetch (CalDAV servers,
 * ICS subscriptions). Only http(s); the host is resolved and every address it resolves to is checked
 * inside the connection's own lookup, so the address connected to is the address checked (no DNS
 * rebinding window). Refused: loopback, private (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7),
 * link-local (169.254/16, fe80::/10), unspecified, multicast, broadcast, and IPv4-mapped, -translated,
 * -compatible, NAT64 and 6to4 IPv6 forms of those. Embedded mode allows loopback (a CalDAV server on the
 * same machine; tests). Redirects are followed by hand, each hop checked again, credentials dropped when
 * one leaves the origin; one deadline covers connect and read; the
 * body stops being read past `maxBytes`.
 */

export class ForbiddenAddressError extends Error {
  override readonly name = "ForbiddenAddressError";
}
export class FetchTimeoutError extends Error {
  override readonly name = "FetchTimeoutError";
}
export class ResponseTooBigError extends Error {
  override readonly name = "ResponseTooBigError";
}

export interface GuardOptions {
  /** Loopback targets are allowed (embedded mode only). */
  allowLoopback?: boolean;
  /** One deadline for connecting, redirects and reading the whole body; 10 s by default. */
  timeoutMs?: number;
  /** The body is refused past this many bytes; 10 MB by default. */
  maxBytes?: number;
  /** Redirects followed (each re-checked); 5 by default. */
  maxRedirects?: number;
  /** Method, headers and body of the request; `redirect: "manual"` hands 3xx back unfollowed. */
  init?: RequestInit;
}

export const GUARD_TIMEOUT_MS = 10_000;
export const GUARD_MAX_BYTES = 10 * 1024 * 1024;

function ipv4Parts(ip: string): number[] | null {
  const parts = ip.split(".").map(Number);
  return parts.length === 4 && parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255) ? parts : null;
}

/** An IPv6 address as eight 16-bit groups (an embedded dotted IPv4 tail included). */
function ipv6Groups(ip: string): number[] | null {
  let text = ip.toLowerCase().replace(/%.*$/, "");
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const p = ipv4Parts(v4[1]!);
    if (!p) return null;
    text = `${text.slice(0, -v4[1]!.length)}${((p[0]! << 8) | p[1]!).toString(16)}:${((p[2]! << 8) | p[3]!).toString(16)}`;
  }
  const [head, tail, extra] = text.split("::");
  if (extra !== undefined) return null;
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right].map((g) => Number.parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

type AddressKind = "public" | "loopback" | "forbidden";

function ipv4Kind([a, b, c]: number[]): AddressKind {
  if (a === 127) return "loopback";
  if (a === 0 || a === 10 || a! >= 224) return "forbidden"; // unspecified, private, multicast, reserved, broadcast
  if (a === 172 && b! >= 16 && b! <= 31) return "forbidden";
  if (a === 192 && b === 168) return "forbidden";
  if (a === 169 && b === 254) return "forbidden";
  if (a === 100 && b! >= 64 && b! <= 127) return "forbidden"; // shared address space (carrier NAT)
  if (a === 192 && b === 0 && c === 0) return "forbidden"; // IETF protocol assignments
  if (a === 198 && (b === 18 || b === 19)) return "forbidden"; // benchmarking networks
  return "public";
}

/** The IPv4 address in groups 6–7 (or 1–2 for 6to4) of an IPv6 address, judged as IPv4. */
const embeddedV4 = (hi: number, lo: number) => ipv4Kind([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);

/** What an IP address is, for the guard: public, loopback, or one never connected to. Not an IP: forbidden. */
export function addressKind(ip: string): AddressKind {
  const v4 = isIP(ip) === 4 ? ipv4Parts(ip) : null;
  if (v4) return ipv4Kind(v4);
  const g = isIP(ip) === 6 ? ipv6Groups(ip) : null;
  if (!g) return "forbidden";
  const zeroHead = g.slice(0, 5).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d) and the old IPv4-compatible
  // (::a.b.c.d) forms are judged as IPv4.
  if (zeroHead && (g[5] === 0xffff || (g[5] === 0 && (g[6]! !== 0 || g[7]! > 1)))) return embeddedV4(g[6]!, g[7]!);
  if (g.slice(0, 4).every((x) => x === 0) && g[4] === 0xffff && g[5] === 0) return embeddedV4(g[6]!, g[7]!);
  // NAT64 (64:ff9b::/96, and the local-use 64:ff9b:1::/48) reaches the IPv4 address it carries; so does 6to4 (2002::/16).
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return embeddedV4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return "forbidden";
  if (g[0] === 0x2002) return embeddedV4(g[1]!, g[2]!);
  if (g.every((x, i) => x === (i === 7 ? 1 : 0))) return "loopback";
  if (g.every((x) => x === 0)) return "forbidden"; // unspecified
  if ((g[0]! & 0xfe00) === 0xfc00) return "forbidden"; // unique local fc00::/7
  if ((g[0]! & 0xffc0) === 0xfe80) return "forbidden"; // link-local fe80::/10
  if ((g[0]! & 0xffc0) === 0xfec0) return "forbidden"; // site-local fec0::/10 (deprecated, still routed inside some networks)
  if ((g[0]! & 0xff00) === 0xff00) return "forbidden"; // multicast
  return "public";
}

const allowed = (ip: string, allowLoopback: boolean) => {
  const kind = addressKind(ip);
  return kind === "public" || (kind === "loopback" && allowLoopback);
};

const refuse = (host: string) => new ForbiddenAddressError(`${host} points to an address Kora does not connect to`);

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** A lookup for node:http that refuses a host when any address it resolves to is forbidden. */
function checkedLookup(allowLoopback: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const list = addresses as LookupAddress[];
      if (list.length === 0 || list.some((a) => !allowed(a.address, allowLoopback))) return callback(refuse(hostname), "");
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** The host of a URL as node:http wants it (IPv6 literals without brackets). */
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

function bodyOf(init: RequestInit | undefined): string | Uint8Array | undefined {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string" || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError("guardedFetch sends string or byte bodies only");
}

/** One request, no redirects followed: resolves on the response head. */
function sendOnce(url: URL, init: RequestInit | undefined, allowLoopback: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const host = bareHost(url);
    if (isIP(host) && !allowed(host, allowLoopback)) return reject(refuse(host));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = bodyOf(init);
    if (body !== undefined)
      headers["content-length"] = String(typeof body === "string" ? new TextEncoder().encode(body).length : body.length);
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: init?.method ?? "GET",
        headers,
        lookup: checkedLookup(allowLoopback) as never,
        signal,
      },
      resolve,
    );
    req.on("error", reject);
    req.end(body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function withoutCredentials(headers: RequestInit["headers"]): Headers {
  const kept = new Headers(headers);
  for (const name of ["authorization", "cookie", "proxy-authorization"]) kept.delete(name);
  return kept;
}

/** A web Response over a node response, refusing the body past `maxBytes`. */
function toResponse(res: IncomingMessage, url: URL, maxBytes: number, done: () => void, timeout: () => Error | null): Response {
  const headers = new Headers();
  for (const [key, value] of Object.entries(res.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  const status = res.statusCode ?? 502;
  const declared = Number(res.headers["content-length"] ?? Number.NaN);
  const noBody = status === 204 || status === 304 || status < 200;
  let received = 0;
  // Once the stream is closed, errored or cancelled, later events of the socket are ignored.
  let settled = false;
  const settle = (finish: () => void) => {
    if (settled) return;
    settled = true;
    done();
    finish();
  };
  const body = noBody
    ? null
    : new ReadableStream<Uint8Array>({
        start(controller) {
          const tooBig = () => {
            res.destroy();
            settle(() => controller.error(new ResponseTooBigError(`over ${maxBytes} bytes`)));
          };
          if (declared > maxBytes) return tooBig();
          res.on("data", (chunk: Buffer) => {
            if (settled) return;
            received += chunk.length;
            if (received > maxBytes) return tooBig();
            controller.enqueue(new Uint8Array(chunk));
          });
          res.on("end", () => settle(() => controller.close()));
          // An abort (the deadline) may close the stream with or without an error event.
          res.on("close", () => settle(() => controller.error(timeout() ?? new Error("the connection closed early"))));
          res.on("error", (error) => settle(() => controller.error(timeout() ?? error)));
        },
        cancel() {
          settle(() => res.destroy());
        },
      });
  if (noBody) {
    res.resume();
    done();
  }
  const response = new Response(body, { status, statusText: res.statusMessage ?? "", headers });
  Object.defineProperty(response, "url", { value: url.toString() });
  return response;
}

/**
 * Fetches `url` through the guard. Throws ForbiddenAddressError (a refused target), FetchTimeoutError
 * (the deadline passed, connecting or reading), or a network error; the body errors with
 * ResponseTooBigError past `maxBytes`.
 */
export async function guardedFetch(url: string | URL, options: GuardOptions = {}): Promise<Response> {
  const allowLoopback = options.allowLoopback ?? false;
  const timeoutMs = options.timeoutMs ?? GUARD_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? GUARD_MAX_BYTES;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new FetchTimeoutError(`no answer within ${timeoutMs} ms`));
  }, timeoutMs);
  const done = () => clearTimeout(timer);
  let current = new URL(url);
  let init = options.init;
  try {
    for (let hop = 0; ; hop++) {
      if (current.protocol !== "http:" && current.protocol !== "https:") throw refuse(current.protocol);
      const res = await sendOnce(current, init, allowLoopback, controller.signal);
      const location = res.headers.location;
      if (REDIRECTS.has(res.statusCode ?? 0) && location && init?.redirect !== "manual") {
        res.resume();
        if (hop >= (options.maxRedirects ?? 5)) throw new Error("too many redirects");
        const next = new URL(location, current);
        // As fetch does: credentials (the CalDAV app password) never follow a redirect to another origin.
        if (next.origin !== current.origin) init = { ...init, headers: withoutCredentials(init?.headers) };
        current = next;
        const method = (init?.method ?? "GET").toUpperCase();
        if (res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && method === "POST"))
          init = { ...init, method: "GET", body: undefined };
        continue;
      }
      const timeout = () => (timedOut ? new FetchTimeoutError(`no answer within ${timeoutMs} ms`) : null);
      return toResponse(res, current, maxBytes, done, timeout);
    }
  } catch (error) {
    done();
    if (timedOut) throw new FetchTimeoutError(`no answer within ${timeoutMs} ms`);
    throw error;
  }
}

/** A `fetch` for libraries that take one (tsdav): every request goes through the guard. */
export function guardedFetcher(options: Omit<GuardOptions, "init">): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input;
    return guardedFetch(url, { ...options, init });
  }) as typeof fetch;
}
