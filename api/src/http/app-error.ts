import { ERROR_STATUS, type ErrorCode, type FieldErrors } from "@kora/shared/contracts/errors.ts";
import { MESSAGES } from "@kora/shared/messages.ts";

/** The one error type handlers throw; `onError` turns it into `{ error: { code, message, fields?, requestId } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
  get status() {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError("not_found", message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError("forbidden", message);
export const unauthenticated = () => new AppError("unauthenticated", "Please log in to continue.");
/** A 422 for one field, with the message both as the error message and under the field. */
export const invalidField = (field: string, message: string) => new AppError("validation_failed", message, { [field]: [message] });
