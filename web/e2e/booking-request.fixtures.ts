import { mkdirSync } from "node:fs";
import { expect, type Browser, type Page } from "./support/test.ts";
import { cardSummarySchema, type CardSummary } from "@kora/shared/contracts/cards.ts";
import { signInDemo } from "./cards.fixtures.ts";

/** Seeded demo accounts (api/src/seed/demo.ts): Maya works weekdays 9–5 in Sydney; Lena learns from Berlin. */
export const MAYA = "maya.patel@demo.kora.local";
export const LENA = "lena.schmidt@demo.kora.local";
export const SHOTS = "artifacts/screenshots";
mkdirSync(SHOTS, { recursive: true });

export const toasts = (page: Page) => page.getByRole("status", { name: "Notifications" });

/** A demo account signed in, in a context of its own `width` pixels wide (phone height under 600). */
export const demoPage = (browser: Browser, baseURL: string, email: string, width: number): Promise<Page> =>
  signInDemo(browser, baseURL, email, { width, height: width < 600 ? 812 : 900 });

/** Saves the 4242 test card through the form on the page when the learner has no card yet; true if it did. */
export async function saveTestCardIfNone(page: Page): Promise<boolean> {
  const methods = (await (await page.request.get("/api/me/payment-methods")).json()) as { data: unknown[] };
  if (methods.data.length > 0) return false;
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("Expiry").fill("1230");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: "Save card" }).click();
  return true;
}

export async function mayasPaidCard(page: Page): Promise<CardSummary> {
  const response = await page.request.get("/api/advisors/maya-patel");
  const cards = cardSummarySchema.array().parse(((await response.json()) as { data: { cards: unknown } }).data.cards);
  const card = cards.find((c) => c.status === "published" && c.rate > 0 && c.durations.length > 0);
  expect(card, "a published paid card of Maya's").toBeTruthy();
  return card!;
}

/** Goes to the next week that has free times and picks the first `count` times of its first day with times. */
export async function pickTimes(page: Page, count: number): Promise<string[]> {
  const picker = page.getByRole("group", { name: "Days of the week" });
  await expect(picker).toBeVisible();
  await page.getByRole("button", { name: "Next week" }).click();
  const times = page.getByRole("list", { name: /^Free times on / }).getByRole("button");
  await expect(times.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    names.push((await times.nth(i).getAttribute("aria-label"))!);
    await times.nth(i).click();
    await expect(times.nth(i)).toHaveAttribute("aria-pressed", "true");
  }
  return names;
}

export async function fillBookForm(page: Page, cardPath: string): Promise<string[]> {
  await page.goto(`${cardPath}/book`);
  await expect(page.getByRole("heading", { level: 1, name: "Book a session with Maya Patel" })).toBeVisible();
  const names = await pickTimes(page, 2);
  // Both zones are labelled on each time: Lena's (Berlin) first, Maya's (Sydney) alongside.
  for (const name of names) expect(name).toMatch(/your time \(Europe\/Berlin\) · .+ advisor \(Australia\/Sydney\)$/);
  await expect(page.getByRole("heading", { name: "Your times (2 of 3)" })).toBeVisible();
  await page
    .getByRole("textbox", { name: "What would you like to discuss?" })
    .fill("Pricing my first product: what to charge early customers and how to test it.");
  await expect(page.getByText(/^Request expires/)).toBeVisible();
  await expect(
    page
      .getByRole("definition")
      .filter({ hasText: /€|A\$|£|US\$/ })
      .last(),
  ).toBeVisible();
  return names;
}
