import { expect, test } from "./support/test.ts";
import { signInAs } from "./fixtures.ts";
import { pauseClock } from "./support/timers.ts";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("menus open on hover, close 300 ms after the pointer leaves, and work from the keyboard", async ({ page }) => {
    // The page's timers run on Playwright's clock, paused once the page is up, so "300 ms" holds
    // however busy the machine is.
    await page.clock.install();
    await page.goto("/");
    await pauseClock(page);
    const features = page.getByRole("button", { name: "Features" });
    await features.hover();
    await expect(features).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(640, 700);
    await page.clock.runFor(290);
    await expect(features).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(20);
    await expect(features).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Use cases" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: /Event marketing/ }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Use cases" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Use cases" })).toBeFocused();
  });

  test("the call to action follows the page and the blog alert stays dismissed", async ({ page }) => {
    await page.goto("/use-cases/businesses");
    await expect(page.getByRole("banner").getByRole("link", { name: "Book a demo" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Start for free!" })).toBeVisible();
    await page.getByRole("button", { name: "Dismiss blog news" }).click();
    await page.reload();
    await expect(page.getByRole("region", { name: "Blog news" })).toHaveCount(0);
  });
});

test.describe("phone header", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the hamburger shows the alert count while the drawer is closed; Escape closes the drawer", async ({ page }) => {
    await signInAs(page, "Ama", "Owusu");
    await page.route("**/api/me?*", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { stats: { alerts: number } } };
      body.data.stats.alerts = 3;
      await route.fulfill({ response, json: body });
    });
    await page.goto("/my-kora/dashboard");
    const hamburger = page.getByRole("button", { name: "Open menu, 3 alerts" });
    await expect(hamburger).toBeVisible();
    await expect(hamburger.getByText("3", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Features" })).toHaveCount(0);

    await hamburger.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(hamburger.getByText("3")).toHaveCount(0);
    await expect(drawer.getByRole("link", { name: "Sign out" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(hamburger).toBeFocused();
  });
});

test.describe("header breakpoint", () => {
  test("menus are off at 881 px and below (the drawer takes over) and on from 882 px", async ({ page }) => {
    await page.setViewportSize({ width: 881, height: 800 });
    await page.goto("/pricing");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("button", { name: "Features" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Open menu/ })).toBeVisible();
    await page.setViewportSize({ width: 882, height: 800 });
    await expect(page.getByRole("button", { name: "Features" })).toBeVisible();
    await page.getByRole("button", { name: "Features" }).hover();
    await expect(page.getByRole("button", { name: "Features" })).toHaveAttribute("aria-expanded", "true");
  });

  test("the blog alert closes by itself on the articles and stays closed", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("region", { name: "Blog news" })).toBeVisible();
    await page.goto("/articles");
    await expect(page.getByRole("region", { name: "Blog news" })).toHaveCount(0);
    await page.goto("/pricing");
    await expect(page.getByRole("region", { name: "Blog news" })).toHaveCount(0);
  });
});
