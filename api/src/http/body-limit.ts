import type { MiddlewareHandler } from "hono";
import { AppError } from "./app-error.ts";
import type { AppContext, AppEnv } from "./context.ts";

/** The most any request body may be: every body the API takes is a small JSON document or form post. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The most a provider's webhook may send. Stripe documents no maximum, and an event carries its whole
 * object (expanded charges, payment method details, invoice lines): real events reach hundreds of KB.
 * Refusing one with 413 makes Stripe retry it for days and then disable the endpoint, so webhooks get
 * 1 MiB — about four times the largest events seen, still a bounded buffer per request. A mail
 * provider's bounce report (up to 1,000 bounces, bounceReportSchema) is ~200 KB and gets the same.
 */
export const WEBHOOK_MAX_BODY_BYTES = 1024 * 1024;

/** The webhook endpoints, exactly: their callers are providers, authenticated by a signature or a secret over the body. */
const WEBHOOKS = /^\/api\/(webhooks\/stripe|inmail\/bounces)$/;

/** The body limit of a request to `path`: the webhooks' own, or the general one. */
export const bodyLimitFor = (path: string) => (WEBHOOKS.test(path) ? WEBHOOK_MAX_BODY_BYTES : MAX_BODY_BYTES);

const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const tooLarge = () => new AppError("payload_too_large", "That request is too large.");

/**
 * Reads a request's body, refusing it (413) once it is over `max` bytes. A declared Content-Length over
 * the limit is refused before anything is read; a chunked or undeclared body is read chunk by chunk,
 * counting, and cancelled as soon as it passes the limit — so no body costs more than `max` bytes of memory.
 */
export async function readLimitedBody(request: Request, max = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (!request.body) return new Uint8Array(0);
  if (declared > max) {
    void request.body.cancel().catch(() => {});
    throw tooLarge();
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Not awaited: the source may never settle, and nothing more is wanted from it.
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Bodies already read within the limit, by the request that now carries them. */
const readBodies = new WeakMap<Request, Uint8Array>();

/**
 * The request's body as bytes, read once within the limit. The request is replaced by one carrying
 * those bytes, so anything reading it afterwards (`c.req.text()`, `json()`, …) gets the bounded copy.
 */
export async function readBodyBytes(c: AppContext): Promise<Uint8Array> {
  const known = readBodies.get(c.req.raw);
  if (known) return known;
  const bytes = await readLimitedBody(c.req.raw, bodyLimitFor(c.req.path));
  if (c.req.raw.body) c.req.raw = new Request(c.req.raw, { body: bytes as Uint8Array<ArrayBuffer> });
  readBodies.set(c.req.raw, bytes);
  return bytes;
}

/** The one way the API reads a request body: as text, at most MAX_BODY_BYTES (a webhook's: WEBHOOK_MAX_BODY_BYTES). */
export async function readBodyText(c: AppContext): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(c));
}

/**
 * Where bodies are streamed, not read: tus uploads (`/api/uploads`), whose PATCH chunks are megabytes of
 * video. Their handler keeps its own limit (UPLOAD_MAX_BYTES, checked as the bytes arrive) and never
 * holds more than one part in memory.
 */
const STREAMED = /^\/api\/uploads(\/|$)/;

/** On `/api`: every request that may carry a body has it read within its limit before any handler runs. */
export const bodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (WITH_BODY.has(c.req.method) && c.req.raw.body && !STREAMED.test(c.req.path)) await readBodyBytes(c);
  await next();
};
