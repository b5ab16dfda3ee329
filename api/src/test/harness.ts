import type { Hono } from "hono";
import type { ServerFrame } from "@kora/shared/contracts/realtime.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createFolderStore } from "../adapters/blobs/folder-store.ts";
import { type AppDeps, createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { AppEnv } from "../http/context.ts";
import type { Services } from "../services.ts";
import { openTestDatabase } from "./test-database.ts";
import type { JsonResponse } from "./wire.ts";

export { bodyOf, dataOf, errorOf, type JsonResponse, narrow, pageOf } from "./wire.ts";

export const ORIGIN = "http://localhost:8787";

/** What sign-up asks besides names (public-site §1): the zone and country the browser suggested, and a profile link. */
export const SIGNUP_EXTRAS = { timezone: "Australia/Sydney", country: "AU", professionalUrl: "https://www.linkedin.com/in/kora-tester" };

export interface TestApp {
  app: Hono<AppEnv>;
  services: Services;
  clock: { now: Date; advance(ms: number): void };
  /** JSON request as a same-site browser would make it; `cookie` is a session token. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; cookie?: string; headers?: Record<string, string>; ip?: string },
  ): Promise<JsonResponse>;
  /** Signs up (or logs in) through the mailed code and returns the session cookie value. */
  signIn(email: string, names?: { firstName: string; lastName: string }): Promise<string>;
  latestCode(email: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a fresh in-memory libSQL with the real migrations; a movable clock. */
export async function createTestApp(env: Record<string, string> = {}, deps: Pick<AppDeps, "sfu" | "reads"> = {}): Promise<TestApp> {
  // Blobs and ffmpeg's work folder in a temporary folder of this app's own (BLOB_STORE=s3 in `env` uses the configured bucket).
  const scratch = await mkdtemp(join(tmpdir(), "kora-test-"));
  const config = loadConfig({ LOG_LEVEL: "silent", PASSWORD_HASH_ITERATIONS: "1000", MEDIA_WORK_DIR: join(scratch, "processing"), ...env });
  const database = await openTestDatabase();
  const clock = {
    now: new Date("2026-11-21T09:00:00Z"),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  let ipHeader = "";
  const { app, services } = await createApp({
    config,
    db: database.db,
    ...(config.blobs.store === "folder" && !env.BLOB_DIR ? { blobs: createFolderStore(join(scratch, "blobs")) } : {}),
    now: () => clock.now,
    remoteAddr: () => ipHeader || "127.0.0.1",
    ...deps,
  });

  const call: TestApp["call"] = async (method, path, options = {}) => {
    ipHeader = options.ip ?? "";
    const headers: Record<string, string> = { origin: ORIGIN, ...options.headers };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.cookie) headers.cookie = `kora_session=${options.cookie}`;
    return app.request(path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  };

  const latestCode = async (email: string) => {
    const row = await services.db
      .selectFrom("dev_mailbox")
      .select("subject")
      .where("to_address", "=", email.toLowerCase())
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    return row.subject.slice(0, 6);
  };

  const signIn: TestApp["signIn"] = async (email, names = { firstName: "Test", lastName: "Person" }) => {
    const sent = await call("POST", "/api/password-free/verification-code", {
      body: { step: "signup", email, ...SIGNUP_EXTRAS, ...names },
    });
    if (sent.status !== 202) throw new Error(`code request failed: ${sent.status} ${await sent.text()}`);
    const verified = await call("POST", "/api/password-free/verify", { body: { email, code: await latestCode(email) } });
    if (verified.status >= 300) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
    return sessionCookie(verified)!;
  };

  return {
    app,
    services,
    clock,
    call,
    signIn,
    latestCode,
    close: async () => {
      await database.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** The session token a response sets, or undefined. */
export function sessionCookie(response: JsonResponse): string | undefined {
  const header = response.headers.get("set-cookie") ?? "";
  return /kora_session=([^;]*)/.exec(header)?.[1] || undefined;
}

/** A socket stand-in registered straight on the hub: records the frames it would have been sent. */
export function recordingSocket(id: string, userId: string | null) {
  const frames: ServerFrame[] = [];
  return { frames, client: { id, userId, send: (frame: ServerFrame) => frames.push(frame), close: () => {} } };
}
