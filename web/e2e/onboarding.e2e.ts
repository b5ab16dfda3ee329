import { mkdirSync } from "node:fs";
import { CLOCK, expect, test, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { cardSummarySchema } from "@kora/shared/contracts/cards.ts";
import { fillMessage } from "@kora/shared/messages.ts";
import { PUBLISH_WARNING } from "@kora/shared/domain/onboarding/bookable-time.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { fillEditor, signInAdvisor, uniqueTitle } from "./cards.fixtures.ts";
import { freshEmail, readCode, SIGNUP_EXTRAS } from "./fixtures.ts";

/** The first hour (public-site §2.11): the checklists, default working hours, a half-written draft and the publish warning. */

const SHOTS = process.env.E2E_SHOTS === "1" ? "artifacts/screenshots/onboarding" : null;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** Screenshots at 375 and 1280 px (with E2E_SHOTS=1), toasts cleared first; a dialog is shot as the window shows it. */
async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // Toasts are cleared unless a dialog is open (then the page behind it can't be clicked, and the toasts sit behind it too).
  const dismiss = toasts(page).getByRole("button", { name: "Dismiss notification" });
  if ((await page.getByRole("dialog").count()) === 0) while ((await dismiss.count()) > 0) await dismiss.first().click();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage, animations: "disabled" });
  }
  await page.setViewportSize(DESKTOP);
}

const checklist = (page: Page) => page.getByRole("list", { name: "Checklist" });
const item = (page: Page, title: string) => checklist(page).getByRole("listitem").filter({ hasText: title });

/** A learner signed up in this page's context (the API's sign-up, then the mailed code). */
async function signInLearner(page: Page, firstName: string, lastName: string) {
  const email = freshEmail(firstName.toLowerCase());
  const sent = await page.request.post("/api/password-free/verification-code", {
    data: { step: "signup", email, firstName, lastName, type: "Learner", ...SIGNUP_EXTRAS },
  });
  expect(sent.status()).toBe(202);
  const code = await readCode(page.request, email);
  expect((await page.request.post("/api/password-free/verify", { data: { email, code } })).ok()).toBe(true);
}

test(
  "a new advisor follows the checklist: default hours, a half-written draft, and the no-hours warning before publishing",
  CLOCK,
  async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(DESKTOP);
    await signInAdvisor(page, "Odette", "Onboard");
    await page.goto("/my-kora/dashboard");
    await expect(page.getByRole("heading", { name: "Get ready to take bookings" })).toBeVisible();
    await expect(page.getByText("0 of 4 done", { exact: false })).toBeVisible();
    for (const title of ["Add your details", "Set your working hours", "Create your first card", "Set up payouts"])
      await expect(item(page, title)).toContainText("(to do)");
    await expect(page.getByRole("list", { name: "Suggestions" }).getByText("Verify your mobile for SMS reminders")).toBeVisible();
    await shoot(page, "onboarding-dashboard-advisor");

    // Default hours: one click, then they are on the grid to change.
    await item(page, "Set your working hours").getByRole("link").click();
    await expect(page).toHaveURL(/\/my-kora\/my-calendar\/working-hours$/);
    const offer = page.getByRole("group", { name: /^Start with Mon–Fri, 9 am – 5 pm in Australia\/Sydney/ });
    await expect(offer).toBeVisible();
    await shoot(page, "onboarding-default-hours", false);
    await offer.getByRole("button", { name: "Use these hours" }).click();
    await expect(toasts(page).getByText("Your working hours are saved: Monday to Friday, 9 am to 5 pm.", { exact: false })).toBeVisible();
    await expect(offer).toHaveCount(0);
    await expect(page.getByText("40 hours a week")).toBeVisible();
    await expect(
      page.getByRole("grid", { name: "Standard working hours" }).getByRole("gridcell", { name: "Monday 9 am to 9:30 am", exact: true }),
    ).toHaveAttribute("aria-selected", "true");

    await page.goto("/my-kora/dashboard");
    await expect(item(page, "Set your working hours")).toContainText("(done)");

    // Save as draft keeps a half-written card: only a title.
    const title = uniqueTitle("Finding your first customers");
    await item(page, "Create your first card").getByRole("link").click();
    await expect(page).toHaveURL(/\/my-kora\/kora-cards\/create$/);
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByRole("button", { name: "Save as draft" }).click();
    await expect(toasts(page).getByText(`'${title}' is saved as a draft.`, { exact: false })).toBeVisible();
    const mine = page.getByRole("listitem", { name: title });
    await expect(mine.getByText("Draft", { exact: true })).toBeVisible();
    await expect(mine.getByText("Rate not set yet")).toBeVisible();

    // It reopens as it was left, and publishing names what is missing.
    await mine.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(page.getByLabel("Rate per 30 minutes (AUD)")).toHaveValue("");
    await expect(page.getByLabel("Free sessions")).not.toBeChecked();
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText("Please provide a summary with at least 300 characters.").first()).toBeVisible();
    await expect(page.getByText(fillMessage("required", { field: "years of experience" })).first()).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // With no working hours at all, publishing warns first and offers to set them.
    expect((await page.request.put("/api/me/availability", { data: { workingHours: [] } })).ok()).toBe(true);
    await fillEditor(page, title);
    await page.getByRole("button", { name: "Save and publish" }).click();
    const warning = page.getByRole("dialog", { name: PUBLISH_WARNING.title });
    await expect(warning).toContainText(PUBLISH_WARNING.message);
    await shoot(page, "onboarding-publish-warning", false);
    await warning.getByRole("button", { name: PUBLISH_WARNING.setHours }).click();
    // The card is kept as a draft, and the working-hours page offers the defaults again.
    await expect(page).toHaveURL(/\/my-kora\/my-calendar\/working-hours$/);
    await expect(page.getByRole("button", { name: "Use these hours" })).toBeVisible();
    const mineNow = (await (await page.request.get("/api/me/cards?limit=10")).json()) as { data: unknown[] };
    const saved = cardSummarySchema.array().parse(mineNow.data);
    expect(saved.find((card) => card.title === title)).toMatchObject({ status: "draft", skills: ["Customer discovery", "Pricing"] });

    // Publish anyway: allowed, and the first card goes to review.
    await page.goto("/my-kora/kora-cards");
    await page.getByRole("listitem", { name: title }).getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("dialog", { name: PUBLISH_WARNING.title }).getByRole("button", { name: PUBLISH_WARNING.publishAnyway }).click();
    await expect(toasts(page).getByText(`'${title}' has gone to our team for review.`, { exact: false })).toBeVisible();

    await page.goto("/my-kora/dashboard");
    await expect(item(page, "Create your first card")).toContainText("(done)");
    await expect(item(page, "Set your working hours")).toContainText("(to do)");
  },
);

test("a new learner sees the Get-started banner and 'Find an advisor', and can hide the checklist", CLOCK, async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInLearner(page, "Leo", "Learner");
  await page.goto("/my-kora/dashboard");
  const banner = page.getByRole("region", { name: "One-to-one video advice on almost any topic" });
  await expect(banner).toBeVisible();
  await expect(page.getByRole("heading", { name: "Get started with your first session" })).toBeVisible();
  await expect(item(page, "Find an advisor")).toContainText("(to do)");
  await expect(item(page, "Make your first booking")).toContainText("(to do)");

  // An info box goes for good once dismissed.
  const boxes = page.getByRole("list", { name: "Suggestions" });
  await boxes.getByRole("button", { name: "Dismiss: Add a photo" }).click();
  await expect(boxes.getByText("Add a photo", { exact: true })).toHaveCount(0);
  await shoot(page, "onboarding-dashboard-learner");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Get started with your first session" })).toBeVisible();
  await expect(boxes.getByText("Add a photo", { exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByRole("heading", { name: "Get started with your first session" })).toHaveCount(0);
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(page.getByRole("list", { name: "Checklist" })).toHaveCount(0);

  await banner.getByRole("link", { name: "Find an advisor" }).click();
  await expect(page).toHaveURL(/\/search(\?|$)/);
  // The marketplace has loaded (the test does not end, and its browser close, in the middle of a page load).
  await expect(page.getByRole("region", { name: "Search results" })).toBeVisible();
});
