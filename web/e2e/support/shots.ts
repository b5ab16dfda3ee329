import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Locator, Page, PageScreenshotOptions } from "@playwright/test";

/**
 * Screenshots are for people to look at: no assertion reads them. A run takes them only when asked,
 * `E2E_SHOTS=1 npx playwright test web/e2e/cards.e2e.ts`, into artifacts/screenshots/. Taken on every
 * run they cost the suite about 200 full-page pictures, each one drawn and PNG-encoded by the browser,
 * six times over for the specs the clock matrix repeats.
 */
const SHOTS_ON = process.env.E2E_SHOTS === "1";

/** `target.screenshot(options)` when E2E_SHOTS=1, its folder made first; nothing otherwise. */
export async function shot(target: Page | Locator, options: PageScreenshotOptions & { path: string }): Promise<void> {
  if (!SHOTS_ON) return;
  mkdirSync(dirname(options.path), { recursive: true });
  await (target as Page).screenshot(options);
}
