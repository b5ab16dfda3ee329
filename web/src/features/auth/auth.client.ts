import { z } from "zod";
import type { RequestCode, VerifyCode } from "@kora/shared/contracts/auth.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { api } from "../../lib/api-client.ts";

const sentSchema = z.object({ sent: z.boolean(), email: z.string() });
const messageSchema = z.object({ message: z.string() });

/** Mails a 6-character code. Always 202 for a well-formed request, so it never reveals whether an account exists. */
export const requestCode = (body: RequestCode) => api.post("/api/password-free/verification-code", body, { schema: sentSchema });

/** Exchanges the mailed code for a session; a wrong code is a 401 the API client toasts. */
export const verifyCode = (body: VerifyCode) => api.post("/api/password-free/verify", body, { schema: meSchema });

/** No toast from the client: the form says what went wrong, once (password-login-failure.ts). */
export const passwordLogin = (body: { email: string; password: string }) =>
  api.post("/api/auth/login", body, { schema: meSchema, toast: false });

/** 404 carries the spec's "can't find that email" text, which is more useful than the generic one. */
export const forgotPassword = (body: { email: string }) => api.post("/api/auth/forgot-password", body, { serverMessageFor: [404] });

export const resetPassword = (body: { email: string; token: string; password: string; passwordConfirmation: string }) =>
  api.post("/api/auth/reset-password", body, { schema: messageSchema, serverMessageFor: [404] });
