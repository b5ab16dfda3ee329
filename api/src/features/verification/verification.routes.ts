import { Hono } from "hono";
import {
  phoneVerifyRequestSchema,
  recoverAccountSchema,
  recoveryCodeRequestSchema,
  smsRemindersSchema,
  verifyCodeBodySchema,
} from "@kora/shared/contracts/verification.ts";
import { parseMobile } from "@kora/shared/domain/validation/phone.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { writeSessionCookie } from "../../http/session-cookie.ts";
import { jsonBody } from "../../http/validate.ts";
import { startSession } from "../auth/auth.service.ts";
import { toMe } from "../users/users.service.ts";
import * as verification from "./verification.service.ts";

const WINDOW = 15 * 60_000;

/** Per-IP and per-key limits (people, numbers) on the code endpoints, over 15 minutes; the code's own 5 guesses come on top. */
function limit(c: AppContext, name: string, perKey: number, key: string) {
  const { limiter, config } = c.get("services");
  limiter.hit(`${name}:ip:${c.get("clientIp")}`, config.authRateLimitPerIp, WINDOW);
  limiter.hit(`${name}:key:${key}`, config.authRateLimitPerAccount ?? perKey, WINDOW);
}

/** The cool-down's 429 carries how long to wait, in the body (`retryAfter`) and in Retry-After. */
async function coolingDown<T>(c: AppContext, work: Promise<T>): Promise<T | Response> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof verification.CoolDownError)) throw error;
    const body = { error: { code: error.code, message: error.message, requestId: c.get("requestId"), retryAfter: error.retryAfter } };
    return c.json(body, 429, { "Retry-After": String(error.retryAfter) });
  }
}

const me = async (c: AppContext, user: Parameters<typeof toMe>[1]) =>
  c.json({ data: await toMe(c.get("services"), user, ["stats", "feature_flags"]) });

/** Signed-in verification under `/api/me` (core §7), mounted before the other `/me` routers. */
export const verificationMeRoutes = new Hono<AppEnv>()
  .post("/phone-verify-request", requireUser, async (c) => {
    const input = await jsonBody(c, phoneVerifyRequestSchema);
    limit(c, "phone-verify-request", 10, currentUser(c).id);
    const result = await coolingDown(c, verification.requestPhoneCode(c.get("services"), currentUser(c), input.phone));
    return result instanceof Response ? result : c.json({ data: result }, 202);
  })
  .post("/phone-verify-code", requireUser, async (c) => {
    const input = await jsonBody(c, verifyCodeBodySchema);
    limit(c, "phone-verify-code", 30, currentUser(c).id);
    return me(c, await verification.confirmPhoneCode(c.get("services"), currentUser(c), input.code));
  })
  .post("/email-verify-request", requireUser, async (c) => {
    limit(c, "email-verify-request", 10, currentUser(c).id);
    const result = await coolingDown(c, verification.requestEmailCode(c.get("services"), currentUser(c)));
    return result instanceof Response ? result : c.json({ data: result }, 202);
  })
  .post("/email-verify-code", requireUser, async (c) => {
    const input = await jsonBody(c, verifyCodeBodySchema);
    limit(c, "email-verify-code", 30, currentUser(c).id);
    return me(c, await verification.confirmEmailCode(c.get("services"), currentUser(c), input.code));
  })
  .put("/sms-reminders", requireUser, async (c) => {
    const input = await jsonBody(c, smsRemindersSchema);
    return me(c, await verification.setSmsReminders(c.get("services"), currentUser(c), input.enabled));
  })
  // Public despite the path (core §7 names it under me/): the texted code is the proof.
  .post("/recover-account", async (c) => {
    const input = await jsonBody(c, recoverAccountSchema);
    limit(c, "recover-account", 10, parseMobile(input.phone) ?? input.phone.trim());
    const services = c.get("services");
    const user = await verification.recoverAccount(services, input.phone, input.code);
    writeSessionCookie(c, await startSession(services, user.id, c.req.header("user-agent") ?? null));
    return me(c, user);
  });

/** `POST /api/password-free/phone-verification-code`: recovery by phone. 202 whether or not the number is known. */
export const recoveryCodeRoutes = new Hono<AppEnv>().post("/phone-verification-code", async (c) => {
  const input = await jsonBody(c, recoveryCodeRequestSchema);
  limit(c, "recovery-code", 3, parseMobile(input.phone) ?? input.phone.trim());
  await verification.requestRecoveryCode(c.get("services"), input.phone);
  return c.json({ data: { sent: true } }, 202);
});
