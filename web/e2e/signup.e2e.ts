import { mkdirSync } from "node:fs";
import { mayasPaidCard, toasts } from "./booking-request.fixtures.ts";
import { REVIEWER } from "./cards.fixtures.ts";
import { freshEmail, readCode } from "./fixtures.ts";
import { expect, test, type Browser, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";

/** Sign-up as promised (public-site §1), in the visitor's own zone; accounts from before are asked their zone once. */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.E2E_SHOTS === "1" ? "artifacts/screenshots/signup" : null;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** Screenshots for people to look at (E2E_SHOTS=1): the page as it stands, at both widths, without reloading it. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const dismiss = toasts(page).getByRole("button", { name: "Dismiss notification" });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true, animations: "disabled" });
  }
}

/** A browser in London: its zone and its language, as a visitor from there would have them. */
const londonPage = async (browser: Browser, baseURL: string): Promise<Page> =>
  (await browser.newContext({ baseURL, viewport: DESKTOP, timezoneId: "Europe/London", locale: "en-GB" })).newPage();

/** The dashboard's greeting for an instant in London (web/src/lib/format.ts greeting, worked out here from the same clock). */
function londonGreeting(ms: number): string {
  const hour = Number(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone: "Europe/London" }).format(ms));
  return hour < 5 ? "Hello" : hour < 12 ? "Good morning" : hour < 18 ? "Good afternoon" : "Good evening";
}

test("a visitor in London signs up from Book a session with a profile link; times and greeting are in London's zone", async ({
  browser,
  baseURL,
}) => {
  const page = await londonPage(browser, baseURL!);
  const card = await mayasPaidCard(page);
  const cardPath = `/advisors/maya-patel/${card.slug}`;
  await page.goto(`${cardPath}/book`);
  await expect(page).toHaveURL(/\/password-free\?step=signup&redirectTo=/);

  // The zone and country come from the browser, to be confirmed; the number's example is a British one.
  const zoneLine = page.getByText("Your time zone:").locator("..");
  await expect(zoneLine).toContainText("Europe/London · United Kingdom");
  await expect(zoneLine).toContainText("prices in GBP");
  await expect(page.getByLabel("Mobile number")).toHaveAttribute("placeholder", /^07\d{3} \d{6}$/);
  await expect(page.getByText("The SMS code is used only for booking reminders, never for marketing.")).toBeVisible();

  // Nothing filled in: each field says what's missing, the mobile number that a number or a link is needed.
  await page.getByRole("button", { name: "Sign up for free" }).click();
  await expect(page.getByText("Oops! Looks like you missed the first name.").first()).toBeVisible();
  await expect(page.getByText("Please add a mobile number or a professional profile link.").first()).toBeVisible();
  await shoot(page, "sign-up-errors");

  const email = freshEmail("olivia");
  await page.getByLabel("First name").fill("Olivia");
  await page.getByLabel("Last name").fill("Hart");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile number").fill("12345");
  await page.getByRole("button", { name: "Sign up for free" }).click();
  await expect(page.getByText("This doesn't look like a valid mobile number.").first()).toBeVisible();

  // No mobile to give: a professional profile instead, checked per network.
  await page.getByRole("button", { name: "Use a professional profile link instead" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveCount(0);
  await page.getByLabel("Professional profile link").fill("https://www.linkedin.com/feed/");
  await page.getByRole("button", { name: "Sign up for free" }).click();
  await expect(page.getByText("Please provide a valid LinkedIn profile url.").first()).toBeVisible();
  await page.getByLabel("Professional profile link").fill("https://www.linkedin.com/in/olivia-hart");

  // "Change" opens the zone and country, set to what the browser said.
  await page.getByRole("button", { name: "Change time zone or country" }).click();
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/London");
  await expect(page.getByLabel("Country")).toHaveValue("GB");
  await shoot(page, "sign-up-filled");

  await page.getByRole("button", { name: "Sign up for free" }).click();
  await expect(page.getByText(`We've emailed a 6-character code to ${email}`)).toBeVisible();
  await page.getByRole("group", { name: "Verification code" }).getByRole("textbox").first().click();
  await page.keyboard.type(await readCode(page.request, email), { delay: 20 });

  // Back on the book page: the free times are in London's zone.
  await expect(page).toHaveURL(new RegExp(`${cardPath}/book$`));
  await expect(page.getByText(/Times in your zone, Europe\/London \((GMT|BST)\)/)).toBeVisible();
  const me = ((await (await page.request.get("/api/me")).json()) as { data: unknown }).data;
  expect(me).toMatchObject({
    timezone: "Europe/London",
    country: "GB",
    currency: "GBP",
    timezoneConfirmed: true,
    professionalUrl: "https://www.linkedin.com/in/olivia-hart",
  });

  // The dashboard greets by London's hour (read from the page's own clock), and does not ask the zone again.
  await page.goto("/my-kora/dashboard");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("Olivia");
  const now = await page.evaluate(() => Date.now());
  const greetings = new Set([londonGreeting(now - 60_000), londonGreeting(now)]);
  expect(greetings.has(((await heading.textContent()) ?? "").split(",")[0]!.trim())).toBe(true);
  await expect(page.getByRole("region", { name: /Is your time zone/ })).toHaveCount(0);
});

test("an account from before is asked its time zone once, with the browser's suggested, and never again", async ({ browser, baseURL }) => {
  // The staff reviewer of the demo data was seeded without a zone: Sydney by default, never confirmed.
  const page = await londonPage(browser, baseURL!);
  expect((await page.request.post("/api/auth/login", { data: REVIEWER })).ok()).toBe(true);
  await page.goto("/my-kora/dashboard");
  const prompt = page.getByRole("region", { name: "Is your time zone Europe/London?" });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText("Your account says Australia/Sydney.");
  await shoot(page, "timezone-prompt");

  await prompt.getByRole("button", { name: "Change" }).click();
  await expect(prompt.getByLabel("Time zone")).toHaveValue("Europe/London");
  await shoot(page, "timezone-prompt-change");
  await prompt.getByRole("button", { name: "Cancel" }).click();

  await prompt.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(toasts(page).getByText("Your time zone is Europe/London.")).toBeVisible();
  await expect(prompt).toHaveCount(0);
  const heading = page.getByRole("heading", { level: 1 });
  const now = await page.evaluate(() => Date.now());
  await expect(heading).toContainText(/^(Hello|Good morning|Good afternoon|Good evening), Sam/);
  const greetings = new Set([londonGreeting(now - 60_000), londonGreeting(now)]);
  expect(greetings.has(((await heading.textContent()) ?? "").split(",")[0]!.trim())).toBe(true);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sam");
  await expect(page.getByRole("region", { name: /Is your time zone/ })).toHaveCount(0);

  // The reviewer goes back to Sydney for the specs after this one; the zone stays confirmed.
  const back = await page.request.put("/api/me", { data: { timezone: "Australia/Sydney" } });
  expect(((await back.json()) as { data: unknown }).data).toMatchObject({ timezone: "Australia/Sydney", timezoneConfirmed: true });
});
