import { expect, test, type Locator, type Page } from "./support/test.ts";
import { bookingCall, callControls, DESKTOP, expectVideoFlowing, inCall, joinCall } from "./meeting.fixtures.ts";
import { JOIN_BUTTON, openPreview, REMOTE_CAMERAS, REMOTE_SCREENS, remoteCamerasShowing } from "./meeting-media.ts";

/**
 * The call's own settings (public-site §3) in Chromium: flipVideo mirrors my self view only, and
 * pipOnScreenShare opens someone else's shared screen in picture-in-picture (or offers a button when
 * the browser wants a click first), leaving it when the share ends.
 */

const SELF_CAMERA = 'video[data-kind="camera"][data-self]';
/** What getComputedStyle says of scaleX(-1). */
const MIRRORED = "matrix(-1, 0, 0, 1, 0, 0)";

const transformOf = (video: Locator) => video.evaluate((element) => getComputedStyle(element).transform);

/** Opens the call's settings, sets one checkbox, and closes them again. */
async function setSetting(page: Page, name: RegExp, on: boolean): Promise<void> {
  await callControls(page).getByRole("button", { name: "Settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await dialog.getByRole("checkbox", { name }).setChecked(on);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
}

test("mirroring my video flips only my own view, and stays chosen in this browser", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { advisor, learner, path } = await bookingCall(browser, baseURL!, { learnerViewport: DESKTOP });
  await joinCall(advisor, path);
  await joinCall(learner, path);
  await expectVideoFlowing(learner, 1);
  const selfView = advisor.locator(SELF_CAMERA);
  expect(await transformOf(selfView), "not mirrored by default (flipVideo false)").toBe("none");

  await setSetting(advisor, /^Mirror my video/, true);
  await expect.poll(() => transformOf(selfView)).toBe(MIRRORED);
  // The learner sees the advisor as the camera films them, and their own view is theirs to choose.
  expect(await transformOf(learner.locator(REMOTE_CAMERAS))).toBe("none");
  expect(await transformOf(learner.locator(SELF_CAMERA))).toBe("none");

  // Back another day (a reload): the preview already shows the mirrored view, and so does the call.
  await openPreview(advisor, path);
  expect(await transformOf(advisor.locator(SELF_CAMERA))).toBe(MIRRORED);
  await advisor.getByRole("button", { name: JOIN_BUTTON }).click();
  await expect(inCall(advisor)).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => transformOf(advisor.locator(SELF_CAMERA))).toBe(MIRRORED);
  await expect.poll(() => remoteCamerasShowing(learner), { timeout: 20_000 }).toBe(1);
  expect(await transformOf(learner.locator(REMOTE_CAMERAS))).toBe("none");

  await setSetting(advisor, /^Mirror my video/, false);
  await expect.poll(() => transformOf(advisor.locator(SELF_CAMERA))).toBe("none");
  await openPreview(advisor, path);
  expect(await transformOf(advisor.locator(SELF_CAMERA)), "off stays off").toBe("none");

  await advisor.context().close();
  await learner.context().close();
});

/**
 * What happens in the page about picture-in-picture, as it happens, told through console messages:
 * reading it with page.evaluate, a locator or a binding's reply would itself count as a user gesture
 * (Playwright runs its page scripts with one), and whether the page had a recent gesture is exactly
 * what decides the app's path.
 */
async function watchPip(page: Page) {
  const events: string[] = [];
  const waiters: { test: (e: string) => boolean; resolve: () => void }[] = [];
  page.on("console", (message) => {
    const event = message.text().match(/^kora-pip (.+)$/)?.[1];
    if (!event) return;
    events.push(event);
    for (const waiter of waiters.filter((w) => w.test(event))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  await page.evaluate(() => {
    const report = (event: string) => console.debug(`kora-pip ${event}`);
    const state: Record<string, string> = {};
    /** Reports a watched value when it changes. */
    const watch = (name: string, value: boolean) => {
      if (state[name] === String(value)) return;
      state[name] = String(value);
      report(`${name}:${value}`);
    };
    setInterval(() => {
      watch("activation", navigator.userActivation.isActive);
      watch(
        "offer",
        [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent?.includes("is sharing their screen")),
      );
    }, 50);
    document.addEventListener("enterpictureinpicture", (e) => report(`pip:${(e.target as HTMLElement).dataset.kind}`), true);
    document.addEventListener("leavepictureinpicture", () => report("pip:left"), true);
  });
  /** Resolves on the next `event`; fails after `timeoutMs` saying what happened instead. */
  const next = (event: string, timeoutMs = 15_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} in ${timeoutMs} ms; seen: ${events.join(", ")}`)), timeoutMs);
      waiters.push({
        test: (e) => e === event,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  return { events, next };
}

/** Whether picture-in-picture shows the other side's shared screen (the tile's own video element). */
const pipShowsTheScreen = (page: Page) =>
  page.evaluate((selector) => {
    const pip = document.pictureInPictureElement;
    return pip === null ? "none" : pip === document.querySelector(selector) ? "the screen" : "something else";
  }, REMOTE_SCREENS);

test("someone else's shared screen opens in picture-in-picture (after a click when needed), and closes with the share", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { advisor, learner, path } = await bookingCall(browser, baseURL!, { learnerViewport: DESKTOP });
  await joinCall(advisor, path);
  await joinCall(learner, path);
  await expectVideoFlowing(learner, 1);
  const share = callControls(advisor).getByRole("button", { name: "Share screen" });
  const stopSharing = callControls(advisor).getByRole("button", { name: "Stop sharing" });
  const offer = learner.getByRole("status").filter({ hasText: "Ada Advisor is sharing their screen." });
  const watch = await watchPip(learner);

  // 1. No click on the learner's page for a while: the browser refuses to open a window on its own,
  // so the screen offers "Pop out"; clicking it opens the advisor's screen in picture-in-picture.
  await watch.next("activation:false");
  const offered = watch.next("offer:true");
  await share.click();
  await offered;
  expect(
    watch.events.filter((e) => e.startsWith("pip:")),
    "nothing opened without a click",
  ).toEqual([]);
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Pop out" }).click();
  await expect.poll(() => pipShowsTheScreen(learner)).toBe("the screen");
  await expect(offer).toHaveCount(0);
  await stopSharing.click();
  await expect.poll(() => pipShowsTheScreen(learner), { message: "picture-in-picture ends with the share" }).toBe("none");
  await expect(learner.locator(REMOTE_SCREENS)).toHaveCount(0);

  // 2. The learner has just clicked (the polls below count as one): it opens by itself, no offer.
  const seen = watch.events.length;
  await share.click();
  await expect.poll(() => pipShowsTheScreen(learner), { timeout: 15_000, intervals: [500] }).toBe("the screen");
  expect(watch.events.slice(seen)).not.toContain("offer:true");
  await stopSharing.click();
  await expect.poll(() => pipShowsTheScreen(learner)).toBe("none");

  // 3. Setting off: the screen shows on the stage only, also right after a click.
  await setSetting(learner, /^Picture-in-picture for shared screens/, false);
  const before = watch.events.length;
  await share.click();
  await expect.poll(() => remoteCamerasShowing(learner, REMOTE_SCREENS), { timeout: 15_000, intervals: [500] }).toBe(1);
  // A second of the screen's frames played: the app's chance to open it has come and gone.
  await expect
    .poll(() => learner.locator(REMOTE_SCREENS).evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames), {
      intervals: [500],
    })
    .toBeGreaterThan(20);
  expect(await pipShowsTheScreen(learner)).toBe("none");
  await expect(offer).toHaveCount(0);
  expect(watch.events.slice(before).filter((e) => e.startsWith("pip:") || e === "offer:true")).toEqual([]);
  await stopSharing.click();

  await advisor.context().close();
  await learner.context().close();
});
