import { SHOTS } from "./booking-request.fixtures.ts";
import { callControls, joinCall, meetingPerson, personalRoomPath } from "./meeting.fixtures.ts";
import { recorderLine, startRecording } from "./recording.fixtures.ts";
import { bridgeState, installDesktopBridge } from "./support/desktop-bridge.ts";
import type { UploadsRecord } from "./support/desktop-bridge-uploads.ts";
import { expect, test, type Page } from "./support/test.ts";
import type { UploadList, UploadRow } from "../../desktop/src/core/recording-cache/uploads-contract.ts";
import { shot } from "./support/shots.ts";

/**
 * The desktop app's local recording cache as the web app sees it (desktop/README.md "Recording cache and uploads"), in Chromium with
 * the test bridge standing in for the preload: the "Uploads" panel (account menu, desktop app only)
 * with each recording's progress in plain words, following main's pushes; and a real call recorded
 * in the desktop app handing its chunks to main instead of uploading them from the page.
 */

const MB = 1_000_000;
const at = "2026-03-02T09:00:00.000Z";
const row = (n: number, patch: Partial<UploadRow>): UploadRow => ({
  id: `00000000-0000-4000-9000-${String(n).padStart(12, "0")}`,
  title: "Call",
  state: "uploading",
  waitingFor: null,
  confirmedBytes: 0,
  totalBytes: 0,
  message: null,
  createdAt: at,
  ...patch,
});
const LIST: UploadList = {
  uploads: [
    row(1, { title: "Weekly check-in with Sam", state: "recording", confirmedBytes: 3.2 * MB, totalBytes: 4.1 * MB }),
    row(2, { title: "Portfolio review — Ana López", state: "uploading", confirmedBytes: 48 * MB, totalBytes: 120 * MB }),
    row(3, { title: "Intro call", state: "waiting", waitingFor: "network", confirmedBytes: 10 * MB, totalBytes: 64 * MB }),
    row(4, {
      title: "Career coaching: negotiating a first salary offer after a long break",
      state: "uploaded",
      confirmedBytes: 250 * MB,
      totalBytes: 250 * MB,
    }),
    row(5, {
      title: "Mock interview",
      state: "failed",
      message: "The recording is too big to keep.",
      confirmedBytes: 0,
      totalBytes: 4100 * MB,
    }),
  ],
  usedBytes: 2300 * MB,
  capBytes: 2000 * MB,
  overLimit: true,
};

const uploadsDialog = (page: Page) => page.getByRole("dialog", { name: "Uploads" });
const item = (page: Page, title: string) => uploadsDialog(page).getByRole("listitem").filter({ hasText: title });

async function openUploads(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  if (shootMenu) {
    await expect(page.getByRole("button", { name: "Uploads" })).toBeVisible();
    await shot(page, { path: `${SHOTS}/desktop-uploads-menu.png`, animations: "disabled" });
    shootMenu = false;
  }
  await page.getByRole("button", { name: "Uploads" }).click();
  await expect(uploadsDialog(page)).toBeVisible();
}
let shootMenu = true;

test("the Uploads panel shows each recording's progress in plain words and follows main", async ({ browser, baseURL }) => {
  const page = await meetingPerson(browser, baseURL!, "Ada", "Advisor", { advisor: true });
  await installDesktopBridge(page, { uploads: { list: LIST } });
  await page.goto("/my-kora/dashboard");
  await openUploads(page);

  const dialog = uploadsDialog(page);
  await expect(dialog.getByRole("listitem")).toHaveCount(5);
  await expect(item(page, "Weekly check-in with Sam")).toContainText("Recording");
  await expect(item(page, "Weekly check-in with Sam")).toContainText("3.2 MB of 4.1 MB uploaded");
  await expect(item(page, "Portfolio review")).toContainText("Uploading 40%");
  await expect(item(page, "Portfolio review").getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
  await expect(item(page, "Intro call")).toContainText("Waiting for the network");
  await expect(item(page, "Career coaching")).toContainText("Uploaded");
  await expect(item(page, "Career coaching").getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(item(page, "Mock interview")).toContainText("Couldn't upload: The recording is too big to keep.");
  await expect(dialog.getByRole("status")).toContainText("take more than the 2.0 GB set aside for them");
  await expect(item(page, "Mock interview")).toContainText("0.0 MB of 4.1 GB uploaded");
  await shot(page, { path: `${SHOTS}/desktop-uploads.png`, animations: "disabled" });
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, { path: `${SHOTS}/desktop-uploads-375.png`, animations: "disabled" });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Main pushes news: the network is back and the upload finished; the recording ended.
  await page.evaluate((list) => (window as unknown as { __koraUploads: (list: UploadList) => void }).__koraUploads(list), {
    ...LIST,
    overLimit: false,
    uploads: LIST.uploads.map((upload) =>
      upload.title === "Intro call"
        ? { ...upload, state: "uploaded" as const, waitingFor: null, confirmedBytes: upload.totalBytes }
        : upload.title.startsWith("Weekly")
          ? { ...upload, state: "uploading" as const, confirmedBytes: 4.1 * MB * 0.75 }
          : upload,
    ),
  });
  await expect(item(page, "Intro call")).toContainText("Uploaded");
  await expect(item(page, "Weekly check-in with Sam")).toContainText("Uploading 75%");
  await expect(dialog.getByRole("status")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
});

test("an empty cache says so", async ({ browser, baseURL }) => {
  const page = await meetingPerson(browser, baseURL!, "Ada", "Advisor", { advisor: true });
  await installDesktopBridge(page);
  await page.goto("/my-kora/dashboard");
  await openUploads(page);
  await expect(uploadsDialog(page).getByText("No recordings on this computer yet.")).toBeVisible();
  await shot(page, { path: `${SHOTS}/desktop-uploads-empty.png`, animations: "disabled" });
});

test("in a browser the account menu has no Uploads item", async ({ browser, baseURL }) => {
  const page = await meetingPerson(browser, baseURL!, "Bea", "Browser", { advisor: true });
  await page.goto("/my-kora/dashboard");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("link", { name: "Log out" }).or(page.getByRole("button", { name: "Log out" }))).toBeVisible();
  await expect(page.getByRole("button", { name: "Uploads" })).toHaveCount(0);
});

test("a call recorded in the desktop app hands its chunks to main, which uploads them; the page sends none", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await meetingPerson(browser, baseURL!, "Ada", "Advisor", { advisor: true });
  await installDesktopBridge(page);
  const tusRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/uploads")) tusRequests.push(`${request.method()} ${request.url()}`);
  });
  await joinCall(page, await personalRoomPath(page));
  await startRecording(page);
  const uploads = async () => (await bridgeState<{ uploads: UploadsRecord }>(page)).uploads;
  // MediaRecorder gives a chunk every 2 s: wait for two.
  await expect.poll(async () => Object.values((await uploads()).chunks)[0]?.length ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await callControls(page).getByRole("button", { name: "Stop recording" }).click();
  await expect.poll(async () => (await uploads()).ended.length, { timeout: 15_000 }).toBe(1);

  const record = await uploads();
  expect(record.begins).toHaveLength(1);
  const begin = record.begins[0] as { ticket: { endpoint: string; metadata: Record<string, string> }; title: string };
  expect(begin.ticket.endpoint).toMatch(/\/api\/uploads\/?$/);
  expect(begin.ticket.metadata.videoId).toBeTruthy();
  expect(begin.title.length).toBeGreaterThan(0);
  const [id] = record.ended;
  expect(record.chunks[id!]!.every((bytes) => bytes > 0)).toBe(true);
  expect(tusRequests, "the page itself uploads nothing in the desktop app").toEqual([]);

  // Until main says the server has every byte, the recording is being saved; then it is saved.
  await expect(recorderLine(page)).toHaveAttribute("data-recorder", "saving");
  await page.evaluate((recordingId) => {
    const w = window as unknown as { kora: { listUploads(): Promise<UploadList> }; __koraUploads: (list: UploadList) => void };
    void w.kora.listUploads().then((list) =>
      w.__koraUploads({
        ...list,
        uploads: list.uploads.map((upload) =>
          upload.id === recordingId ? { ...upload, state: "uploaded", confirmedBytes: upload.totalBytes } : upload,
        ),
      }),
    );
  }, id!);
  await expect(recorderLine(page)).toHaveAttribute("data-recorder", "saved");
});
