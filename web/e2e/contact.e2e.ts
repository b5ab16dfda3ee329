import { expect, test, type APIRequestContext } from "./support/test.ts";
import { freshEmail } from "./fixtures.ts";

const STAFF = "support@kora.local";

async function mailsTo(request: APIRequestContext, to: string) {
  return (
    (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { data: { subject: string; text: string }[] }
  ).data;
}

test.describe("get in touch", () => {
  test("a message is stored, mailed to the team and acknowledged to the sender", async ({ page }) => {
    const email = freshEmail("visitor");
    const marker = `Can my whole team of eleven join one call? ref ${Date.now()}`;
    await page.goto("/get-in-touch?topic=groups");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByLabel("Your name").fill("Noa Visitor");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Your message").fill(marker);
    await page.getByRole("button", { name: /send/i }).click();
    await expect(page.getByText("Hmm that doesn't look like a valid email address..")).toBeVisible();
    await expect(page.getByLabel("Your message")).toHaveValue(marker);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: /send/i }).click();
    await expect(page.getByText("Thanks, Noa Visitor.")).toBeVisible();
    await expect.poll(async () => (await mailsTo(page.request, STAFF)).some((mail) => mail.text.includes(marker))).toBe(true);
    await expect.poll(async () => (await mailsTo(page.request, email)).length).toBeGreaterThan(0);
  });

  test("the form works without JavaScript, and a filled honeypot is answered like success but never reaches the team", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // A bot first: it fills the hidden field, and is thanked like anyone.
    const botMarker = `Cheap followers ${Date.now()}`;
    await page.goto("/get-in-touch");
    await page.getByLabel("Your name").fill("Spam Bot");
    await page.getByLabel("Email").fill(freshEmail("bot"));
    await page.getByLabel("Your message").fill(botMarker);
    await page.locator('input[name="website"]').fill("https://spam.example");
    await page.getByRole("button", { name: /send/i }).click();
    await expect(page).toHaveURL(/\/get-in-touch\?sent=1/);

    // Then a person. The mail outbox sends in the order it was given mail, so once the person's message
    // has reached the team, the bot's would have too had it been kept.
    const marker = `No-script message about paid bookings in Sweden, ref ${Date.now()}`;
    await page.goto("/get-in-touch");
    await page.getByLabel("Your name").fill("Ingrid Plain");
    await page.getByLabel("Email").fill(freshEmail("plain"));
    await page.getByLabel("Your message").fill(marker);
    await page.getByRole("button", { name: /send/i }).click();
    await expect(page).toHaveURL(/\/get-in-touch\?sent=1/);
    await expect(page.getByText(/Thanks/).first()).toBeVisible();
    await expect.poll(async () => (await mailsTo(page.request, STAFF)).some((mail) => mail.text.includes(marker))).toBe(true);
    expect((await mailsTo(page.request, STAFF)).some((mail) => mail.text.includes(botMarker))).toBe(false);
    await context.close();
  });
});
