import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test.ts";
import { freshEmail, readCode, signInAs } from "./fixtures.ts";

const toasts = (page: Page) => page.getByRole("status", { name: "Notifications" });
const codeBoxes = (page: Page) => page.getByRole("group", { name: "Verification code" }).getByRole("textbox");

async function signUp(page: Page, email: string, firstName: string, lastName: string) {
  await page.goto("/password-free?step=signup");
  await expect(page.getByRole("heading", { name: "Sign up to Kora" })).toBeVisible();
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByRole("radio", { name: /^Advise/ }).check();
  await page.getByLabel("Email").fill(email);
  // A profile link rather than a mobile number: an unverified number would first send the new user to verify it.
  await page.getByRole("button", { name: "Use a professional profile link instead" }).click();
  await page.getByLabel("Professional profile link").fill(`https://github.com/${firstName.toLowerCase()}`);
  await page.getByRole("button", { name: "Sign up for free" }).click();
  await expect(page.getByText(`We've emailed a 6-character code to ${email}`)).toBeVisible();
}

async function typeCode(page: Page, code: string) {
  await codeBoxes(page).first().click();
  await page.keyboard.type(code, { delay: 20 });
}

test("a new user signs up with a mailed code, logs out and logs in again", async ({ page, request }) => {
  const email = freshEmail("ada");
  await signUp(page, email, "Ada", "Lovelace");
  const firstCode = await readCode(request, email);
  await typeCode(page, firstCode);

  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ada");
  await expect(page.getByText("Sign up Complete!")).toBeVisible();
  await expect(page.getByRole("link", { name: /Ada Lovelace: my dashboard/ })).toBeVisible();

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("link", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  expect((await request.get("/api/me")).status()).toBe(401);

  await page.goto("/password-free?step=login");
  await expect(page.getByRole("heading", { name: "Log in to Kora" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  const secondCode = await readCode(request, email, [firstCode]);
  await typeCode(page, secondCode);
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
  await expect(page.getByText("Welcome back to Kora.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ada");
});

test("a wrong code is refused with the spec's message and the boxes clear", async ({ page, request }) => {
  const email = freshEmail("wrong");
  await signUp(page, email, "Grace", "Hopper");
  const code = await readCode(request, email);
  const wrong = code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
  await typeCode(page, wrong);
  await expect(page.getByText("Oops, looks like the verification code is not right")).toBeVisible();
  await expect(page).toHaveURL(/\/password-free/);
  await expect(codeBoxes(page).first()).toHaveValue("");
  await expect(codeBoxes(page).first()).toBeFocused();
});

test("pasting the code fills every box and submits it", async ({ page, request }) => {
  const email = freshEmail("paste");
  await signUp(page, email, "Alan", "Turing");
  const code = await readCode(request, email);
  await codeBoxes(page).nth(2).focus();
  await codeBoxes(page)
    .nth(2)
    .evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData("text/plain", text);
      input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, ` ${code.toLowerCase()} `);
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Alan");
});

test("signed-out visitors to the dashboard are sent to log in and come back after", async ({ page, request }) => {
  const email = freshEmail("return");
  await signUp(page, email, "Mary", "Somerville");
  const signUpCode = await readCode(request, email);
  await typeCode(page, signUpCode);
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
  await page.goto("/sign-out");
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/my-kora/my-details");
  await expect(page).toHaveURL(/\/password-free\?step=login&redirectTo=%2Fmy-kora%2Fmy-details/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  // The log-in code: the sign-up one is still in the mailbox when the new mail is a moment late.
  await typeCode(page, await readCode(request, email, [signUpCode]));
  await expect(page).toHaveURL(/\/my-kora\/my-details$/);
  await expect(page.getByRole("heading", { name: "My details" })).toBeVisible();
});

test("a malformed email isn't quite right, in the log-in, password and sign-up forms alike", async ({ page }) => {
  const notRight = /Looks like the email isn't quite right\./;
  await page.goto("/password-free?step=login");
  await page.getByLabel("Email").fill("ada@example");
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(notRight);
  await expect(toasts(page).getByText(notRight)).toBeVisible();

  await page.getByRole("button", { name: "Use a password instead" }).click();
  await page.getByLabel("Email").fill("ada@example");
  await page.getByLabel("Password").fill("Correct-Horse-42");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(notRight);

  await page.goto("/password-free?step=signup");
  await page.getByLabel("Email").fill("ada@example");
  await page.getByRole("button", { name: "Sign up for free" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription(notRight);
});

test("password log-in: 'Logging in...', one toast for wrong credentials, another for a failed request, then the welcome", async ({
  page,
}) => {
  const password = "Correct-Horse-42";
  const email = await signInAs(page, "Rosa", "Parks");
  expect((await page.request.post("/api/me/change-password", { data: { password, passwordConfirmation: password } })).ok()).toBe(true);
  expect((await page.request.post("/api/auth/logout")).status()).toBe(204);

  await page.goto("/password-free?step=login");
  await page.getByRole("button", { name: "Use a password instead" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Wrong-Password-1");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Oops, looks like those credentials weren't right. Try again." })).toBeVisible();
  await expect(toasts(page).getByText("Credentials were invalid.")).toBeVisible();
  await expect(toasts(page).getByRole("listitem")).toHaveCount(1);
  mkdirSync("artifacts/screenshots", { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.screenshot({ path: `artifacts/screenshots/password-login-wrong-${width}.png`, animations: "disabled" });
  }

  // No answer at all, then a server error: the same words, and not the generic ones.
  await page.route("**/api/auth/login", (route) => route.abort("connectionrefused"));
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(toasts(page).getByText("Error while authenticating")).toBeVisible();
  await expect(page.getByText("Oops, looks like those credentials weren't right. Try again.")).toHaveCount(0);
  await page.unroute("**/api/auth/login");
  await page.route("**/api/auth/login", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "unavailable" }));
  const dismiss = toasts(page).getByRole("button", { name: "Dismiss notification" });
  for (const button of (await dismiss.all()).reverse()) await button.click();
  await expect(toasts(page).getByRole("listitem")).toHaveCount(0);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(toasts(page).getByText("Error while authenticating")).toBeVisible();
  await expect(toasts(page).getByText("Oops, looks like our server is having some issues at the moment.")).toHaveCount(0);
  await page.unroute("**/api/auth/login");

  // The right password: "Logging in..." while the request is held, then the dashboard and the welcome.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/auth/login", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(toasts(page).getByText("Logging in...")).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
  await expect(toasts(page).getByText("Welcome back to Kora.")).toBeVisible();
  await expect(toasts(page).getByText("Logging in...")).toHaveCount(0);
});
