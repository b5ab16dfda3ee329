import { z } from "zod";

/** Every error the API can answer with, and its HTTP status. One table, used by the server and the client. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  invalid_code: 401,
  invalid_credentials: 401,
  forbidden: 403,
  cross_site: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const errorCodes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** Field name → messages, first message first. Nested fields use dots: `workHistories.0.role`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: fieldErrorsSchema.optional(),
    requestId: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Turns zod issues into the field → messages map of a 422. */
export function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}
