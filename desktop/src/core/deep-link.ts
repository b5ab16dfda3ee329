import { PROTOCOL } from "./identity.ts";

/** Longest link or app path accepted. Real app paths are far shorter; longer input is abuse. */
export const MAX_APP_PATH_LENGTH = 2048;

export type AppPathResult = { ok: true; path: string } | { ok: false; reason: string };

/** First path segments the API serves itself: a link opens a page, never an endpoint or socket. */
const NON_PAGE_SEGMENTS = new Set(["api", "ws"]);

/** `.` or `..`, also percent-encoded, which the URL parser would resolve as traversal. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** Any base works for the final check: we only test that resolving the path keeps its origin. */
const PROBE_ORIGIN = "http://kora.invalid";

const fail = (reason: string): AppPathResult => ({ ok: false, reason });

/** Routers match decoded segments, so `/%61pi` must count as `/api`. Malformed escapes stay as they are. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Turns an untrusted app path (`/my-kora/bookings/123?tab=notes`) into a canonical same-origin
 * path, or says why it is refused. Invariant: a returned path starts with exactly one `/`, has no
 * dot segments, and `new URL(path, origin).origin === origin` for any http(s) origin.
 */
export function toSafeAppPath(input: string): AppPathResult {
  if (input.length === 0) return fail("empty path");
  if (input.length > MAX_APP_PATH_LENGTH) return fail(`longer than ${MAX_APP_PATH_LENGTH} characters`);
  if (!input.startsWith("/")) return fail('must start with "/"');
  // The URL parser drops tabs and newlines and reads "\" as "/", so "/\t/evil.example" or
  // "/\evil.example" would become a protocol-relative URL after parsing.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this check refuses
  if (/[\u0000-\u0020\u007f\\]/.test(input)) return fail("contains spaces, control characters or backslashes");
  if (input.startsWith("//")) return fail("protocol-relative path");

  const pathPart = input.split(/[?#]/, 1)[0] ?? "";
  const segments = pathPart.split("/").slice(1);
  if (segments.some((segment) => DOT_SEGMENT.test(segment))) return fail('contains "." or ".." segments');
  // Servers that decode %2F before routing would see extra segments the check above never saw.
  if (/%2f|%5c/i.test(pathPart)) return fail("contains an encoded slash or backslash");
  if (NON_PAGE_SEGMENTS.has(decodeSegment(segments[0] ?? "").toLowerCase())) return fail("points at the API, not a page");

  const url = new URL(input, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return fail("leaves the Kora origin");
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//")) return fail("protocol-relative path");
  return { ok: true, path };
}

/**
 * The pages a `kora://` link opens: what people are sent to from outside the app — their own pages
 * (a booking and its call among them), a room, an advisor and a card, a group and its recordings, a
 * recording, signing in. Nothing else: a link anyone can put in a web page or a mail must not act for
 * the person at the desk (`/sign-out` ends the session, `/g/…/join` joins a group, password and
 * verification links carry someone's token). Matched on the path without a trailing slash, in any case
 * (the web app's router ignores case).
 */
const LINK_PAGES: readonly RegExp[] = [
  /^$/,
  /^\/my-kora(?:\/[^/]+)*$/i,
  /^\/meet\/[^/]+$/i,
  /^\/advisors\/[^/]+(?:\/[^/]+(?:\/book)?)?$/i,
  /^\/g(?:\/[^/]+(?:\/apply|\/videos(?:\/[^/]+)?)?)?$/i,
  /^\/v\/[^/]+$/i,
  /^\/(?:password-free|sign-in)$/i,
];

/** Where the sign-in page goes next when `redirectTo` names the dashboard (shared's DASHBOARD_REDIRECT_KEY). */
const DASHBOARD_KEY = "my-kora-dashboard";

/** Whether a safe app path is one a link may open: an allowed page, no sign-in token, and nowhere else to go next. */
function linkPageProblem(path: string, depth = 0): string | null {
  const url = new URL(path, PROBE_ORIGIN);
  if (!LINK_PAGES.some((page) => page.test(url.pathname.replace(/\/$/, "")))) return "not a page kora:// links open";
  const keys = [...url.searchParams.keys()].map((key) => key.toLowerCase());
  // `?token=` signs the visitor in (public-site §4): a link to the app never signs anyone in.
  if (keys.includes("token")) return "carries a sign-in token";
  // Signed in, the sign-in page goes straight on to `redirectTo`: that page must be one links open too.
  for (const next of url.searchParams.getAll("redirectTo")) {
    if (next === DASHBOARD_KEY) continue;
    const target = toSafeAppPath(next);
    if (depth > 0 || !target.ok || linkPageProblem(target.path, depth + 1)) return "goes on to a page kora:// links don't open";
  }
  return null;
}

/**
 * Maps `kora://my-kora/bookings/123` to `/my-kora/bookings/123` (query and fragment kept).
 * Everything after `kora://` is treated as a path on the Kora server — never as a host — so a
 * link can only ever open a Kora page, and only one of the pages links are for (LINK_PAGES).
 */
export function parseDeepLink(link: string): AppPathResult {
  if (link.length > MAX_APP_PATH_LENGTH) return fail(`longer than ${MAX_APP_PATH_LENGTH} characters`);
  const prefix = `${PROTOCOL}://`;
  if (link.slice(0, prefix.length).toLowerCase() !== prefix) return fail(`not a ${prefix} link`);
  const target = toSafeAppPath(`/${link.slice(prefix.length)}`);
  if (!target.ok) return target;
  const problem = linkPageProblem(target.path);
  return problem ? fail(problem) : target;
}

/**
 * The `kora:` link among a launch's command-line arguments (Windows and Linux pass the clicked
 * link as an argument, possibly after switches Chromium adds), or null.
 */
export function findDeepLinkInArgv(argv: readonly string[]): string | null {
  const prefix = `${PROTOCOL}:`;
  return argv.find((arg) => arg.slice(0, prefix.length).toLowerCase() === prefix) ?? null;
}
