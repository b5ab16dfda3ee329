import { z } from "zod";
import { pageMetaSchema } from "@kora/shared/contracts/cards.ts";
import { type ErrorBody, errorBodySchema } from "@kora/shared/contracts/errors.ts";

/*
 * Reading API responses in tests: every JSON body goes through a schema, so a test can only read the
 * fields a contract declares (anything else fails to compile) and every read also checks the wire
 * shape. Nothing here imports the app, so the black-box server tests use it too; the in-process tests
 * get it through harness.ts.
 */

/** A response whose JSON is `unknown` until read through a schema: `bodyOf`, `dataOf`, `pageOf`, `errorOf`. */
export type JsonResponse = Omit<Response, "json"> & { json(): Promise<unknown> };

/**
 * A response's JSON body read through `schema`: a shared contract, or a local one where the route has
 * none. Fails when the body doesn't parse or carries a field the schema doesn't know (unless the
 * schema is `narrow`), so every read also checks the wire shape, and a test can only read fields
 * the schema declares.
 */
export async function bodyOf<S extends z.ZodType>(response: JsonResponse, schema: S): Promise<z.output<S>> {
  return parseWire(await response.json(), schema, `${response.status} body`);
}

/** The `data` of a `{ data }` body, parsed with its contract (see `bodyOf`). */
export async function dataOf<S extends z.ZodType>(response: JsonResponse, schema: S): Promise<z.output<S>> {
  const body = parseWire(await response.json(), z.object({ data: z.unknown() }), `${response.status} body`);
  return parseWire(body.data, schema, `${response.status} data`);
}

/** A paged list, `{ data: [item…], meta: { total, page, limit, pages } }`; each item parsed with `item` (see `bodyOf`). */
export async function pageOf<S extends z.ZodType>(
  response: JsonResponse,
  item: S,
): Promise<{ data: z.output<S>[]; meta: z.output<typeof pageMetaSchema> }> {
  const body = parseWire(await response.json(), z.object({ data: z.array(z.unknown()), meta: pageMetaSchema }), `${response.status} body`);
  return { data: body.data.map((value, i) => parseWire(value, item, `${response.status} data[${i}]`)), meta: body.meta };
}

/** The `error` of an error body: `{ error: { code, message, fields?, requestId } }` (contracts/errors.ts). */
export async function errorOf(response: JsonResponse): Promise<ErrorBody["error"]> {
  return (await bodyOf(response, errorBodySchema)).error;
}

/**
 * Marks a local schema as naming only the fields a test reads, for a body no contract describes:
 * other fields may come and are dropped; reading one the schema doesn't name fails to compile.
 */
export function narrow<S extends z.ZodType>(schema: S) {
  return schema.transform((value) => {
    if (typeof value === "object" && value !== null) narrowValues.add(value);
    return value;
  });
}
/** Values parsed by a `narrow` schema: the stray-field check leaves them (and what they hold) alone. */
const narrowValues = new WeakSet<object>();

function parseWire<S extends z.ZodType>(value: unknown, schema: S, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`The ${what} doesn't match its schema:\n${z.prettifyError(result.error)}\n${JSON.stringify(value)}`);
  const stray = strayKeys(value, result.data, "");
  if (stray.length > 0) throw new Error(`The ${what} has fields its schema doesn't know: ${stray.join(", ")}\n${JSON.stringify(value)}`);
  return result.data;
}

/** Paths present in the raw JSON but dropped by the parse (zod strips unknown keys), outside `narrow` values. */
function strayKeys(raw: unknown, parsed: unknown, path: string): string[] {
  if (typeof parsed === "object" && parsed !== null && narrowValues.has(parsed)) return [];
  if (Array.isArray(raw) && Array.isArray(parsed)) return raw.flatMap((item, i) => strayKeys(item, parsed[i], `${path}[${i}]`));
  if (!isPlainObject(raw) || !isPlainObject(parsed)) return [];
  return Object.keys(raw).flatMap((key) =>
    key in parsed ? strayKeys(raw[key], parsed[key], path ? `${path}.${key}` : key) : [path ? `${path}.${key}` : key],
  );
}
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
