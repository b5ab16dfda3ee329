import { redirect, type LoaderFunctionArgs } from "react-router-dom";
import { CLIENT_VERSION } from "@kora/shared/constants.ts";
import { tokenLoginSchema } from "@kora/shared/contracts/link-token.ts";
import { meSchema, type Me } from "@kora/shared/contracts/users.ts";
import { resolveGuard } from "@kora/shared/domain/routing/guards.ts";
import { api } from "../../lib/api-client.ts";
import { ensureServerState } from "../../lib/health.ts";
import { ensureMe, setSignedIn, signOut } from "../../lib/session.ts";
import { RELOAD_MARK_KEY, shouldReload } from "./reload-guard.ts";

/** Pages whose `token` parameter means something else (a password-reset token). */
const OWN_TOKEN_PAGES = new Set(["/reset-password"]);

/**
 * A link's `?token=` signs the visitor in, unless someone (other than a placeholder guest) already
 * is (public-site §4). The token then leaves the address bar either way. Failures are only logged.
 */
async function takeLinkToken(url: URL, me: Me | null): Promise<Response | null> {
  const token = url.searchParams.get("token");
  if (!token || OWN_TOKEN_PAGES.has(url.pathname)) return null;
  if (!me || me.isPlaceholder) {
    const parsed = tokenLoginSchema.safeParse({ token });
    try {
      if (!parsed.success) throw new Error("malformed token");
      setSignedIn(await api.post("/api/auth/token", parsed.data, { schema: meSchema, quiet: true }));
    } catch (error) {
      console.warn("Could not sign in with the link's token", error);
    }
  }
  url.searchParams.delete("token");
  return redirect(`${url.pathname}${url.search}${url.hash}`);
}

function reloadOnce(url: URL, expected: string): boolean {
  try {
    if (!shouldReload(expected, sessionStorage.getItem(RELOAD_MARK_KEY))) return false;
    sessionStorage.setItem(RELOAD_MARK_KEY, expected);
  } catch {
    return false;
  }
  window.location.assign(url.href);
  return true;
}

/**
 * Runs on every navigation (the root route revalidates always): route guards 1–7 from
 * shared/domain/routing/guards.ts, with the server state from /api/health and the cached user.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const url = new URL(request.url);
  const [server, me] = await Promise.all([ensureServerState(), ensureMe()]);
  const tokenRedirect = await takeLinkToken(url, me);
  if (tokenRedirect) return tokenRedirect;
  const decision = resolveGuard({
    path: url.pathname,
    search: url.search,
    maintenance: server.maintenance,
    expectedClientVersion: server.expectedClientVersion,
    clientVersion: CLIENT_VERSION,
    user: me && {
      id: me.id || null,
      isPlaceholder: me.isPlaceholder,
      verificationRequired: me.verificationRequired,
      phoneVerified: me.phoneVerified,
    },
  });
  switch (decision.action) {
    case "allow":
      return null;
    case "redirect":
      return redirect(decision.to);
    case "reload":
      if (reloadOnce(url, server.expectedClientVersion ?? "")) return new Promise<never>(() => {});
      console.warn(`Client ${CLIENT_VERSION} differs from the server's ${server.expectedClientVersion}; already reloaded once.`);
      return null;
    case "reset":
      await signOut();
      return decision.to ? redirect(decision.to) : null;
  }
}

/** The guard must see every navigation, not only those that change the root's params. */
export const alwaysRevalidate = () => true;
