import { expect, test } from "./support/test.ts";
import { shoot } from "./billing.fixtures.ts";
import { announce, setPreparation, videoOwner } from "./videos.fixtures.ts";

/**
 * The owner view while a video is being prepared says what the server knows: no number before there is
 * one, then each percent as it comes, and the same percent its library card just showed.
 */
test("the owner view follows the server's preparation percent, with none before it has one", async ({ browser, baseURL }) => {
  const owner = await videoOwner(browser, baseURL!, "Pia", "Progress");
  const { video } = await announce(owner, "Progress check");
  const stage = owner.getByRole("status").filter({ hasText: "Preparing your video" });
  const bar = stage.getByRole("progressbar", { name: "Preparation progress" });

  // Queued: ffmpeg has measured nothing yet, so the page claims no percent (it used to say 0%).
  await setPreparation(video.id, null);
  await owner.goto(`/my-kora/videos/${video.id}`);
  await expect(stage).toContainText("This page updates by itself");
  await expect(stage).not.toContainText("%");
  await expect(bar).not.toHaveAttribute("value");
  await shoot(owner, "video-preparing-unknown");

  // The job reports: the page picks it up by itself.
  await setPreparation(video.id, 40);
  await expect(stage).toContainText("40% · this page updates by itself");
  await expect(bar).toHaveAttribute("value", "40");
  await shoot(owner, "video-preparing-40");

  // Meanwhile in the library the card reaches 95%; its page must open on 95%, not on the 40% it last had,
  // even before its own request answers (held here, so only what the library heard can show).
  await owner.getByRole("link", { name: "← Library" }).click();
  await setPreparation(video.id, 95);
  await expect(owner.getByText("Preparing 95%")).toBeVisible();
  await owner.route(`**/api/videos/${video.id}`, () => {});
  await owner.getByRole("link", { name: /Progress check/ }).click();
  await expect(stage).toContainText("95% · this page updates by itself");
  await expect(bar).toHaveAttribute("value", "95");
  await owner.unroute(`**/api/videos/${video.id}`);
  await shoot(owner, "video-preparing-95");
});
