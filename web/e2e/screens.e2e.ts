import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { freshEmail, signInAs } from "./fixtures.ts";
import { shot } from "./support/shots.ts";

const DIR = "artifacts/screenshots";
const WIDTHS = [375, 1280] as const;

async function shoot(page: Page, name: string, width: number) {
  // Let entry animations and the toast settle so the picture shows the resting state.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await shot(page, { path: `${DIR}/${name}-${width}.png`, fullPage: true, animations: "disabled" });
}

test.beforeAll(() => {
  mkdirSync(DIR, { recursive: true });
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 800 } });

    test("public screens", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shoot(page, "home", width);

      await page.goto("/password-free?step=signup");
      await expect(page.getByRole("heading", { name: "Sign up to Kora" })).toBeVisible();
      await shoot(page, "sign-up", width);

      await page.getByRole("button", { name: "Sign up for free" }).click();
      await expect(page.getByText("Oops! Looks like you missed the first name.").first()).toBeVisible();
      await shoot(page, "sign-up-errors", width);

      await page.goto("/password-free?step=login");
      await page.getByLabel("Email").fill(freshEmail("look"));
      await page.getByRole("button", { name: "Email me a code" }).click();
      await expect(page.getByRole("group", { name: "Verification code" })).toBeVisible();
      await shoot(page, "log-in-code", width);

      await page.goto("/forgot-password");
      await shoot(page, "forgot-password", width);
      await page.goto("/reset-password?token=abc&email=someone%40example.test");
      await shoot(page, "reset-password", width);

      await page.goto("/no-such-page");
      await expect(page.getByRole("heading", { name: "We cannot seem to find that :(" })).toBeVisible();
      await shoot(page, "not-found", width);

      await page.goto("/dev/mailbox");
      await expect(page.getByRole("heading", { name: "Dev mailbox" })).toBeVisible();
      await shoot(page, "dev-mailbox", width);
      await page.route("**/api/dev/mailbox*", (route) =>
        route.fulfill({ status: 404, json: { error: { code: "not_found", message: "Not found", requestId: "e2e" } } }),
      );
      await page.reload();
      await expect(page.getByText("The dev mailbox is off in production.")).toBeVisible();
      await page.unroute("**/api/dev/mailbox*");

      if (width < 600) {
        await page.goto("/");
        await page.getByRole("button", { name: /Open menu/ }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await shot(page, { path: `${DIR}/drawer-guest-${width}.png`, animations: "disabled" });
      } else {
        await page.goto("/");
        await page.getByRole("button", { name: "Features" }).hover();
        await expect(page.getByRole("link", { name: /Video meetings/ }).first()).toBeVisible();
        await shot(page, { path: `${DIR}/header-menu-${width}.png`, animations: "disabled" });
      }
    });

    test("maintenance mode sends every page to /maintenance-mode", async ({ page }) => {
      await page.route("**/api/health", (route) =>
        route.fulfill({ json: { data: { status: "ok", version: "test", clientVersion: "3.0.26", maintenance: true } } }),
      );
      await page.goto("/password-free?step=login");
      await expect(page).toHaveURL(/\/maintenance-mode$/);
      await expect(page.getByRole("heading", { name: "We're making Kora better" })).toBeVisible();
      await shoot(page, "maintenance", width);
    });

    test("signed-in screens", async ({ page }) => {
      await signInAs(page, "Priya", "Raman");
      await page.goto("/my-kora/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Priya");
      await shoot(page, "dashboard", width);

      await page.goto("/my-kora/my-details");
      await expect(page.getByRole("heading", { name: "My details" })).toBeVisible();
      await shoot(page, "my-details", width);

      await page.getByRole("button", { name: "Set password" }).click();
      await expect(page.getByText("Oops! Looks like you missed the password.").first()).toBeVisible();
      await shoot(page, "my-details-errors", width);

      await page.goto("/my-kora/nothing-here");
      await shoot(page, "not-found-signed-in", width);

      if (width < 600) {
        await page.goto("/my-kora/dashboard");
        await page.getByRole("button", { name: /Open menu/ }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await shot(page, { path: `${DIR}/drawer-signed-in-${width}.png`, animations: "disabled" });
      } else {
        await page.getByRole("button", { name: "Account menu" }).click();
        await expect(page.getByRole("link", { name: "Log out" })).toBeVisible();
        await shot(page, { path: `${DIR}/account-menu-${width}.png`, animations: "disabled" });
      }
    });
  });
}
