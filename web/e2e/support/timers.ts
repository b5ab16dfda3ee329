import { E2E_CLOCK } from "./e2e-env.ts";
import type { BrowserContext, Page } from "./test.ts";

/**
 * Hands the timers of `context`'s pages to the test (Playwright's clock, which still runs on in real
 * time), so `passTime` can move them on. A clock-matrix run (E2E_CLOCK) has installed one in every
 * context already. Call it before the pages whose timers matter load.
 */
export async function holdTimers(context: BrowserContext): Promise<void> {
  if (!E2E_CLOCK) await context.clock.install();
}

/**
 * Moves `page`'s clock on by `ms` at once (see holdTimers), in steps of `step` ms with the page's own
 * tasks run between them: a timer set while time passes (by a React effect that ran a moment late)
 * fires too when its time comes within the span.
 */
export async function passTime(page: Page, ms: number, step = 250): Promise<void> {
  for (let passed = 0; passed < ms; passed += step) await page.clock.runFor(Math.min(step, ms - passed));
}

/**
 * Stops `page`'s clock a moment from its now (after holdTimers or `clock.install`), so only
 * `runFor`/`passTime` move its timers. A busy machine may let the clock pass the instant asked for
 * before the pause arrives ("Cannot fast-forward to the past"): then it asks again from the new now.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100 * attempt);
    } catch (error) {
      if (attempt === 5 || !String(error).includes("to the past")) throw error;
    }
  }
}
