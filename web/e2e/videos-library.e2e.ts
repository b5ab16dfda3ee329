import { expect, test, type Page } from "./support/test.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { DESKTOP, shoot } from "./billing.fixtures.ts";
import { readyVideo, sampleWebm, videoOwner, waitUntilReady } from "./videos.fixtures.ts";

/** The video library (core §3 Video), web side: the library, the owner view, the public page, the embed. */

const rangeRequests = (page: Page, slug: string) => {
  const seen: string[] = [];
  page.on("request", (request) => {
    const range = request.headers().range;
    if (request.url().includes(`/api/v/${slug}/video`) && range) seen.push(range);
  });
  return seen;
};

test("the owner uploads a video, names it, shares a view-only link; a signed-out viewer gives a name and plays it; the owner deletes it", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await videoOwner(browser, baseURL!, "Noor", "Haddad");

  // The empty library offers both ways in; upload goes through the dialog and tus.
  await owner.goto("/my-kora/videos");
  await expect(owner.getByRole("heading", { name: "No videos yet" })).toBeVisible();
  await expect(owner.getByRole("link", { name: "Record a video" }).first()).toHaveAttribute("href", /\/meet\//);
  await owner.getByRole("button", { name: "Upload a video" }).first().click();
  const dialog = owner.getByRole("dialog", { name: "Upload a video" });
  // What the plan keeps of uploaded videos, before anything is chosen (recordings never count).
  await expect(dialog.getByText("0 GB of 5 GB used for uploaded videos. Recordings of your calls don't count.")).toBeVisible();
  await shoot(owner, "videos-upload-dialog");
  await dialog.getByLabel("Video file").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await expect(dialog.getByText("Please choose a video file (WebM, MP4 or MOV).")).toBeVisible();
  await dialog.getByLabel("Video file").setInputFiles(sampleWebm());
  await expect(dialog.getByLabel("Title")).toHaveValue("team-sync");
  await dialog.getByLabel("Title").fill("Team sync");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(owner).toHaveURL(/\/my-kora\/videos\/[\w-]+$/, { timeout: 30_000 });
  const id = owner.url().split("/").pop()!;
  await waitUntilReady(owner, id);
  const player = owner.locator("video");
  await expect(player).toBeVisible({ timeout: 10_000 });
  await expect(owner.getByRole("link", { name: /Download video \(MP4, [\d.]+ KB\)/ })).toBeVisible();

  // The title takes | and refuses characters outside the approved set, with the API's words.
  await owner.getByRole("button", { name: "Edit the title" }).click();
  await owner.getByLabel("Title").fill("Team sync <draft>");
  await owner.getByRole("button", { name: "Save title" }).click();
  await expect(owner.getByText("Titles may use letters, numbers, spaces and !?-'&.| only.")).toBeVisible();
  await owner.getByLabel("Title").fill("Team sync | week 1");
  await owner.getByRole("button", { name: "Save title" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Team sync | week 1" })).toBeVisible();

  // Basic can't offer downloads through a link: the mode is there, disabled, with the way to Plus.
  await expect(owner.getByRole("radio", { name: /View and download link/ })).toBeDisabled();
  await expect(owner.getByRole("link", { name: "Upgrade to Plus" })).toHaveAttribute("href", "/my-kora/more/plan");
  await expect(owner.getByRole("radio", { name: /Password-protected/ })).toBeDisabled();
  // Each change saves at once; the radio follows what the server kept.
  await owner.getByRole("radio", { name: /View-only link/ }).click();
  await expect(owner.getByRole("radio", { name: /View-only link/ })).toBeChecked();
  await expect(owner.getByRole("textbox", { name: "Share link" })).toHaveValue(/\/v\/[\w-]+$/);
  const shareUrl = await owner.getByRole("textbox", { name: "Share link" }).inputValue();
  const slug = shareUrl.split("/v/")[1]!;
  await expect(owner.getByRole("textbox", { name: "Embed code" })).toHaveValue(new RegExp(`<iframe src="[^"]+/embed\\?v=${slug}"`));
  await owner.getByRole("button", { name: "Copy the share link" }).click();
  await expect(toasts(owner).getByText("Copied the link.")).toBeVisible();
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  await shoot(owner, "videos-owner-view");

  await owner.goto("/my-kora/videos");
  await expect(owner.getByRole("list", { name: "Your videos" }).getByRole("listitem")).toHaveCount(1);
  await expect(owner.getByText("View-only link")).toBeVisible();
  await shoot(owner, "videos-library");

  // A signed-out viewer: first name first, then the player, seeking by Range; no downloads on view-only.
  const viewerContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  const viewer = await viewerContext.newPage();
  const ranges = rangeRequests(viewer, slug);
  await viewer.goto(`/v/${slug}`);
  await expect(viewer).toHaveTitle("Team sync | week 1 | Kora");
  expect(await viewer.locator('meta[property="og:type"]').getAttribute("content")).toBe("video.other");
  expect(await viewer.locator('meta[property="og:video"]').getAttribute("content")).toMatch(new RegExp(`/api/v/${slug}/video$`));
  expect(await viewer.locator('meta[property="og:image"]').getAttribute("content")).toMatch(new RegExp(`/api/v/${slug}/poster$`));
  await expect(viewer.locator("video")).toHaveCount(0);
  await shoot(viewer, "videos-public-name-gate");
  await viewer.getByRole("button", { name: "Watch" }).click();
  await expect(viewer.getByText("Please tell us your first name.")).toBeVisible();
  await viewer.getByLabel("Your first name").fill("Sam");
  await viewer.getByRole("button", { name: "Watch" }).click();
  const video = viewer.locator("video");
  await expect(video).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play().catch(() => undefined);
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  expect(ranges.length).toBeGreaterThan(0);
  await expect(viewer.getByRole("link", { name: /Download/ })).toHaveCount(0);
  expect((await viewer.request.get(`/api/v/${slug}/download?type=video`)).status()).toBe(403);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await shoot(viewer, "videos-public-player");

  // The embed: the player alone, its title opening the page in a new tab.
  await viewer.goto(`/embed?v=${slug}`);
  await expect(viewer.getByRole("link", { name: "Team sync | week 1" })).toHaveAttribute("target", "_blank");
  await expect(viewer.locator("video")).toBeVisible();
  // A bare page: no site header or footer inside someone else's iframe.
  await expect(viewer.getByRole("banner")).toHaveCount(0);
  await expect(viewer.getByRole("contentinfo")).toHaveCount(0);
  await shoot(viewer, "videos-embed");

  // Listed by its owner, it appears on /videos for everyone.
  await owner.goto(`/my-kora/videos/${id}`);
  // The box shows the saved state: it ticks when the server has taken the change.
  await owner.getByRole("checkbox", { name: "List on the public videos page" }).click();
  await expect(owner.getByRole("checkbox", { name: "List on the public videos page" })).toBeChecked();
  await expect.poll(async () => (await viewer.request.get("/api/videos/public?page=1")).json().then((body) => body.data.length)).toBe(1);
  await viewer.goto("/videos#public-videos");
  const listed = viewer.getByRole("region", { name: "Public videos" });
  await expect(listed.getByRole("link", { name: /Team sync \| week 1/ })).toBeVisible();
  await shoot(viewer, "videos-public-list");
  await listed.getByRole("link", { name: /Team sync \| week 1/ }).click();
  await expect(viewer).toHaveURL(new RegExp(`/v/${slug}$`));

  // The owner sees the view under the viewer's first name.
  await owner.goto(`/my-kora/videos/${id}`);
  const views = owner.getByRole("region", { name: "Views" });
  await expect(views.getByRole("cell", { name: "Sam", exact: true })).toBeVisible();
  await expect(views.getByRole("cell", { name: /^\w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} [ap]m$/ })).toBeVisible();

  // Delete, confirmed: back to the library, and the link is dead.
  await owner.getByRole("button", { name: "Delete video" }).click();
  const confirm = owner.getByRole("dialog", { name: "Delete this video?" });
  await expect(confirm.getByText("Everyone with the link loses access. This can't be undone.")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(owner).toHaveURL(/\/my-kora\/videos$/);
  await expect(toasts(owner).getByText("Video deleted.")).toBeVisible();
  expect((await viewer.request.get(`/api/v/${slug}`)).status()).toBe(404);
  await viewer.goto(`/v/${slug}`);
  await expect(viewer.getByRole("heading", { name: "This video isn't available." })).toBeVisible();
  await viewerContext.close();
});

test("the library pages by 8, newest first, and searches by title", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await videoOwner(browser, baseURL!, "Ines", "Moreau");
  await readyVideo(owner, "Onboarding walkthrough");
  // Ready ones: at most 5 videos of one person may wait for their bytes at once.
  for (let n = 1; n <= 8; n++) await readyVideo(owner, `Weekly review ${n}`);

  await owner.goto("/my-kora/videos");
  const cards = owner.getByRole("list", { name: "Your videos" }).getByRole("listitem");
  await expect(cards).toHaveCount(8);
  await expect(owner.getByText("Onboarding walkthrough")).toHaveCount(0);
  await expect(owner.getByText("Page 1 of 2")).toBeVisible();
  await shoot(owner, "videos-library-full");
  await owner.getByRole("link", { name: "Next" }).click();
  await expect(owner).toHaveURL(/\?page=2$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Onboarding walkthrough");

  await owner.getByRole("searchbox", { name: "Search by title or participant" }).fill("review 3");
  await expect(owner).toHaveURL(/\?query=review\+3$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Weekly review 3");
  await owner.getByRole("searchbox", { name: "Search by title or participant" }).fill("nothing like this");
  await expect(owner.getByText("No videos match “nothing like this”.")).toBeVisible();
});

test("a browser that can't upload is told so before choosing a file, and Upload sends nothing", async ({ browser, baseURL }) => {
  const owner = await videoOwner(browser, baseURL!, "Omar", "Old");
  // An old or locked-down browser: no slicing of files (what tus and every upload here need).
  await owner.context().addInitScript(() => {
    Object.defineProperty(Blob.prototype, "slice", { value: undefined });
  });
  const tickets: string[] = [];
  owner.on("request", (request) => {
    if (request.url().includes("/api/videos/upload-url")) tickets.push(request.url());
  });
  await owner.goto("/my-kora/videos");
  await owner.getByRole("button", { name: "Upload a video" }).first().click();
  const dialog = owner.getByRole("dialog", { name: "Upload a video" });
  await expect(dialog.getByRole("alert")).toHaveText(`! ${MESSAGES.uploadUnsupported}`);
  await expect(dialog.getByLabel("Video file")).toBeDisabled();
  await dialog.getByLabel("Title").fill("Old browser");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog).toBeVisible();
  expect(tickets).toEqual([]);
  await owner.context().close();
});
