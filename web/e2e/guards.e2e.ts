import { expect, test } from "./support/test.ts";
import { CLIENT_VERSION } from "@kora/shared/constants.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { readCode, signInAs } from "./fixtures.ts";

test("a stale client reloads once for a new server version, then carries on", async ({ page }) => {
  let healthCalls = 0;
  await page.route("**/api/health", (route) => {
    healthCalls++;
    return route.fulfill({ json: { data: { status: "ok", version: "test", clientVersion: "99.0.0", maintenance: false } } });
  });
  // Documents the tab asks for (a reload can start before the first page's load event, so count requests).
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  // The guard belongs to the single-page app (each server-rendered site page is fresh from the server).
  await page.goto("/password-free?step=login");
  // The first page can render its heading before the guard reloads it, so wait for the reload itself.
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("kora.reloaded-for"))).toBe("99.0.0");
  await expect.poll(() => healthCalls).toBeGreaterThanOrEqual(2);
  // The reloaded page is still "stale" but carries on: its guard ran and rendered, with no third load.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(loads).toBe(2);
  expect(CLIENT_VERSION).not.toBe("99.0.0");
});

test("old entry points lead to the password-free steps, keeping their query", async ({ page }) => {
  await page.goto("/sign-in?redirectTo=%2Fmy-kora%2Fmy-details");
  await expect(page).toHaveURL(/\/password-free\?redirectTo=%2Fmy-kora%2Fmy-details&step=login$/);
  await expect(page.getByRole("heading", { name: "Log in to Kora" })).toBeVisible();
  // /join-now is the sign-up landing page now; its call to action is the sign-up step.
  await page.goto("/join-now");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("main").getByRole("link", { name: "Start for free!" }).first().click();
  await expect(page.getByRole("heading", { name: "Sign up to Kora" })).toBeVisible();
});

test("a signed-in user is sent from the login page to the dashboard", async ({ page }) => {
  await signInAs(page, "Lin", "Wei");
  await page.goto("/password-free?step=login");
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
  await page.goto("/forgot-password");
  await expect(page).toHaveURL(/\/my-kora\/my-details\?password=true$/);
});

test("a page that fails while rendering shows 'Oh no a bug :(', says the error was logged and offers ways on", async ({ page }) => {
  await signInAs(page, "Bea", "Broken");
  // The dashboard's code, as the browser gets it, throws while rendering: the app's route error boundary takes over.
  await page.route("**/assets/dashboard-page-*.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'export function DashboardPage() { throw new Error("The dashboard broke while rendering"); }',
    }),
  );
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  await page.goto("/my-kora/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: MESSAGES.bug })).toBeVisible();
  await expect(page.getByText("The error has been logged so we can fix it.")).toBeVisible();
  await expect(page).toHaveTitle(/Something went wrong/);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/get-in-touch");
  await expect(main.getByRole("link", { name: "Go to my dashboard" })).toHaveAttribute("href", "/my-kora/dashboard");
  expect(logged.some((text) => text.includes("Unhandled route error"))).toBe(true);
});

test("a session that ends on the server logs the tab out on its next call", async ({ page }) => {
  await signInAs(page, "Tomas", "Berg");
  await page.goto("/my-kora/my-details");
  await expect(page.getByRole("heading", { name: "My details" })).toBeVisible();
  expect((await page.request.post("/api/auth/logout")).status()).toBe(204);
  await page.getByLabel("First name").fill("Tomasz");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page).toHaveURL(/\/password-free\?step=login$/);
  await expect(page.getByRole("heading", { name: "Log in to Kora" })).toBeVisible();
});

// Admins see the Admin Dashboard menu and the Admin console entry (public-site §6), and each of its
// links opens a real console page; members and people in no group are offered neither.
test("the Admin Dashboard and Admin console entry are for group admins, and every console link leads somewhere real", async ({
  page,
  request,
}) => {
  const admin = "grace.lee@demo.kora.local";
  await page.request.post("/api/password-free/verification-code", { data: { step: "login", email: admin } });
  // The mailbox lists newest first, so the first code found is the one just requested.
  const code = await readCode(request, admin);
  expect((await page.request.post("/api/password-free/verify", { data: { email: admin, code } })).ok()).toBe(true);
  await page.goto("/my-kora/dashboard");
  const adminMenu = page.getByRole("group", { name: "Admin Dashboard" });
  await expect(adminMenu).toBeVisible();
  const entries = adminMenu.getByRole("link");
  await expect(entries).toHaveText(["Console", "Members", "Resources", "InMail"]);
  for (const name of ["Console", "Members", "Resources", "InMail"]) {
    await page.getByRole("group", { name: "Admin Dashboard" }).getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: name === "Console" ? "Admin console" : name })).toBeVisible();
  }
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("banner").getByRole("link", { name: "Admin console" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin console" })).toBeVisible();

  await page.goto("/sign-out");
  await signInAs(page, "Member", "Only");
  await page.goto("/my-kora/dashboard");
  await expect(page.getByRole("group", { name: "My Dashboard" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Admin Dashboard" })).toHaveCount(0);
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("link", { name: "Log out" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Admin console" })).toHaveCount(0);
});

test("leaving the app for a site page with a #fragment loads that page (not only the address)", async ({ page }) => {
  await signInAs(page, "Hana", "Ito");
  await page.goto("/my-kora/more/credits");
  await expect(page.getByRole("heading", { level: 1, name: "Credits" })).toBeVisible();
  // A client-side navigation, as an in-app link to the site makes: the app's catch-all must load the page.
  await page.evaluate(() => {
    window.history.pushState({}, "", "/pricing#questions");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 2, name: "Pricing questions" })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing#questions$/);
});

test("a link from another site can't sign anyone out through the sign-in page's redirectTo", async ({ page, baseURL }) => {
  await signInAs(page, "Ines", "Vidal");
  // Another site's page (answered here, never from the network) links to the sign-in page with redirectTo=/sign-out.
  const bounce = `${baseURL}/password-free?step=login&redirectTo=${encodeURIComponent("/sign-out")}`;
  await page.route("http://elsewhere.example/", (route) =>
    route.fulfill({ contentType: "text/html", body: `<a href="${bounce}">Read this</a>` }),
  );
  await page.goto("http://elsewhere.example/");
  await page.getByRole("link", { name: "Read this" }).click();
  // Signed in, the sign-in page moves on at once: to the dashboard, never to /sign-out.
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
  expect((await page.request.get("/api/me")).status()).toBe(200);
});
