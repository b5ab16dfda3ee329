import { issuesToFields } from "@kora/shared/contracts/errors.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import type { z } from "zod";
import { AppError } from "./app-error.ts";
import { readBodyText } from "./body-limit.ts";
import type { AppContext } from "./context.ts";

/** Parses `input` with `schema`; a failure is a 422 whose message is the first field message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = issuesToFields(result.error.issues);
  const first = Object.values(fields)[0]?.[0] ?? MESSAGES.submissionError;
  throw new AppError("validation_failed", first, fields);
}

/** Reads (at most MAX_BODY_BYTES, see body-limit.ts) and validates a JSON body. */
export async function jsonBody<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  const text = await readBodyText(c);
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
