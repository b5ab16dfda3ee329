import { fileURLToPath } from "node:url";
import { expect, test } from "./support/test.ts";

/**
 * The desktop app's offline page (desktop/static/offline.html) in Chromium, as the shell loads it:
 * a local file with its state in the query. In the app, main intercepts the address form's
 * navigation; here the test checks the navigation the form makes is exactly
 * `offline.html?server-address=…`, the shape desktop/src/core/server-address.test.ts feeds to
 * readServerSubmission. (desktop/ is CommonJS, so this spec cannot import its modules.)
 */
const SERVER_ADDRESS_FIELD = "server-address";
const PAGE = new URL("../../desktop/static/offline.html", import.meta.url).href;
const SHOTS = fileURLToPath(new URL("../../artifacts/screenshots/", import.meta.url));

const offlineUrl = (query: Record<string, string>): string => `${PAGE}?${new URLSearchParams(query)}`;
const BASE = {
  retryIn: "8",
  target: "https://kora.example.com/my-kora",
  reason: "net::ERR_CONNECTION_REFUSED",
  server: "https://kora.example.com",
};

test.describe("desktop offline page", () => {
  test.use({ viewport: { width: 900, height: 640 } });

  test("counts down, offers Try now and shows the server address to change", async ({ page }) => {
    await page.goto(offlineUrl(BASE));
    await expect(page.getByRole("heading", { name: "Can't reach Kora right now" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/Trying again in [1-8] s…/);
    await expect(page.getByText("net::ERR_CONNECTION_REFUSED")).toBeVisible();
    const field = page.getByRole("textbox", { name: "Server address" });
    await expect(field).toHaveValue("https://kora.example.com");
    await expect(field).toBeEditable();
    await expect(page.getByRole("button", { name: "Try now" })).toBeVisible();
    if (process.env.E2E_SHOTS === "1") await page.screenshot({ path: `${SHOTS}desktop-offline.png` });
  });

  test("submitting an address makes exactly the navigation main reads, field by field", async ({ page }) => {
    await page.goto(offlineUrl(BASE));
    const field = page.getByRole("textbox", { name: "Server address" });
    await field.fill("kora.mycompany.example");
    await page.getByRole("button", { name: "Connect" }).click();
    await page.waitForURL((url) => url.searchParams.has(SERVER_ADDRESS_FIELD));
    // The page's own state (target, reason, …) does not ride along into what main reads.
    expect(page.url()).toBe(`${PAGE}?${SERVER_ADDRESS_FIELD}=kora.mycompany.example`);
  });

  test("pressing Enter in the field submits too", async ({ page }) => {
    await page.goto(offlineUrl(BASE));
    await page.getByRole("textbox", { name: "Server address" }).fill("https://other.example");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.has(SERVER_ADDRESS_FIELD));
    expect(page.url()).toBe(`${PAGE}?${SERVER_ADDRESS_FIELD}=https%3A%2F%2Fother.example`);
  });

  test("says it is checking while main tries the new address (main keeps the page in place)", async ({ page }) => {
    await page.goto(offlineUrl(BASE));
    // Stand in for main, which cancels the form's navigation in will-navigate.
    await page.evaluate(() => document.getElementById("server-form")?.addEventListener("submit", (event) => event.preventDefault()));
    await page.getByRole("textbox", { name: "Server address" }).fill("https://new.example.com");
    await page.getByRole("button", { name: "Connect" }).click();
    await expect(page.getByRole("button", { name: "Checking…" })).toBeVisible();
  });

  test("shows main's refusal under the field and gives the typed value back", async ({ page }) => {
    const error = "The address must use https unless the host is loopback (localhost, 127.0.0.1, [::1]).";
    await page.goto(offlineUrl({ ...BASE, error, value: "http://kora.mycompany.example" }));
    const field = page.getByRole("textbox", { name: "Server address" });
    await expect(field).toHaveValue("http://kora.mycompany.example");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert")).toHaveText(error);
    if (process.env.E2E_SHOTS === "1") await page.screenshot({ path: `${SHOTS}desktop-offline-error.png` });
  });

  test("writes hostile query values as text only", async ({ page }) => {
    await page.goto(offlineUrl({ ...BASE, error: "<img src=x onerror=alert(1)>", reason: "<b>bold</b>" }));
    await expect(page.getByRole("alert")).toHaveText("<img src=x onerror=alert(1)>");
    await expect(page.locator("img, b")).toHaveCount(0);
  });

  test("opened from the tray as settings: no countdown, a way back to the page", async ({ page }) => {
    await page.goto(offlineUrl({ ...BASE, mode: "settings", reason: "", retryIn: "0" }));
    await expect(page).toHaveTitle("Kora server");
    await expect(page.getByRole("heading", { name: "Kora server" })).toBeVisible();
    await expect(page.getByRole("status")).toBeHidden();
    await expect(page.getByRole("textbox", { name: "Server address" })).toHaveValue("https://kora.example.com");
    if (process.env.E2E_SHOTS === "1") await page.screenshot({ path: `${SHOTS}desktop-server-settings.png` });
    // "Back to Kora" goes to the page the person came from (main lets that Kora URL load).
    const back = page.waitForRequest((request) => request.url() === "https://kora.example.com/my-kora");
    await page.route("https://kora.example.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Kora</h1>" }),
    );
    await page.getByRole("button", { name: "Back to Kora" }).click();
    await back;
  });

  test("with KORA_URL set, the address is read-only and says where to change it", async ({ page }) => {
    await page.goto(offlineUrl({ ...BASE, locked: "1" }));
    const field = page.getByRole("textbox", { name: "Server address" });
    await expect(field).not.toBeEditable();
    await expect(page.getByRole("button", { name: "Connect" })).toBeHidden();
    await expect(page.getByText("Set by KORA_URL when Kora starts; change it there.")).toBeVisible();
    if (process.env.E2E_SHOTS === "1") await page.screenshot({ path: `${SHOTS}desktop-offline-locked.png` });
  });
});
