import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";

/** The log-in page that brings the visitor back to `path` (book and respond pages handle their own 401s). */
export const loginBackTo = (path: string) => `${LOGIN_PATH}&redirectTo=${encodeURIComponent(path)}`;
