import type { z } from "zod";
import { errorBodySchema, type ErrorCode, type FieldErrors } from "@kora/shared/contracts/errors.ts";
import { errorsMessages } from "@kora/shared/i18n/messages/errors.ts";
import { errorEffect, type ApiFailure } from "./api-errors.ts";
import { pageTranslator } from "./page-translator.ts";
import { toast } from "./toast/toast.atoms.ts";

/** A failed call. `message` is what a person should read; `toasted` says the client already showed it. */
export class ApiError extends Error implements ApiFailure {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly fields?: FieldErrors,
    readonly requestId?: string,
    public toasted = false,
  ) {
    super(message);
  }
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Validates `data` of the success body (edges are validated; inside, types are trusted). */
  schema?: z.ZodType<T>;
  /** true: resolve with the whole success body (`{ data, meta }` of paginated lists), not only `data`. */
  envelope?: boolean;
  /** false: raise no toast for this call; the caller reports the error itself. */
  toast?: boolean;
  /** true: no toast and no session side effects (a 401 stays a plain error). */
  quiet?: boolean;
  /** Statuses whose toast shows the server's own message instead of the generic one (e.g. 404 on forgot-password). */
  serverMessageFor?: number[];
  /** Extra request headers, e.g. `Idempotency-Key` on a create that may be retried. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** true: the request outlives the page (sent as it is hidden or closed); small bodies only. */
  keepalive?: boolean;
}

interface SessionHooks {
  /** Drop the local session (login routes, 401). */
  reset: () => void;
  /** Drop the local session and go to the login page. */
  logout: () => void;
}

let hooks: SessionHooks = { reset: () => {}, logout: () => {} };

/** The app wires session handling in once at start-up; lib code cannot import the app. */
export function configureApiClient(next: SessionHooks): void {
  hooks = next;
}

async function readFailure(response: Response): Promise<ApiFailure & { requestId?: string }> {
  const text = await response.text().catch(() => "");
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) return { status: response.status, ...parsed.data.error };
  } catch {
    // Not JSON (a proxy error page, say): fall through to the bare status.
  }
  return { status: response.status };
}

function fail(failure: ApiFailure & { requestId?: string }, options: RequestOptions<unknown>): never {
  const t = pageTranslator(errorsMessages);
  const effect = errorEffect(failure, window.location.pathname, t);
  const message = failure.message || effect.toast || t.t("server");
  const error = new ApiError(failure.status, message, failure.code, failure.fields, failure.requestId);
  if (!options.quiet) {
    const text = options.serverMessageFor?.includes(failure.status) && failure.message ? failure.message : effect.toast;
    if (text && options.toast !== false) {
      toast.error(text);
      error.toasted = true;
    }
    if (effect.session === "reset") hooks.reset();
    if (effect.session === "logout") hooks.logout();
  }
  throw error;
}

/** Calls the same-origin JSON API. Success bodies are `{ data }`; errors follow core §8. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail({ status: 0 }, options);
  }
  if (!response.ok) return fail(await readFailure(response), options);
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  const payload = options.envelope ? body : body?.data;
  if (!options.schema) return payload as T;
  const parsed = options.schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected response shape from ${path}`, parsed.error.issues);
  return fail({ status: 500 }, options);
}

type Options<T> = Omit<RequestOptions<T>, "method" | "body">;

export const api = {
  get: <T>(path: string, options?: Options<T>) => apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Options<T>) => apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Options<T>) => apiRequest<T>(path, { ...options, method: "PUT", body }),
  delete: <T>(path: string, options?: Options<T>) => apiRequest<T>(path, { ...options, method: "DELETE" }),
};

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
