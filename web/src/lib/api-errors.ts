import { appPath } from "@kora/shared/brand.ts";
import type { ErrorCode, FieldErrors } from "@kora/shared/contracts/errors.ts";
import { errorsMessages } from "@kora/shared/i18n/messages/errors.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { englishTranslator } from "./page-translator.ts";

/** The words of the errors namespace (the client's own texts for failures the server didn't word). */
export type ErrorsTranslator = Translator<KeyOf<typeof errorsMessages>>;
const ENGLISH = englishTranslator(errorsMessages);

/** A failed API call as the client saw it. `status` 0 means the request never got an answer. */
export interface ApiFailure {
  status: number;
  code?: ErrorCode;
  /** The server's message, when it sent an error body. */
  message?: string;
  fields?: FieldErrors;
}

/** What the client does about a failure (core §8): the toast to raise and what happens to the session. */
export interface ErrorEffect {
  toast: string | null;
  /** reset: drop the local session and stay; logout: drop it and go to the login page. */
  session: "keep" | "reset" | "logout";
}

const LOGIN_ROUTES = ["/password-free", "/sign-in", "/join-now", "/forgot-password", "/reset-password"];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Pages where a 401 means "that code or password was wrong", not "your session ended". */
export function isLoginRoute(pagePath: string): boolean {
  return LOGIN_ROUTES.some((route) => under(pagePath, route)) || /^\/g\/[^/]+\/join(\/|$)/.test(pagePath);
}

/** Booking and respond pages handle their own 401s (a guest may be mid-booking). */
export function isBookingRoute(pagePath: string): boolean {
  if (under(pagePath, appPath("bookings"))) return true;
  return pagePath.split("/").some((segment) => segment === "book" || segment === "respond");
}

/**
 * Maps a failure to the spec's outcome (core §8). 400 and 422 are left to forms, other 4xx to the
 * caller; `pagePath` is the page the user is on, which decides what a 401 means. The client's own
 * toasts are in `t`'s language (English unless given); the server's messages stay as it sent them.
 */
export function errorEffect(failure: ApiFailure, pagePath: string, t: ErrorsTranslator = ENGLISH): ErrorEffect {
  const { status } = failure;
  if (status === 0) return { toast: t.t("network"), session: "keep" };
  if (status === 401) {
    if (isLoginRoute(pagePath)) return { toast: failure.message || t.t("badCode"), session: "reset" };
    if (isBookingRoute(pagePath)) return { toast: null, session: "keep" };
    return { toast: null, session: "logout" };
  }
  if (status === 403) return { toast: failure.message || t.t("forbidden"), session: "keep" };
  if (status === 404) return { toast: t.t("notFound"), session: "keep" };
  if (status === 429) return { toast: t.t("tooMany"), session: "keep" };
  if (status >= 500) return { toast: t.t("server"), session: "keep" };
  return { toast: null, session: "keep" };
}

/** The first message of a 422, in the order the server listed the fields. */
export function firstFieldMessage(fields: FieldErrors | undefined): string | null {
  if (!fields) return null;
  for (const messages of Object.values(fields)) if (messages[0]) return messages[0];
  return null;
}
