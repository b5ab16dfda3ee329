import { Server } from "@tus/server";
import type { Services } from "../../services.ts";
import { BlobUploadStore, UploadRefused } from "./tus-blob-store.ts";
import { finishUpload } from "./tus-lifecycle.ts";

/** Where tus answers; the upload URLs it hands out are `/api/uploads/{id}` (relative, same origin). */
export const UPLOADS_PATH = "/api/uploads";

/**
 * One tus server per app (per Services): its DataStore is bound to that app's database and blob store,
 * and its in-memory locker serialises requests on one upload within the process (the conditional
 * UPDATE in the store covers several processes).
 */
const servers = new WeakMap<Services, Server>();

/**
 * What went wrong inside tus while handling a request, for the route to throw: our refusals (an
 * AppError, answered in the API's JSON) and anything unexpected (answered as the generic 500 by the
 * app's error handler, never with its text, which tus would otherwise put in the body).
 */
const failures = new WeakMap<Request, unknown>();

/** A tus error (`ERRORS.*`, or a `{ status_code, body }` of ours): its words are the protocol's, safe to answer. */
const isTusAnswer = (error: unknown) => typeof error === "object" && error !== null && !(error instanceof Error) && "status_code" in error;

export function tusServer(services: Services): Server {
  let server = servers.get(services);
  if (!server) {
    const ownOrigin = new URL(services.config.publicUrl).origin;
    server = new Server({
      path: UPLOADS_PATH,
      datastore: new BlobUploadStore(services),
      relativeLocation: true,
      // tus's own names are 32 hex characters; a client's is a UUID (clientUploadId).
      namingFunction: (_request, metadata) => clientUploadId(metadata) ?? crypto.randomUUID().replaceAll("-", ""),
      maxSize: services.config.uploadMaxBytes,
      // tus answers `Access-Control-Allow-Origin: *` unless told: only our own site may read its answers.
      allowedOrigins: (origin) => origin === ownOrigin,
      // A finished upload is being processed: terminating it would pull the parts from under the job.
      disableTerminationForFinishedUploads: true,
      async onUploadFinish(_request, upload) {
        await finishUpload(services, upload.id);
        return {};
      },
      onResponseError(request, error) {
        if (error instanceof UploadRefused) failures.set(request as unknown as Request, error.appError);
        else if (!isTusAnswer(error)) failures.set(request as unknown as Request, error);
        return undefined;
      },
    });
    servers.set(services, server);
  }
  return server;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TUS_NAME = /^[0-9a-f]{32}$/;

/**
 * A client may name its upload (metadata `uploadId`, a lowercase UUID): the desktop app saves the
 * name before it creates the upload, so a crash between the server's 201 and that save still finds
 * the upload (its second POST gets 409, and it resumes at `/api/uploads/{uploadId}`). Taking an id
 * someone else holds fails like any second upload; every request on an upload checks its owner.
 */
export function clientUploadId(metadata: Record<string, string | null> | undefined): string | null {
  const id = metadata?.uploadId;
  return typeof id === "string" && UUID.test(id) ? id : null;
}

/** An upload id as this server hands them out (tus's 32 hex characters, or a client's UUID). */
export const isUploadId = (id: string) => TUS_NAME.test(id) || UUID.test(id);

/**
 * The request tus gets: the caller's method, headers and body, at an address rebuilt from the upload id
 * the route checked (`/api/uploads/{id}`; `/api/uploads` to create). tus takes the id from the last
 * `/…` of the whole URL, query included, so it must never see the URL the client sent.
 */
export function requestForTus(original: Request, id: string | null, method = original.method): Request {
  const url = new URL(id === null ? UPLOADS_PATH : `${UPLOADS_PATH}/${encodeURIComponent(id)}`, original.url);
  const body = method === "HEAD" || method === "GET" ? null : original.body;
  // No `signal`: tus never reads one, and a client gone mid-body ends the body stream anyway.
  return new Request(url, { method, headers: original.headers, body, duplex: "half" } as RequestInit);
}

/** Hands the request to tus; what failed inside comes back as the error to throw, tus's own answers as they are. */
export async function handleTus(services: Services, request: Request): Promise<Response> {
  const response = await tusServer(services).handleWeb(request);
  const failure = failures.get(request);
  if (failure !== undefined) throw failure;
  return response;
}
