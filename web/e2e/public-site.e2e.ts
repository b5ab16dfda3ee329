import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";

/** The other languages' addresses ("/sv/…"): each gets a sample of pages below; English gets them all. */
const TRANSLATED = /^\/(sv|da|de|fr|es|ar)(\/|$)/;

/**
 * The public pages to visit: every English site page in sitemap.xml (static pages, articles, cards)
 * plus the public pages it leaves out, and in every other language the pages most people land on.
 */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((path) => !TRANSLATED.test(path));
  const oneOf = (re: RegExp) => listed.filter((path) => re.test(path)).slice(0, 2);
  // Groups' landing pages (/g/{slug}) are listed for search engines but drawn by the app, not this
  // server-rendered site: groups.e2e.ts covers them.
  const statics = listed.filter((path) => !/^\/(advisors|articles|g)\//.test(path));
  return [
    ...statics,
    ...oneOf(/^\/articles\/[^/]+$/),
    ...oneOf(/^\/advisors\/[^/]+\/[^/]+$/),
    ...oneOf(/^\/advisors\/[^/]+$/),
    "/articles/category/playbooks",
    "/welcome",
    "/not-interested",
    "/f/video-chat",
    "/f/pay",
    "/search?query=coach",
    ...["sv", "da", "de", "fr", "es", "ar"].flatMap((code) => [
      `/${code}`,
      `/${code}/pricing`,
      `/${code}/search?query=coach`,
      ...oneOf(/^\/advisors\/[^/]+\/[^/]+$/).map((path) => `/${code}${path}`),
    ]),
  ];
}

/** Console errors and uncaught exceptions on a page (a hydration mismatch is reported as one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

test.describe("the public site", () => {
  test("every public page hydrates without errors, has one h1, and axe finds no serious or critical violations", async ({ page }) => {
    test.setTimeout(300_000);
    const paths = await publicPaths(page.request);
    expect(paths.length).toBeGreaterThan(45);
    for (const path of paths) {
      const errors = watchErrors(page);
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await hydrated(page);
      await expect.soft(page.locator("h1"), path).toHaveCount(1);
      // axe.run in the page itself (legacy mode) rather than axe.runPartial in each frame and axe.finishRun in
      // a new blank page: the same rules and results for a page without iframes, which the public pages are
      // (checked here), at a third of the time: each analyze no longer opens a page and injects axe into it.
      await expect.soft(page.locator("iframe"), `iframes on ${path}`).toHaveCount(0);
      const results = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        );
      expect.soft(serious, `axe on ${path}`).toEqual([]);
      expect.soft(errors, `console on ${path}`).toEqual([]);
      page.removeAllListeners("console");
      page.removeAllListeners("pageerror");
    }
  });

  test("without JavaScript the pages' content, title and structured data are in the HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const checks: [string, RegExp, string | null][] = [
      ["/", /one-to-one video/i, "Organization"],
      ["/pricing", /Plus/, null],
      ["/faq", /cancel/i, "FAQPage"],
      ["/use-cases/businesses", /demo/i, null],
      ["/search", /./, null],
    ];
    for (const [path, text, jsonLdType] of checks) {
      await page.goto(path);
      await expect(page.locator("h1"), path).toBeVisible();
      await expect(page.locator("main"), path).toContainText(text);
      expect(await page.title(), path).toMatch(/Kora/);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(1);
      if (jsonLdType)
        expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join(" "), path).toContain(
          `"@type":"${jsonLdType}"`,
        );
    }
    // The home page's advisor search is a plain form: it works without JavaScript.
    await page.goto("/");
    await page.getByRole("searchbox").first().fill("coach");
    await page.getByRole("searchbox").first().press("Enter");
    await expect(page).toHaveURL(/\/search\?query=coach/);
    await context.close();
  });

  test("no internal link on the public site leads to a missing page", async ({ request }) => {
    test.setTimeout(180_000);
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const broken: string[] = [];
    while (queue.length > 0 && seen.size < 500) {
      const path = queue.shift()!;
      const response = await request.get(path, { maxRedirects: 5 });
      if (response.status() >= 400) {
        broken.push(`${path} → ${response.status()}`);
        continue;
      }
      if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
      const html = await response.text();
      if (!html.includes('id="kora-boot"')) continue; // the app's own pages render in the browser
      for (const match of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
        const href = match[1]!.replace(/&amp;/g, "&");
        if (href.startsWith("/api/") || href.startsWith("/my-kora") || seen.has(href)) continue;
        seen.add(href);
        queue.push(href);
      }
    }
    expect(seen.size).toBeGreaterThan(60);
    expect(broken).toEqual([]);
  });
});
