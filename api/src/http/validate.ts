import { issuesToFields } from "@kora/shared/contracts/errors.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import type { z } from "zod";
import { AppError } from "./app-error.ts";
import type { AppContext } from "./context.ts";

const MAX_BODY_BYTES = 64 * 1024;

/** Parses `input` with `schema`; a failure is a 422 whose message is the first field message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = issuesToFields(result.error.issues);
  const first = Object.values(fields)[0]?.[0] ?? MESSAGES.submissionError;
  throw new AppError("validation_failed", first, fields);
}

/** Reads and validates a JSON body (at most 64 KiB). */
export async function jsonBody<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new AppError("payload_too_large", "That request is too large.");
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError("bad_request", "The request body is not valid JSON.");
    }
  }
  return parseOrThrow(schema, body);
}
