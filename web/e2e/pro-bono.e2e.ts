import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CLOCK, expect, test, type Browser, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { cardProBonoSchema, proBonoSummarySchema } from "@kora/shared/contracts/pro-bono.ts";
import { monthKeyOf } from "@kora/shared/domain/money/pro-bono.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { pickTimes, toasts } from "./booking-request.fixtures.ts";
import { bookingAs, DESKTOP, freshPerson, PHONE, shoot } from "./billing.fixtures.ts";
import { cardAction, cardBody, createCard, signInAdvisor, signInReviewer, uniqueTitle } from "./cards.fixtures.ts";

/** Pro bono (core §3 User, §9): an advisor gives pro-bono hours; a learner books one of their sessions free with that credit. */

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startMinute: 0, endMinute: 1440 }));
const WORKING_HOURS = "/my-kora/my-calendar/working-hours";

/** A fresh advisor with a published pro-bono card (A$45 a half hour, 30-minute sessions), bookable around the clock. */
async function advisorWithProBonoCard(browser: Browser, baseURL: string): Promise<{ advisor: Page; card: CardDetail }> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const advisor = await context.newPage();
  await signInAdvisor(advisor, "Priya", "Raman");
  const hours = await advisor.request.put("/api/me/availability", { data: { workingHours: ALL_WEEK, minNoticeHours: 0 } });
  expect(hours.ok(), await hours.text()).toBe(true);
  const body = cardBody(uniqueTitle("Grant writing for community groups"), { rate: 4500, durations: [30], proBono: true });
  const card = await createCard(advisor, body);
  if ((await cardAction(advisor, card.id, "publish")).status === "awaiting-review") {
    const reviewer = await signInReviewer(browser, baseURL);
    expect((await cardAction(reviewer, card.id, "approve")).status).toBe("published");
    await reviewer.context().close();
  }
  return { advisor, card };
}

/**
 * A screenshot of a filled form at a phone's width, for people to look at (E2E_SHOTS=1), beside `shoot`'s:
 * `shoot` reloads at phone width, which would empty the form, so this one only resizes.
 */
async function shootFilled(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS !== "1") return;
  const dir = fileURLToPath(new URL("../../artifacts/screenshots/billing/", import.meta.url));
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await page.screenshot({ path: `${dir}${name}-${PHONE.width}.png`, fullPage: true, animations: "disabled" });
  if (before) await page.setViewportSize(before);
}

const summaryOf = async (page: Page) =>
  proBonoSummarySchema.parse(((await (await page.request.get("/api/me/pro-bono")).json()) as { data: unknown }).data);

test(
  "an advisor gives 2.5 pro bono hours a month, and a learner books a free session with that credit",
  CLOCK,
  async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { advisor, card } = await advisorWithProBonoCard(browser, baseURL!);

    // Working hours → "Pro bono and limits": switch it on with a budget in hours.
    await advisor.goto(WORKING_HOURS);
    const section = advisor.getByRole("region", { name: "Pro bono and limits" });
    await expect(section.getByText("Pro bono left in")).toBeVisible();
    await section.getByLabel("Offer pro bono sessions").check();
    await section.getByLabel("Pro bono hours a month").fill("2.25");
    await section.getByRole("button", { name: "Save pro bono settings" }).click();
    await expect(toasts(advisor).getByText("Please choose up to 100 hours a month, in half hours.").first()).toBeVisible();
    await section.getByLabel("Pro bono hours a month").fill("2.5");
    await section.getByRole("button", { name: "Save pro bono settings" }).click();
    await expect(toasts(advisor).getByText("You have updated your pro bono settings!")).toBeVisible();
    await expect(section.getByText("Saved: 2.5 hours a month.")).toBeVisible();
    expect(await summaryOf(advisor)).toMatchObject({ enabled: true, probono_minutes: 150, remaining_minutes: 150 });
    await section.scrollIntoViewIfNeeded();
    await shoot(advisor, "pro-bono-settings");

    // The learner, with no saved card: "Use pro bono credit" makes the session free, with no payment step.
    const learner = await freshPerson(browser, baseURL!, "Tomas", "Berg");
    await learner.goto(card.bookLink);
    await expect(learner.getByRole("heading", { level: 1, name: "Book a session with Priya Raman" })).toBeVisible();
    await pickTimes(learner, 1);
    await learner
      .getByRole("textbox", { name: "What would you like to discuss?" })
      .fill("Writing our first grant application for the community garden.");
    const price = learner.locator('dl[aria-label="Price"]');
    await expect(price.getByText(/Admin fee/)).toBeVisible();
    await expect(learner.getByRole("heading", { name: "Payment" })).toBeVisible();
    await learner.getByLabel("Use pro bono credit").check();
    await expect(price.getByText("Free", { exact: true })).toBeVisible();
    await expect(price.getByText(/Admin fee/)).toHaveCount(0);
    await expect(learner.getByRole("heading", { name: "Payment" })).toHaveCount(0);
    await shoot(learner, "pro-bono-request", [DESKTOP]);
    await shootFilled(learner, "pro-bono-request");

    await learner.getByRole("button", { name: "Send request" }).click();
    await expect(learner).toHaveURL(/\/my-kora\/bookings\/[\w-]+$/);
    await expect(toasts(learner).getByText("Request sent to Priya")).toBeVisible();
    const booking = await bookingAs(learner, new URL(learner.url()).pathname.split("/").at(-1)!);
    expect(booking).toMatchObject({ status: "pending-approval", duration: 30 });
    expect(booking.price).toMatchObject({ free: true, total: 0, adminFee: 0 });
    // The session's month (in the advisor's zone; near a month's end the first free time can be next month's) has 2 hours left.
    const left = cardProBonoSchema.parse(
      ((await (await learner.request.get(`/api/cards/${card.id}/pro-bono`)).json()) as { data: unknown }).data,
    );
    const month = monthKeyOf(Date.parse(booking.bookingTimesSuggested[0]!.timestampUtc), left.timezone);
    expect(left.months.find((entry) => entry.month === month)?.remaining_minutes).toBe(120);
    await learner.context().close();
    await advisor.context().close();
  },
);
