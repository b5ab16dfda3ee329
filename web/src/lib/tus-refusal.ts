import type { DetailedError } from "tus-js-client";
import { errorBodySchema } from "@kora/shared/contracts/errors.ts";
import { ApiError } from "./api-client.ts";

/**
 * A tus request the server refused, in the server's own words: Kora's upload endpoint answers its
 * refusals (a file past the plan's storage, a recording ahead of its clock, too big) with the API's
 * error body. Null for a failure without one (the network, a proxy's page), which the caller words itself.
 */
export function tusRefusal(error: unknown): ApiError | null {
  const response = (error as Partial<DetailedError> | null)?.originalResponse;
  if (!response) return null;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(response.getBody()));
    if (!parsed.success) return null;
    const { message, code, fields, requestId } = parsed.data.error;
    return new ApiError(response.getStatus(), message, code, fields, requestId);
  } catch {
    return null;
  }
}
