import { test as base, type Browser, type BrowserContext } from "@playwright/test";
import { E2E_CLOCK } from "./e2e-env.ts";
import { serverNow } from "./server-clock.ts";

export { expect } from "@playwright/test";
export { serverNow } from "./server-clock.ts";

/**
 * Marks a test whose outcome depends on "now" (free times, expiries, join windows): the clock matrix
 * (`npm run test:e2e:clock`) runs every test so marked at five hard instants.
 */
export const CLOCK = { tag: "@clock" } as const;
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";

/**
 * Playwright's `test` for every spec. On a clock-matrix run (E2E_CLOCK set) each browser context,
 * whether made by a fixture, `browser.newContext()` or `browser.newPage()`, gets a clock that reads
 * the server's moved time and runs on from there, so the pages and the server agree on "now".
 */
export const test = base.extend<{ closeOwnContexts: undefined }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      if (E2E_CLOCK) followServerClock(browser);
      await use(browser);
    },
    { scope: "worker" },
  ],
  /**
   * A context a test opens itself (`browser.newContext()`, `browser.newPage()`) closes when the test
   * ends, as the `page` fixture's does. The specs close theirs, but a failing test stops before it
   * does: left open, its pages (a call of three, say) would go on running through the rest of the
   * file's tests, taking the CPU they need and failing them too.
   */
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const left = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(left.map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});

function followServerClock(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context: BrowserContext = await newContext(options);
    await context.clock.install({ time: await serverNow() });
    return context;
  };
}
