/**
 * The real Kora API for the desktop's upload tests: the Deno server of api/server-tests (its own
 * database and blob folder under data/), a signed-up owner, and a video announced for upload — the
 * same tus endpoint, session cookie and checks a recording meets in the app.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { Client, removeDataDir, type RunningServer, startServer } from "../../api/server-tests/kora-server.ts";
import type { Fetch } from "../src/core/upload-queue/tus-client.ts";

const ROOT = join(import.meta.dirname, "..", "..");

export interface KoraApi {
  server: RunningServer;
  stop(): Promise<void>;
}

export async function startKoraApi(name: string, uploadMaxBytes: number): Promise<KoraApi> {
  const dataDir = `data/desktop-${name}-${process.pid}`;
  const server = await startServer(
    {
      BLOB_DIR: `${dataDir}/blobs`,
      MEDIA_WORK_DIR: `${dataDir}/work`,
      UPLOAD_MAX_BYTES: String(uploadMaxBytes),
      // Processing would try to play the test bytes; what is checked here is what arrived.
      FFMPEG_PATH: "/bin/false",
      FFPROBE_PATH: "/bin/false",
    },
    dataDir,
  );
  return {
    server,
    stop: async () => {
      await server.stop();
      removeDataDir(dataDir);
    },
  };
}

const ticketSchema = z.object({
  data: z.object({
    video: z.object({ id: z.string(), title: z.string() }),
    upload: z.object({ endpoint: z.string(), metadata: z.record(z.string(), z.string()), maxBytes: z.number() }),
  }),
});

export interface Owner {
  client: Client;
  cookie: string;
  /** A video waiting for its bytes, as the record route makes one: its id and the tus ticket. */
  announce(title: string): Promise<{ videoId: string; endpoint: string; metadata: Record<string, string> }>;
}

export async function signUpOwner(api: KoraApi, email: string): Promise<Owner> {
  const client = new Client(api.server.url);
  await client.signUp(email, "Desk", "Top");
  return {
    client,
    cookie: client.cookie,
    async announce(title) {
      const response = await client.call("POST", "/api/videos/upload-url", {
        title,
        fileName: `${title}.webm`,
        size: 1000,
        type: "video/webm",
      });
      if (response.status !== 201) throw new Error(`upload-url: ${response.status} ${await response.text()}`);
      const { data } = ticketSchema.parse(await response.json());
      return { videoId: data.video.id, endpoint: new URL(data.upload.endpoint, api.server.url).toString(), metadata: data.upload.metadata };
    },
  };
}

/** Node's fetch with the owner's session cookie: what Electron's session fetch does with its cookie jar. */
export function sessionFetch(cookie: string, before?: (url: string, init: RequestInit) => Promise<void>): Fetch {
  return async (url, init) => {
    await before?.(url, init);
    return fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
  };
}

/**
 * The bytes the server holds for a video: its tus parts in order, or the source they were joined into.
 * Processing may join them while this reads: it renames the whole source into place before deleting a
 * part, so a part gone between the listing and the read means the source is there now; read again.
 */
export async function storedBytes(api: KoraApi, videoId: string): Promise<Buffer> {
  const folder = join(ROOT, api.server.dataDir, "blobs", "videos", videoId);
  for (let attempt = 1; ; attempt++) {
    const joined = await readFile(join(folder, "source.webm")).catch(() => null);
    if (joined) return joined;
    const parts = (await readdir(join(folder, "source")).catch(() => [] as string[])).filter((name) => /^\d{6}$/.test(name)).sort();
    try {
      return Buffer.concat(await Promise.all(parts.map((part) => readFile(join(folder, "source", part)))));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || attempt === 3) throw error;
    }
  }
}

/** A WebM-looking recording of `length` bytes (the server checks the first four). */
export function recordingBytes(length: number, seed = 1): Buffer {
  const bytes = Buffer.from(Uint8Array.from({ length }, (_, i) => (i * 131 + seed * 17 + (i >> 8)) % 256));
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return bytes;
}
