import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { expect, type Page, test } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { E2E_PORT } from "./support/e2e-env.ts";
import { readCode, signInAs } from "./fixtures.ts";
import { pasteCode, textedCode } from "./first-hour.fixtures.ts";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.E2E_SHOTS === "1" ? fileURLToPath(new URL("../../artifacts/screenshots/verification/", import.meta.url)) : null;

/** Screenshots at 375 and 1280 px without reloading (a reload would lose the code step). */
async function snap(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}${name}-${viewport.width}.png`, fullPage: true, animations: "disabled" });
  }
}

test("verifies a mobile: the number, then the texted code, pasted", async ({ page }) => {
  await signInAs(page, "Vera", "Mobile");
  const local = `0412 ${String(Math.floor(Math.random() * 1e6))
    .padStart(6, "0")
    .replace(/^(\d{3})/, "$1 ")}`;
  const e164 = `+61${local.replace(/\D/g, "").slice(1)}`;

  await page.goto("/verify/phone");
  await expect(page.getByRole("heading", { name: "Verify your mobile" })).toBeVisible();
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveAccessibleDescription(/Looks like the mobile 12345 isn't quite right\./);
  await page.getByLabel("Mobile number").fill(local);
  await page.getByLabel("Mobile number").blur();
  await snap(page, "verify-phone-number");

  await page.getByRole("button", { name: "Text me a code" }).click();
  await expect(page.getByText("We've texted a 6-character code to")).toBeVisible();
  await expect(page.getByRole("button", { name: /Resend code in \d+s/ })).toBeDisabled();
  const code = await textedCode(page, e164);

  // A wrong code is said on the boxes, which clear for another go.
  await pasteCode(page, code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ");
  await expect(page.getByRole("alert")).toContainText("doesn't match what we were expecting");
  await snap(page, "verify-phone-code");

  await pasteCode(page, code);
  await expect(page.getByText("Your mobile number is verified.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
  // Guard 7: a verified phone has no business on the verification page.
  await page.goto("/verify/mobile");
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(e164)}`);
  await expect(page.getByRole("list", { name: "Text messages" }).getByText(`Your Kora code is ${code}.`)).toBeVisible();
  await snap(page, "dev-mailbox-sms");
});

test("verifies an email: the code is mailed on arrival", async ({ page }) => {
  const email = await signInAs(page, "Elle", "Mail");
  const signInCode = await readCode(page.request, email);
  // An account whose email still needs verifying (an older sign-up, say).
  const db = createClient({ url: `file:${fileURLToPath(new URL(`../../data/e2e-${E2E_PORT}/kora.db`, import.meta.url))}` });
  try {
    await db.execute("PRAGMA busy_timeout = 10000");
    await db.execute({ sql: "update users set email_verified_at = null where email = ?", args: [email] });
  } finally {
    db.close();
  }

  await page.goto("/verify/email");
  await expect(page.getByText(`We've emailed a 6-character code to ${email}`)).toBeVisible();
  const code = await readCode(page.request, email, [signInCode]);
  await snap(page, "verify-email");
  await page.getByLabel("Character 1 of 6").pressSequentially(code);
  await expect(page.getByText("Your email is verified.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
});

test("logs back in with a verified mobile", async ({ page, browser, baseURL }) => {
  await signInAs(page, "Rafa", "Recover");
  const e164 = `+61413${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
  expect((await page.request.post("/api/me/phone-verify-request", { data: { phone: e164 } })).status()).toBe(202);
  const verifyCode = await textedCode(page, e164);
  expect((await page.request.post("/api/me/phone-verify-code", { data: { code: verifyCode } })).status()).toBe(200);

  // Someone signed out, on another browser.
  const visitor = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
  await visitor.goto("/recover-account");
  await expect(visitor.getByRole("heading", { name: "Log in with your mobile" })).toBeVisible();
  await visitor.getByLabel("Mobile number").fill(e164.replace(/^(\+61)(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3 $4"));
  await visitor.getByLabel("Mobile number").blur();
  await snap(visitor, "recover-account-number");
  await visitor.getByRole("button", { name: "Text me a code" }).click();
  await expect(visitor.getByText("is the verified mobile of a Kora account")).toBeVisible();
  // The recovery text goes through the outbox (a job): a new code, not the one that verified the number.
  let code = "";
  await expect
    .poll(async () => {
      code = await textedCode(visitor, e164);
      return code;
    })
    .not.toBe(verifyCode);
  await pasteCode(visitor, code);
  await expect(visitor).toHaveURL(/\/my-kora\/dashboard$/);
  await expect(visitor.getByRole("link", { name: /Rafa Recover: my dashboard/ })).toBeVisible();
});
