/**
 * `npm run bench:recording` (PROTOCOL §5): (a) processing a 60 s recording — a 1280×720 VP8/Opus WebM like
 * a browser's, made by ffmpeg's lavfi sources — into the MP4, M4A and poster, against its duration; (b)
 * the same bytes uploaded over tus in 5 MB PATCHes (real HTTP to the app served on 127.0.0.1) into the
 * folder store and into S3 (s3rver on loopback), each against a plain file copy of the same bytes
 * measured in the same run, and against a direct store write (no HTTP, no tus) to show what tus adds.
 * The input is kept in data/bench-recording/ for the next run; everything else is made fresh.
 */
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import S3rver from "s3rver";
import { createFolderStore } from "../../api/src/adapters/blobs/folder-store.ts";
import type { BlobStore } from "../../api/src/adapters/blobs/blobs.ts";
import { createS3Store } from "../../api/src/adapters/blobs/s3-store.ts";
import { createMediaTools } from "../../api/src/adapters/media/ffmpeg.ts";
import { createApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config.ts";
import { openDatabase } from "../../api/src/db/database.ts";
import { createVideoFixtureUser, makeVideo, makeWebm, tusMetadata } from "../../api/src/test/video-fixtures.ts";

const DIR = "data/bench-recording";
const SECONDS = 60;
const CHUNK = 5 * 1024 * 1024;
const BUCKET = "kora-bench";
const REPEATS = 5;
const input = join(DIR, `input-${SECONDS}s-720p-grain.webm`);

await mkdir(DIR, { recursive: true });
if (!existsSync(input)) {
  console.log(`Making a ${SECONDS} s 1280×720 VP8/Opus WebM (kept in ${DIR} for the next run)…`);
  await makeWebm(input, { seconds: SECONDS, size: "1280x720", rate: 30, bitrate: "2500k", noise: true });
}
const bytes = await Deno.readFile(input);
const media = createMediaTools();
const probe = await media.probe(input);
const mb = bytes.byteLength / 1024 / 1024;
console.log(`Input: ${input}, ${mb.toFixed(1)} MB, ${probe.durationSeconds.toFixed(1)} s, ${probe.video?.width}×${probe.video?.height}\n`);

const seconds = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};
/** The median of REPEATS runs: single runs of a fraction of a second are noisy. */
const median = async (work: () => Promise<number>) => {
  const runs: number[] = [];
  for (let i = 0; i < REPEATS; i++) runs.push(await work());
  return runs.sort((a, b) => a - b)[Math.floor(REPEATS / 2)]!;
};
const runDir = await mkdtemp(join(DIR, "run-"));

try {
  // (a) Processing, as the job runs it: ffmpeg's MP4 (H.264/AAC, faststart), M4A and poster.
  const out = await mkdtemp(join(runDir, "processing-"));
  let made = { durationSeconds: 0, video: { bytes: 0 } };
  const processing = await seconds(async () => (made = await media.process(input, out)));
  console.log("(a) Processing a recording (ffmpeg, this machine's cores)");
  console.log(`${"".padEnd(28)} ${"seconds".padStart(8)} ${"× duration".padStart(11)}`);
  console.log(
    `${"60 s 720p WebM → MP4+M4A+JPG".padEnd(28)} ${processing.toFixed(1).padStart(8)} ${(processing / probe.durationSeconds).toFixed(2).padStart(11)}`,
  );
  console.log(`MP4: ${(made.video.bytes / 1024 / 1024).toFixed(1)} MB, ${made.durationSeconds.toFixed(1)} s\n`);

  // (b) Upload throughput: the same bytes, tus over HTTP vs a direct store write vs a plain file copy.
  const s3Dir = await mkdtemp(join(runDir, "s3rver-"));
  const s3rver = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: s3Port } = (await s3rver.run()) as { port: number };
  const s3 = {
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${s3Port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  const stores: [string, () => BlobStore][] = [
    ["folder", () => createFolderStore(join(runDir, "blobs"))],
    ["s3rver", () => createS3Store(s3)],
  ];

  const copy = await median(() => seconds(() => copyFile(input, join(runDir, "plain-copy.webm"))));
  const rows: { name: string; secs: number }[] = [{ name: "plain file copy", secs: copy }];
  for (const [name, makeStore] of stores) {
    const store = makeStore();
    rows.push({
      name: `${name}: direct putFile`,
      secs: await median(() => seconds(() => store.putFile("bench/direct.webm", input, { contentType: "video/webm" }))),
    });
    rows.push({ name: `${name}: tus, 5 MB PATCHes`, secs: await median(() => tusUpload(name, store)) });
  }
  await s3rver.close();

  console.log(`(b) Upload of the same ${mb.toFixed(1)} MB (median of ${REPEATS})`);
  console.log(`${"".padEnd(28)} ${"seconds".padStart(8)} ${"MB/s".padStart(8)} ${"× copy time".padStart(12)}`);
  for (const row of rows)
    console.log(
      `${row.name.padEnd(28)} ${row.secs.toFixed(2).padStart(8)} ${(mb / row.secs).toFixed(0).padStart(8)} ${(row.secs / copy).toFixed(1).padStart(12)}`,
    );
  const tus = rows.filter((row) => row.name.includes("tus"));
  console.log(
    `\nRatios: processing ${(processing / probe.durationSeconds).toFixed(2)}× real time; tus upload ${tus.map((row) => `${row.name.split(":")[0]} ${(copy / row.secs).toFixed(3)}× copy throughput`).join(", ")}.`,
  );
} finally {
  await rm(runDir, { recursive: true, force: true });
}

/** The app on its own database, served on 127.0.0.1; the bytes go up as tus-js-client sends them: POST, then 5 MB PATCHes. */
async function tusUpload(name: string, blobs: BlobStore): Promise<number> {
  const dir = await mkdtemp(join(runDir, `app-${name}-`));
  const config = loadConfig({
    LOG_LEVEL: "warn",
    PASSWORD_HASH_ITERATIONS: "1000",
    MEDIA_WORK_DIR: join(dir, "work"),
    UPLOAD_MAX_BYTES: String(2 * bytes.byteLength),
  });
  const database = await openDatabase(`file:${join(dir, "kora.db")}`);
  const { app, services } = await createApp({ config, db: database.db, blobs });
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, app.fetch);
  const base = `http://127.0.0.1:${server.addr.port}`;
  try {
    const owner = await createVideoFixtureUser(services, "Bench");
    const video = await makeVideo(services, { ownerId: owner.id });
    const headers = { origin: config.publicUrl, cookie: `kora_session=${owner.cookie}`, "tus-resumable": "1.0.0" };
    return await seconds(async () => {
      const created = await fetch(`${base}/api/uploads/`, {
        method: "POST",
        headers: {
          ...headers,
          "upload-length": String(bytes.byteLength),
          "upload-metadata": tusMetadata({ videoId: video.id, filetype: "video/webm" }),
        },
      });
      if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
      const location = `${base}${created.headers.get("location")}`;
      for (let offset = 0; offset < bytes.byteLength; offset += CHUNK) {
        const body = bytes.subarray(offset, Math.min(bytes.byteLength, offset + CHUNK));
        const patched = await fetch(location, {
          method: "PATCH",
          headers: { ...headers, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
          body,
        });
        if (patched.status !== 204) throw new Error(`patch at ${offset}: ${patched.status} ${await patched.text()}`);
      }
    });
  } finally {
    await server.shutdown();
    await database.close();
  }
}
