import { expect, test } from "./support/test.ts";
import { shoot } from "./billing.fixtures.ts";
import { announce, setPreparation, videoOwner } from "./videos.fixtures.ts";

/**
 * The owner view while a video is being prepared says what the server knows: no number before there is
 * one, then each percent as it comes.
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
});
