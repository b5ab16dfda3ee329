import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { bookingCall, expectVideoFlowing, inCall, joinCall, meetingPerson, PHONE, shoot } from "./meeting.fixtures.ts";
import { REMOTE_CAMERAS } from "./meeting-media.ts";

/** From the "isn't one of your bookings" notice: on to the preview (camera on), then knock. */
async function askFromNotice(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Ask to join" }).click();
  await expect(page.getByRole("heading", { name: "Ask to join this call" })).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLVideoElement>('video[data-kind="camera"][data-self]')].some((video) => video.videoWidth > 0),
  );
  await page.getByRole("button", { name: "Ask to join" }).click();
}

/** core §7 requestApproval: someone with a booking's call link who isn't on the booking asks to join; a host decides. */

test("a colleague with the call's link asks to join a booking's call; the advisor admits them, a stranger is denied", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { advisor, learner, path } = await bookingCall(browser, baseURL!);
  await joinCall(advisor, path);
  await joinCall(learner, path);

  // The link alone doesn't let them in: the page says it isn't their booking and offers to ask.
  const cleo = await meetingPerson(browser, baseURL!, "Cleo", "Colleague");
  await cleo.goto(path);
  await expect(cleo.getByRole("heading", { name: "This call isn't one of your bookings" })).toBeVisible();
  await shoot(cleo, "meeting-ask-to-join", 1280);
  await shoot(cleo, "meeting-ask-to-join", 375);
  await askFromNotice(cleo);
  await expect(cleo.getByRole("heading", { name: "Waiting for Ada to let you in…" })).toBeVisible({ timeout: 15_000 });
  await expect(cleo.locator(REMOTE_CAMERAS)).toHaveCount(0);

  // The advisor sees the knock over the stage and lets Cleo in; both see each other.
  await expect(advisor.getByRole("heading", { name: "Someone is asking to join" })).toBeVisible({ timeout: 10_000 });
  await advisor.getByRole("list", { name: "Waiting to join" }).getByRole("button", { name: "Admit Cleo Colleague" }).click();
  await expect(inCall(cleo)).toBeVisible({ timeout: 15_000 });
  await expectVideoFlowing(cleo, 2);
  await expect(advisor.getByRole("figure", { name: "Cleo Colleague" })).toBeVisible();
  await expect(learner.getByRole("figure", { name: "Cleo Colleague" })).toBeVisible();
  await cleo.context().close();

  // The learner, also a host, turns away someone else who asks.
  const sly = await meetingPerson(browser, baseURL!, "Sly", "Stranger", { viewport: PHONE });
  await sly.goto(path);
  await askFromNotice(sly);
  await expect(sly.getByRole("heading", { name: "Waiting for Ada to let you in…" })).toBeVisible({ timeout: 15_000 });
  await learner.getByRole("list", { name: "Waiting to join" }).getByRole("button", { name: "Deny Sly Stranger" }).click();
  await expect(sly.getByRole("heading", { name: MEETING_MESSAGES.denied })).toBeVisible({ timeout: 10_000 });

  for (const page of [advisor, learner, sly]) await page.context().close();
});
