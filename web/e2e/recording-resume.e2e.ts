import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { expect, test } from "./support/test.ts";
import { ownKoraPerTest } from "./support/own-kora.ts";
import { inCall, joinCall, meetingPerson, personalRoomPath } from "./meeting.fixtures.ts";
import { newestReadyVideo, recordedFile, recorderLine, startRecording, stopRecording, watchRecorder } from "./recording.fixtures.ts";

/**
 * A recording survives the server (PROTOCOL §5): the server dies while a recording is uploading and comes back. The browser keeps
 * recording, the upload resumes where the server stopped, and the file the server assembles is
 * byte for byte what the browser's MediaRecorder produced. This spec runs its own Kora process
 * (own port, database and blob folder) so it can kill and restart it.
 */

const ownKora = ownKoraPerTest("e2e-recording");

test("the server restarts mid-recording: the upload resumes and the saved file is byte-identical to the browser's", async ({ browser }) => {
  test.setTimeout(180_000);
  const kora = await ownKora();
  const baseURL = kora.baseURL;

  const host = await meetingPerson(browser, baseURL, "Rae", "Recorder");
  await watchRecorder(host);
  // Alone in my personal room ("record a video now").
  await joinCall(host, await personalRoomPath(host));
  await startRecording(host);
  await expect.poll(() => recorderLine(host).getAttribute("data-saved-bytes").then(Number), { timeout: 15_000 }).toBeGreaterThan(0);

  const recordedBefore = Number(await recorderLine(host).getAttribute("data-recorded-bytes"));
  await kora.kill();
  // The browser records on while the server is gone: a new piece of the recording has come since.
  await expect
    .poll(() => recorderLine(host).getAttribute("data-recorded-bytes").then(Number), { timeout: 15_000 })
    .toBeGreaterThan(recordedBefore);
  await kora.restart();
  await expect(inCall(host)).toBeVisible({ timeout: 30_000 });
  const savedBefore = Number(await recorderLine(host).getAttribute("data-saved-bytes"));
  // The upload goes on past what was saved before the restart.
  await expect
    .poll(() => recorderLine(host).getAttribute("data-saved-bytes").then(Number), { timeout: 40_000 })
    .toBeGreaterThan(savedBefore);
  await stopRecording(host);

  const browserFile = await recordedFile(host);
  // The parts become source.webm when the processing job picks the upload up.
  const video = await newestReadyVideo(host);
  expect(video.sourceBytes).toBe(browserFile.size);
  const onServer = readFileSync(`${kora.dir}/blobs/videos/${video.id}/source.webm`);
  expect(onServer.length).toBe(browserFile.size);
  expect(createHash("sha256").update(onServer).digest("hex")).toBe(browserFile.sha256);
  await host.context().close();
});
