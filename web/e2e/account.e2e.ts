import { expect, test } from "./support/test.ts";
import { freshEmail, signInAs } from "./fixtures.ts";
import { whenLive } from "./support/realtime.ts";

test("saving my details updates every open tab through the realtime RefreshUser event", async ({ page, context }) => {
  await signInAs(page, "Noor", "Haddad");
  const other = await context.newPage();
  const otherLive = whenLive(other);
  await other.goto("/my-kora/dashboard");
  await expect(other.getByRole("link", { name: /Noor Haddad: my dashboard/ })).toBeVisible();
  // The socket opens 2.5 s after sign-in: the other tab hears nothing until its private channel is attached.
  await otherLive();

  await page.goto("/my-kora/my-details");
  await page.getByLabel("First name").fill("  nadia ");
  await page.getByLabel("Last name").click();
  await expect(page.getByLabel("First name")).toHaveValue("Nadia");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("You have updated your details!")).toBeVisible();

  await expect(other.getByRole("link", { name: /Nadia Haddad: my dashboard/ })).toBeVisible({ timeout: 10_000 });
});

test("errors land on their field, a 422 clears on focus, and leaving with unsaved changes asks first", async ({ page }) => {
  await signInAs(page, "Ola", "Nordmann");
  await page.goto("/my-kora/my-details");
  await page.getByLabel("Last name").fill("Dr Who");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Please remove any title (like Mr or Dr) from the last name.").first()).toBeVisible();
  await expect(page.getByLabel("Last name")).toBeFocused();

  // A 422 from the server maps onto the field by name and clears when the person goes back to it.
  const serverSays = "That last name is already taken by a famous scientist.";
  await page.route("**/api/me", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 422,
          json: { error: { code: "validation_failed", message: "Invalid", fields: { lastName: [serverSays] }, requestId: "e2e" } },
        })
      : route.fallback(),
  );
  await page.getByLabel("Last name").fill("Curie");
  await page.getByRole("button", { name: "Save details" }).click();
  const lastName = page.getByLabel("Last name");
  await expect(lastName).toHaveAccessibleDescription(serverSays);
  await expect(lastName).toHaveAttribute("aria-invalid", "true");
  await expect(lastName).toBeFocused();
  await page.getByLabel("First name").focus();
  await lastName.focus();
  await expect(lastName).not.toHaveAttribute("aria-invalid", "true");
  await expect(lastName).toHaveAccessibleDescription("");
  await page.unroute("**/api/me");

  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Leave this page?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/my-kora\/my-details$/);
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await page.getByRole("dialog", { name: "Leave this page?" }).getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
});

test("a user sets a password, then logs in with it instead of a code", async ({ page }) => {
  const email = await signInAs(page, "Kofi", "Mensah");
  await page.goto("/my-kora/my-details?password=true");
  await expect(page.getByLabel("New password", { exact: true })).toBeFocused();
  await page.getByLabel("New password", { exact: true }).fill("Correct-Horse-42");
  await page.getByLabel("Retype new password").fill("Correct-Horse-43");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Oops, looks like these passwords don't match.").first()).toBeVisible();
  await page.getByLabel("Retype new password").fill("Correct-Horse-42");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Your password has been updated.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();

  await page.goto("/sign-out");
  await page.goto("/password-free?step=login");
  await page.getByRole("button", { name: "Use a password instead" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Wrong-Password-1");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText("Oops, looks like those credentials weren't right. Try again.")).toBeVisible();
  await page.getByLabel("Password").fill("Correct-Horse-42");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
  await expect(page.getByText("Welcome back to Kora.")).toBeVisible();
});

test("forgot password mails a link that resets the password and signs in", async ({ page, request }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(freshEmail("nobody"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Sorry, we can't find that email address. Perhaps try an alternative, or get in touch.")).toBeVisible();

  const email = await signInAs(page, "Ines", "Costa");
  await page.goto("/sign-out");
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  let link = "";
  await expect
    .poll(async () => {
      const { data } = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        data: { text: string }[];
      };
      link = data.map((message) => /https?:\/\/\S*\/reset-password\?\S+/.exec(message.text)?.[0] ?? "").find(Boolean) ?? "";
      return link;
    })
    .not.toBe("");
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel("New password", { exact: true }).fill("Brand-New-Pass-7");
  await page.getByLabel("Retype new password").fill("Brand-New-Pass-7");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
  await expect(page.getByText("Your password has been reset.")).toBeVisible();
});
