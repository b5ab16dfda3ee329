import { mkdirSync } from "node:fs";
import { expect, test, type Locator } from "./support/test.ts";
import { demoPage, LENA, mayasPaidCard, pickTimes, saveTestCardIfNone, SHOTS, toasts } from "./booking-request.fixtures.ts";
import { cardAction, cardBody, createCard, signInAdvisor, signInReviewer, uniqueTitle } from "./cards.fixtures.ts";
import { DESKTOP, meetingPerson, personalRoomPath, PHONE } from "./meeting.fixtures.ts";
import { listenAs } from "./support/realtime.ts";
import { shot } from "./support/shots.ts";

/** Defects a new user met in their first hour, each seen in Chromium. */

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!one || !two) return false;
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

for (const width of [PHONE.width, DESKTOP.width]) {
  test(`a toast at ${width} px covers neither the primary button nor the price box, and a success clears the stale error`, async ({
    browser,
    baseURL,
  }) => {
    const lena = await demoPage(browser, baseURL!, LENA, width);
    const card = await mayasPaidCard(lena);
    const cardPath = `/advisors/maya-patel/${card.slug}`;
    await lena.goto(`${cardPath}/book`);
    const send = lena.getByRole("button", { name: "Send request" });
    const summary = lena.getByRole("complementary", { name: "Summary" });
    await send.click();
    const first = toasts(lena).getByRole("listitem").first();
    await expect(first).toBeVisible();
    const message = (await first.locator("p").textContent()) ?? "";
    const error = toasts(lena).getByText(message, { exact: true });
    await expect(error).toBeVisible();
    for (const target of [send, summary.getByRole("definition").last()]) {
      // Where a primary button usually is: at the bottom of the window (the end of a form, a sticky bar).
      await target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 8));
      expect(await overlaps(error, target), "the toast covers a control").toBe(false);
    }
    mkdirSync(SHOTS, { recursive: true });
    await shot(lena, { path: `${SHOTS}/toast-over-book-${width}.png`, animations: "disabled" });

    // The same form then goes through: the error about the attempt before goes away with the success.
    await pickTimes(lena, 2);
    await saveTestCardIfNone(lena);
    await send.click();
    const topicError = toasts(lena).getByText(/discuss|topic/i);
    await expect(topicError).toBeVisible();
    await lena
      .getByRole("textbox", { name: "What would you like to discuss?" })
      .fill("Pricing my first product: what to charge early customers.");
    await expect(topicError).toBeVisible();
    await send.click();
    await expect(toasts(lena).getByText("Request sent to Maya")).toBeVisible();
    await expect(topicError).toHaveCount(0);
    await lena.context().close();
  });
}

test("the call preview says the camera is starting, with Join held back, until the devices are found", async ({ browser, baseURL }) => {
  const host = await meetingPerson(browser, baseURL!, "Cam", "Starter");
  // getUserMedia answers only when the test lets it: the camera is "still starting" until then.
  await host.addInitScript(() => {
    const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    const gate = new Promise<void>((resolve) => {
      (window as unknown as { releaseCamera: () => void }).releaseCamera = resolve;
    });
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      (window as unknown as { cameraAsked: boolean }).cameraAsked = true;
      await gate;
      return real(constraints);
    };
  });
  await host.goto(await personalRoomPath(host));
  const camera = host.getByLabel("Camera", { exact: true });
  await expect(camera).toContainText("Starting your camera…");
  await expect(camera).not.toContainText("No camera found");
  const join = host.getByRole("button", { name: "Starting your camera…" });
  await expect(join).toBeDisabled();
  // The page has asked for the camera and waits on it: still held back.
  await host.waitForFunction(() => (window as unknown as { cameraAsked?: boolean }).cameraAsked === true);
  await expect(join).toBeDisabled();

  await host.evaluate(() => (window as unknown as { releaseCamera: () => void }).releaseCamera());
  await expect(host.getByRole("button", { name: "Join now" })).toBeEnabled();
  await expect(camera).not.toContainText("Starting your camera…");
  await expect(camera.locator("option")).not.toHaveCount(0);
  await host.context().close();
});

/**
 * The realtime gap: an event sent after the page has loaded but before its socket is attached is
 * replayed when the socket comes, so the page never keeps showing "Awaiting review" after approval.
 * The test holds the socket back (Playwright's WebSocket routing) while the reviewer approves.
 */
test("an approval sent before the page's socket attaches still reaches the page, without a reload", async ({ page, browser, baseURL }) => {
  let openSocket!: () => void;
  const held = new Promise<void>((resolve) => {
    openSocket = resolve;
  });
  let attached = 0;
  await page.routeWebSocket(/\/ws$/, async (socket) => {
    await held;
    attached += 1;
    socket.connectToServer();
  });

  await signInAdvisor(page, "Gap", "Tester");
  const title = uniqueTitle("Replay after a slow socket");
  const card = await createCard(page, cardBody(title));
  expect((await cardAction(page, card.id, "publish")).status).toBe("awaiting-review");
  await page.goto("/my-kora/kora-cards");
  const mine = page.getByRole("listitem", { name: title });
  await expect(mine.getByText("Awaiting review", { exact: true })).toBeVisible();
  expect(attached).toBe(0);

  // A socket of the test's own on the same private channel: once it hears the approval, anything
  // else that could bring it to the page has had its chance.
  const witness = await listenAs(page.context(), baseURL!);
  const reviewer = await signInReviewer(browser, baseURL!);
  expect((await cardAction(reviewer, card.id, "approve")).status).toBe("published");
  await reviewer.context().close();
  await witness.heard("CardApproved");
  witness.close();
  await expect(mine.getByText("Awaiting review", { exact: true })).toBeVisible();

  openSocket();
  await expect(mine.getByText("Published", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(`Your card '${title}' is approved and published.`)).toBeVisible();
  expect(attached).toBeGreaterThan(0);
});
