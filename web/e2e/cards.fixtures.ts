import { expect, type Browser, type Page } from "./support/test.ts";
import { cardDetailSchema, type CardDetail, type CardInput } from "@kora/shared/contracts/cards.ts";
import { signInAs } from "./fixtures.ts";

/** The seeded staff reviewer (api/src/seed/demo.ts). */
export const REVIEWER = { email: "sam.reviewer@demo.kora.local", password: "KoraDemo2026!" };

export const SUMMARY =
  "I help first-time founders find their first hundred customers. We look at who you are selling to, " +
  "what they already pay for, and the cheapest way to reach them this month. You leave each session with " +
  "three experiments to run and a way to tell whether they worked. Bring your numbers, however rough: we start there.";

/** A title no other test in this run uses (titles are unique per advisor, and the review queue is shared). */
export const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A new advisor signed in in this page's context, living in Australia (so paid cards are allowed). */
export async function signInAdvisor(page: Page, firstName: string, lastName: string): Promise<void> {
  await signInAs(page, firstName, lastName);
  const response = await page.request.put("/api/me", { data: { country: "AU" } });
  expect(response.ok()).toBe(true);
}

/** A seeded demo account, signed in with its password in a browser context of its own. */
export async function signInDemo(
  browser: Browser,
  baseURL: string,
  email: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/login", { data: { email, password: REVIEWER.password } })).ok()).toBe(true);
  return page;
}

/** The staff reviewer. */
export const signInReviewer = (browser: Browser, baseURL: string, viewport?: { width: number; height: number }) =>
  signInDemo(browser, baseURL, REVIEWER.email, viewport);

/** A complete marketplace card body for the API. */
export const cardBody = (title: string, extra: Partial<CardInput> = {}): CardInput => ({
  type: "marketplace",
  title,
  summary: SUMMARY,
  rate: 4500,
  currency: "AUD",
  durations: [30, 60],
  bookingSlotDuration: 30,
  skills: ["Customer discovery", "Pricing"],
  categoryIds: ["cat-startups"],
  advisingIn: ["en"],
  yearsOfExperience: "5-10",
  timezone: "Australia/Sydney",
  ...extra,
});

async function dataOf(response: Awaited<ReturnType<Page["request"]["post"]>>): Promise<CardDetail> {
  expect(response.ok(), await response.text()).toBe(true);
  return cardDetailSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** Creates a card as whoever is signed in on `page`. */
export const createCard = async (page: Page, body: CardInput) => dataOf(await page.request.post("/api/cards", { data: body }));

/** publish, unpublish, unlist, approve, or reject (with comments) a card as whoever is signed in on `page`. */
export const cardAction = async (page: Page, id: string, action: string, comments?: string) =>
  dataOf(await page.request.post(`/api/cards/${id}/${action}`, comments === undefined ? undefined : { data: { comments } }));

/** Fills every required field of the editor the way a person would (a free card leaves the rate alone). */
export async function fillEditor(page: Page, title: string, rate: string | null = "45"): Promise<void> {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary").fill(SUMMARY);
  await page.getByLabel("5-10 years").check();
  const skills = page.getByLabel("Skills", { exact: true });
  await skills.fill("Customer discovery");
  await skills.press("Enter");
  await skills.fill("Pricing");
  await skills.press("Enter");
  await page.getByRole("checkbox", { name: "Startups", exact: true }).check();
  if (rate !== null) await page.getByLabel("Rate per 30 minutes (AUD)").fill(rate);
}
