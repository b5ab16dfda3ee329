import { APP_BASE, appPath, DASHBOARD_REDIRECT_KEY } from "../../brand.ts";

/** What the client knows when a route is entered. */
export interface GuardInput {
  path: string;
  search: string;
  maintenance: boolean;
  /** The version the server expects; null while unknown. */
  expectedClientVersion: string | null;
  clientVersion: string;
  /**
   * null = signed out. A user object without an id is a corrupt session. `verificationRequired`: the
   * email, or a mobile number the user gave, is not verified yet (guard 5).
   */
  user: null | { id: string | null; isPlaceholder: boolean; verificationRequired: boolean; phoneVerified: boolean };
}

export type GuardDecision =
  | { action: "allow" }
  | { action: "reload" }
  | { action: "redirect"; to: string }
  /** Drop the local session (and server session), then go to `to` (or stay when absent). */
  | { action: "reset"; to?: string };

export const MAINTENANCE_PATH = "/maintenance-mode";
export const LOGIN_PATH = "/password-free?step=login";
const LOGIN_PAGES = ["/password-free", "/sign-in", "/join-now", "/forgot-password", "/recover-account"];
export const VERIFY_PHONE_PATH = "/verify/phone";
export const VERIFY_EMAIL_PATH = "/verify/email";
/** The verification pages; "/verify/mobile" is the old address of the phone page and redirects to it. */
const VERIFICATION_PAGES = [VERIFY_PHONE_PATH, VERIFY_EMAIL_PATH, "/verify/mobile"];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Pages a placeholder (guest) user may stay on: respond, instant meeting, public and group videos, their limited dashboard. */
export function placeholderMayView(path: string): boolean {
  return (
    path === appPath("dashboard") ||
    /^\/advisors\/[^/]+\/[^/]+\/(respond|instant-meeting)(\/|$)/.test(path) ||
    /^\/meet\/[^/]+$/.test(path) ||
    under(path, "/v") ||
    /^\/g\/[^/]+\/videos(\/|$)/.test(path)
  );
}

/** Pages that need a signed-in user. */
export const requiresAuth = (path: string) => under(path, APP_BASE);

/**
 * Guard 5's exemptions: paths starting with /sign, /my-kora/my-details, /join, /apply, /book, /respond, and
 * get-in-touch — and a personal room (/meet/…, or a card's /instant-meeting), which like a booking's
 * /join is a call someone is waiting in.
 */
function exemptFromVerification(path: string): boolean {
  if (path.startsWith("/sign") || under(path, appPath("my-details")) || under(path, "/get-in-touch") || under(path, "/meet")) return true;
  if (VERIFICATION_PAGES.some((page) => under(path, page))) return true;
  return path.split("/").some((segment) => ["join", "apply", "book", "respond", "instant-meeting"].includes(segment));
}

/**
 * Server endpoints a redirect must never go on to: a signed-in visitor leaves the sign-in page for
 * `redirectTo` at once, so `/sign-out` there would let any site's link sign them out.
 */
const NOT_PAGES = new Set(["sign-out", "api", "ws"]);

/** The first segment of a path as a server would route it (decoded, any case). */
function firstSegment(path: string): string {
  const segment = path.slice(1).split(/[/?#]/, 1)[0] ?? "";
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** A same-site page from a `redirectTo` parameter, or null when it is absent, points elsewhere or isn't a page. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value === DASHBOARD_REDIRECT_KEY) return appPath("dashboard");
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return NOT_PAGES.has(firstSegment(value)) ? null : value;
}

/** Route guards 1–7 of public-site §5, in order. Pure: the caller performs the decision. */
export function resolveGuard(input: GuardInput): GuardDecision {
  const { path, user } = input;
  const query = new URLSearchParams(input.search);
  // 1. Maintenance mode sends everything to the maintenance page.
  if (input.maintenance) return path === MAINTENANCE_PATH ? { action: "allow" } : { action: "redirect", to: MAINTENANCE_PATH };
  if (path === MAINTENANCE_PATH) return { action: "redirect", to: "/" };
  // 2. A stale client reloads itself.
  if (input.expectedClientVersion && input.expectedClientVersion !== input.clientVersion) return { action: "reload" };
  // 3. A user without an id is reset.
  if (user && !user.id) return { action: "reset", to: requiresAuth(path) ? withRedirect(path, input.search) : undefined };
  if (!user) return requiresAuth(path) ? { action: "redirect", to: withRedirect(path, input.search) } : { action: "allow" };
  // 4. Placeholder users may only stay on their own pages.
  if (user.isPlaceholder) {
    if (placeholderMayView(path)) return { action: "allow" };
    return requiresAuth(path) ? { action: "reset", to: LOGIN_PATH } : { action: "reset" };
  }
  // 5. Real users who still need to verify go to My details first.
  if (user.verificationRequired && !exemptFromVerification(path)) return { action: "redirect", to: appPath("my-details") };
  // 6. Signed-in users have no business on login pages.
  if (LOGIN_PAGES.some((page) => under(path, page))) {
    const video = query.get("video");
    if (video) return { action: "redirect", to: `/v/${encodeURIComponent(video)}` };
    if (under(path, "/forgot-password")) return { action: "redirect", to: `${appPath("my-details")}?password=true` };
    return { action: "redirect", to: safeRedirect(query.get("redirectTo")) ?? appPath("dashboard") };
  }
  // 7. Users with verified phones skip verification pages, except the email page while their email still needs it.
  if (user.phoneVerified && VERIFICATION_PAGES.some((page) => under(path, page)) && !emailStillNeeded(path, user)) {
    return { action: "redirect", to: appPath("dashboard") };
  }
  return { action: "allow" };
}

/**
 * Whether `path` is the email page and the user still has an email to verify. With a verified phone,
 * `verificationRequired` can only mean the email (an unverified phone is what else sets it).
 */
const emailStillNeeded = (path: string, user: { verificationRequired: boolean; phoneVerified: boolean }) =>
  under(path, VERIFY_EMAIL_PATH) && user.phoneVerified && user.verificationRequired;

function withRedirect(path: string, search: string): string {
  return `${LOGIN_PATH}&redirectTo=${encodeURIComponent(path + search)}`;
}
