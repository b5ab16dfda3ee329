import { read, type RouteKey, type RouteRow, write } from "./route-rows.ts";

/**
 * The route table's rows for phone and email verification, recovery by phone and the SMS outbox
 * (public-site §2.10). Everything signed-in acts on the caller's own account (no id to get wrong); the two
 * recovery routes are public by design: the texted code is the proof, and the answers never say
 * whether a number belongs to anyone.
 */
export const VERIFICATION_ROUTES: Record<RouteKey, RouteRow> = {
  "POST /api/me/phone-verify-request": write("user"),
  "POST /api/me/phone-verify-code": write("user"),
  "POST /api/me/email-verify-request": write("user"),
  "POST /api/me/email-verify-code": write("user"),
  "PUT /api/me/sms-reminders": write("user"),
  "POST /api/password-free/phone-verification-code": write("public"),
  "POST /api/me/recover-account": write("public"),
  // Embedded mode's dev tools: the SMS outbox beside the dev mailbox.
  "GET /api/dev/sms": read("dev"),
};
