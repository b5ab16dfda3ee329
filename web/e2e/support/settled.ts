import type { Page } from "./test.ts";

/**
 * Waits until `page` shows the layout it has now (after a resize, a scroll or a toast's dismissal) at
 * rest: its web fonts loaded, every running finite animation finished, and two frames painted since.
 * Screenshots take it instead of a guessed pause.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    for (let frame = 0; frame < 2; frame++) await new Promise((painted) => requestAnimationFrame(painted));
  });
}
