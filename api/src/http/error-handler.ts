import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ErrorBody } from "@kora/shared/contracts/errors.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { DatabaseBusyError } from "../db/libsql-dialect.ts";
import { ReaderBusyError, ReaderUnavailableError, ReadTimeoutError } from "../db/reader-pool.ts";
import { AppError } from "./app-error.ts";
import type { AppEnv } from "./context.ts";

function body(error: AppError, requestId: string): ErrorBody {
  return { error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }), requestId } };
}

/** The one place errors become responses. Unknown errors are logged with the request id and answered 500. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  const requestId = c.get("requestId") ?? "unknown";
  let error: AppError;
  if (err instanceof AppError) {
    error = err;
    if (err.cause) c.get("services")?.log.error("dependency failed", { requestId, code: err.code, error: String(err.cause) });
  } else if (err instanceof ReadTimeoutError) {
    c.get("services")?.log.warn("read interrupted", { requestId, error: err.message });
    error = new AppError("unavailable", "That took too long to answer. Please try again, or narrow your search.");
  } else if (err instanceof ReaderBusyError) {
    error = new AppError("rate_limited", MESSAGES.tooMany);
  } else if (err instanceof DatabaseBusyError || err instanceof ReaderUnavailableError)
    error = new AppError("unavailable", MESSAGES.server);
  else if (err instanceof HTTPException && err.status < 500) {
    error = new AppError(
      err.status === 413 ? "payload_too_large" : err.status === 404 ? "not_found" : "bad_request",
      err.message || MESSAGES.notFound,
    );
  } else {
    c.get("services")?.log.error("unhandled error", { requestId, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    error = new AppError("internal", MESSAGES.server);
  }
  return c.json(body(error, requestId), error.status);
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(body(new AppError("not_found", MESSAGES.notFound), c.get("requestId") ?? "unknown"), 404);
