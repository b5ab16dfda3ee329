import { test } from "./support/test.ts";
import { shot } from "./support/shots.ts";

const SHOTS = "artifacts/screenshots/public-site";
const PAGES = [
  ["home", "/"],
  ["pricing", "/pricing"],
  ["faq", "/faq"],
  ["use-case-businesses", "/use-cases/businesses"],
] as const;

/** Screenshots of the main public pages at phone, tablet and desktop widths (viewed by a person at each change). */
test("home, pricing, FAQ and a use case at 375, 768 and 1440 px", async ({ page }) => {
  test.setTimeout(120_000);
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of PAGES) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await shot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  }
});
