/**
 * The few tus 1.0 requests a recording needs, over an injected `fetch` (in the app: Electron's
 * session fetch, which carries the Kora session cookie): creation with `Upload-Defer-Length`, HEAD
 * for the offset, PATCH from the offset, and the length on the last PATCH. The server decides the
 * offset; every answer is read from its headers.
 */

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

const TUS = { "Tus-Resumable": "1.0.0" };

/** The server refused for good (not the network): stop this upload and say why. */
export class TusRefusedError extends Error {
  override name = "TusRefusedError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Worth trying again: the network (no status), the server restarting (5xx), a lock, a rate limit, or signed out for now. */
export class TusRetryError extends Error {
  override name = "TusRetryError";
  constructor(
    readonly status: number | null,
    message: string,
    /** The offset we sent is not the server's: ask it again with HEAD. */
    readonly offsetMismatch = false,
  ) {
    super(message);
  }
}

/** Words for a refusal, as the browser's recorder says them (web recording-upload.ts). */
export function refusalMessage(status: number): string {
  if (status === 413) return "The recording is too big to keep.";
  if (status === 404 || status === 403 || status === 410) return "This recording can't be saved any more.";
  return `The server refused the recording (${status}).`;
}

/**
 * The words of Kora's error body (`{ error: { message } }`), if the answer has one. A 413 has several
 * reasons only the server knows (too big, a recording ahead of its clock), so it is told in its words.
 */
export function serverWords(body: string): string | null {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } } | null)?.error?.message;
    return typeof message === "string" && message.trim() ? message : null;
  } catch {
    return null;
  }
}

function check(response: Response, what: string, body: string): void {
  const { status } = response;
  if (status === 409) throw new TusRetryError(status, `${what}: the server is at another offset`, true);
  if (status === 401) throw new TusRetryError(status, `${what}: signed out of Kora`);
  if (status >= 500 || status === 423 || status === 429) throw new TusRetryError(status, `${what}: server answered ${status}`);
  if (status >= 400) throw new TusRefusedError(status, (status === 413 && serverWords(body)) || refusalMessage(status));
}

async function send(fetch: Fetch, url: string, init: RequestInit, what: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new TusRetryError(null, `${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
  // Read to the end, so the connection is reused; only a refusal's body is worth reading.
  const body = await response.text().catch(() => "");
  check(response, what, body);
  return response;
}

function offsetOf(response: Response, what: string): number {
  const offset = Number(response.headers.get("upload-offset"));
  if (response.headers.get("upload-offset") === null || !Number.isSafeInteger(offset) || offset < 0)
    throw new TusRetryError(response.status, `${what}: no Upload-Offset in the answer`);
  return offset;
}

/** Upload-Metadata: keys with base64 values, comma-separated. */
export function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value, "utf8").toString("base64")}`)
    .join(",");
}

/** Where the server keeps an upload named `uploadId` (Kora's tus endpoint honours the name). */
export function namedUploadUrl(endpoint: string, uploadId: string): string {
  return new URL(uploadId, endpoint.endsWith("/") ? endpoint : `${endpoint}/`).toString();
}

/**
 * POST: a new upload whose length comes later, named `uploadId` (metadata), its bytes kept on this
 * computer until confirmed (`cache: local`, so the server waits days rather than minutes for the
 * rest); answers its absolute URL. A 409 means this upload was already created — the app stopped
 * before it saved the answer — so its named address is the answer.
 */
export async function createUpload(fetch: Fetch, endpoint: string, metadata: Record<string, string>, uploadId: string): Promise<string> {
  const init = {
    method: "POST",
    headers: { ...TUS, "Upload-Defer-Length": "1", "Upload-Metadata": encodeMetadata({ ...metadata, cache: "local", uploadId }) },
  };
  let response: Response;
  try {
    response = await send(fetch, endpoint, init, "create");
  } catch (error) {
    if (error instanceof TusRetryError && error.status === 409) return namedUploadUrl(endpoint, uploadId);
    throw error;
  }
  const location = response.headers.get("location");
  if (response.status !== 201 || !location) throw new TusRetryError(response.status, "create: no upload address in the answer");
  return new URL(location, endpoint).toString();
}

export interface UploadStatus {
  offset: number;
  /** The declared length, or null while it is deferred. */
  length: number | null;
}

/** HEAD: where the server stopped. */
export async function headUpload(fetch: Fetch, url: string): Promise<UploadStatus> {
  const response = await send(fetch, url, { method: "HEAD", headers: { ...TUS }, cache: "no-store" }, "head");
  const length = response.headers.get("upload-length");
  return { offset: offsetOf(response, "head"), length: length === null ? null : Number(length) };
}

/** PATCH `bytes` at `offset`; with `finalLength`, declares the upload's length too. Answers the new offset. */
export async function patchUpload(fetch: Fetch, url: string, offset: number, bytes: Uint8Array, finalLength?: number): Promise<number> {
  const headers: Record<string, string> = {
    ...TUS,
    "Upload-Offset": String(offset),
    "Content-Type": "application/offset+octet-stream",
  };
  if (finalLength !== undefined) headers["Upload-Length"] = String(finalLength);
  const response = await send(fetch, url, { method: "PATCH", headers, body: bytes }, "patch");
  return offsetOf(response, "patch");
}
