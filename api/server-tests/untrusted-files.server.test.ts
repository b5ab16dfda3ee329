import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { AVATAR_MESSAGES } from "@kora/shared/domain/users/avatar-rules.ts";
import { interlacedPngBomb } from "../src/test/image-attacks.ts";
import { dataOf, errorOf } from "../src/test/wire.ts";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

/**
 * Untrusted files on the real Deno server (issue 33 items 2, 3 and 5): pictures are decoded on its
 * image worker (node:worker_threads with a heap limit, held to the checked size), so a decompression
 * bomb is refused without the server growing by gigabytes, and a big honest photo is decoded while
 * /api/health keeps answering — where the old server froze for the whole decode.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

/** The server process's peak resident memory so far (VmHWM), in bytes. */
const peakMemory = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, "utf8"))![1]) * 1024;

/** A photo of `width` × `height` as a camera makes one (4:2:0 JPEG, noisy, so it is seconds of decoding), by ffmpeg. */
function photo(width: number, height: number): Uint8Array {
  const filter = `testsrc2=size=${width}x${height},noise=alls=12:allf=t`;
  const args = [
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    filter,
    "-frames:v",
    "1",
    "-q:v",
    "7",
    "-pix_fmt",
    "yuvj420p",
    "-f",
    "mjpeg",
    "-",
  ];
  return new Uint8Array(execFileSync("ffmpeg", args, { maxBuffer: 64 * 2 ** 20 }));
}

const upload = (client: Client, bytes: Uint8Array) =>
  fetch(`${server.url}/api/me/avatar`, {
    method: "POST",
    headers: { origin: server.url, cookie: client.cookie, "content-type": "application/octet-stream" },
    body: bytes as RequestInit["body"],
  });

/** Asks /api/health every 20 ms until `work` settles: how many answers came meanwhile, and the slowest. */
async function healthBeside<T>(work: Promise<T>): Promise<{ result: T; answers: number; slowestMs: number; workMs: number }> {
  const started = performance.now();
  let settled = false;
  const done = work.finally(() => (settled = true));
  let answers = 0;
  let slowestMs = 0;
  while (!settled) {
    const asked = performance.now();
    const response = await fetch(`${server.url}/api/health`);
    await response.arrayBuffer();
    if (response.ok) answers++;
    slowestMs = Math.max(slowestMs, performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { result: await done, answers, slowestMs, workMs: performance.now() - started };
}

describe("pictures on the image worker", { timeout: 120_000 }, () => {
  it("refuses a 2 MB interlaced PNG bomb (2 GiB of zeros) without growing by its size, and stays healthy", async () => {
    const client = new Client(server.url);
    await client.signUp("bomb@example.com", "Bo");
    const bomb = interlacedPngBomb(200, 2048);
    expect(bomb.byteLength).toBeLessThan(2.5 * 2 ** 20);
    const peakBefore = peakMemory();
    const { result } = await healthBeside(upload(client, bomb));
    expect(result.status).toBe(422);
    expect((await errorOf(result)).fields).toEqual({ avatar: [AVATAR_MESSAGES.unreadable] });
    expect(peakMemory() - peakBefore).toBeLessThan(512 * 2 ** 20);
  });

  it("decodes a big honest photo on the worker while /api/health keeps answering", async () => {
    const client = new Client(server.url);
    await client.signUp("photo@example.com", "Pat");
    const big = photo(4000, 3000);
    const { result, answers, slowestMs, workMs } = await healthBeside(upload(client, big));
    expect(result.status).toBe(200);
    expect((await dataOf(result, meSchema)).avatarUrl).toMatch(/\/avatar\/256\?v=/);
    // On the event loop, one health check would have waited for the whole decode (seconds); here
    // health answers all along: many times, each in a small part of the decode's time.
    expect(answers).toBeGreaterThanOrEqual(10);
    expect(slowestMs).toBeLessThan(workMs / 5);
  });
});
