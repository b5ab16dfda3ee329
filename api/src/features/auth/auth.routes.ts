import { Hono, type Context } from "hono";
import {
  changePasswordSchema,
  createGuestSchema,
  forgotPasswordSchema,
  passwordLoginSchema,
  requestCodeSchema,
  resetPasswordSchema,
  verifyCodeSchema,
} from "@kora/shared/contracts/auth.ts";
import { tokenLoginSchema } from "@kora/shared/contracts/link-token.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import { AppError } from "../../http/app-error.ts";
import { currentUser, isSameSiteRequest, requireUser } from "../../http/middleware.ts";
import { clearSessionCookie, writeSessionCookie } from "../../http/session-cookie.ts";
import { requestLocale } from "../../http/request-locale.ts";
import { jsonBody } from "../../http/validate.ts";
import { toMe } from "../users/users.service.ts";
import * as auth from "./auth.service.ts";

const WINDOW = 15 * 60_000;

/** Per-address and per-IP limits on the sign-in endpoints. */
function limit(c: AppContext, name: string, perKey: number, key: string) {
  const { limiter, config } = c.get("services");
  const ip = c.get("clientIp");
  limiter.hit(`${name}:ip:${ip}`, config.authRateLimitPerIp, WINDOW);
  limiter.hit(`${name}:key:${key}`, config.authRateLimitPerAccount ?? perKey, WINDOW);
}

const userAgent = (c: AppContext) => c.req.header("user-agent") ?? null;

async function signedIn(c: AppContext, result: auth.SignedIn, status: 200 | 201 = 200) {
  writeSessionCookie(c, result.sessionToken);
  return c.json({ data: await toMe(c.get("services"), result.user, ["stats", "feature_flags"]) }, status);
}

export const passwordFreeRoutes = new Hono<AppEnv>()
  .post("/verification-code", async (c) => {
    const input = await jsonBody(c, requestCodeSchema);
    limit(c, "code", 5, input.email);
    const signup = input.step === "signup" ? { ...input, locale: input.locale ?? requestLocale(c) } : input;
    await auth.requestCode(c.get("services"), signup, requestLocale(c));
    return c.json({ data: { sent: true, email: input.email } }, 202);
  })
  .post("/verify", async (c) => {
    const input = await jsonBody(c, verifyCodeSchema);
    limit(c, "verify", 10, input.email);
    const result = await auth.verifyCode(c.get("services"), input.email, input.code, userAgent(c));
    return signedIn(c, result, result.created ? 201 : 200);
  });

/**
 * `GET /sign-out` (public-site §4): ends the session on the server and sends the visitor home, as
 * a full page load, so the tab's state and socket start afresh. The session cookie is SameSite=Strict,
 * so a link on another site arrives without it, but the answer's cleared cookie would still sign the
 * visitor out: a request from another site is refused like any cross-site write.
 */
export async function signOutPage(c: Context<AppEnv>) {
  if (!isSameSiteRequest(c.req.header("origin"), c.req.header("sec-fetch-site"), c.get("services").config.allowedOrigins)) {
    throw new AppError("cross_site", "Requests from other sites are not allowed.");
  }
  await auth.signOut(c.get("services"), c.get("sessionHash"));
  clearSessionCookie(c);
  c.header("Cache-Control", "no-store");
  return c.redirect("/", 302);
}

export const authRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const input = await jsonBody(c, passwordLoginSchema);
    limit(c, "login", 10, input.email);
    return signedIn(c, await auth.loginWithPassword(c.get("services"), input.email, input.password, userAgent(c)));
  })
  .post("/logout", async (c) => {
    await auth.signOut(c.get("services"), c.get("sessionHash"));
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .post("/forgot-password", async (c) => {
    const input = await jsonBody(c, forgotPasswordSchema);
    limit(c, "forgot", 3, input.email);
    await auth.forgotPassword(c.get("services"), input.email);
    return c.json({ data: { sent: true } }, 202);
  })
  .post("/reset-password", async (c) => {
    const input = await jsonBody(c, resetPasswordSchema);
    limit(c, "reset", 10, input.email);
    const result = await auth.resetPassword(c.get("services"), input, userAgent(c));
    writeSessionCookie(c, result.sessionToken);
    return c.json({ data: { message: MESSAGES.passwordReset } });
  })
  .post("/token", async (c) => {
    const input = await jsonBody(c, tokenLoginSchema);
    limit(c, "token", 20, input.token.slice(0, 16));
    return signedIn(c, await auth.loginWithToken(c.get("services"), input.token, userAgent(c)));
  });

export const guestRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const input = await jsonBody(c, createGuestSchema);
  c.get("services").limiter.hit(`guest:ip:${c.get("clientIp")}`, c.get("services").config.authRateLimitPerIp, WINDOW);
  const result = await auth.createGuest(c.get("services"), input.firstName, userAgent(c), requestLocale(c));
  writeSessionCookie(c, result.sessionToken);
  return c.json({ data: { user: await toMe(c.get("services"), result.user), token: result.token } }, 201);
});

export const changePasswordRoute = new Hono<AppEnv>().post("/", requireUser, async (c) => {
  const input = await jsonBody(c, changePasswordSchema);
  c.get("services").limiter.hit(`change-password:${currentUser(c).id}`, 10, WINDOW);
  await auth.changePassword(c.get("services"), currentUser(c), c.get("sessionHash")!, input);
  return c.json({ data: { message: MESSAGES.passwordUpdated } });
});
