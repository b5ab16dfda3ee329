import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { pauseClock } from "./support/timers.ts";
import { autoUnpublishedTitle, autoUnpublishedWhy } from "@kora/shared/domain/cards/auto-unpublish.ts";
import { CARD_MESSAGES } from "@kora/shared/domain/cards/rules.ts";
import { PUBLISH_WARNING } from "@kora/shared/domain/onboarding/bookable-time.ts";
import { DEFAULT_WORKING_HOURS } from "@kora/shared/domain/onboarding/default-hours.ts";
import { cardAction, cardBody, createCard, fillEditor, signInAdvisor, signInDemo, signInReviewer, uniqueTitle } from "./cards.fixtures.ts";
import { whenLive } from "./support/realtime.ts";
import { shot } from "./support/shots.ts";

const SHOTS = "artifacts/screenshots";
const toasts = (page: Page) => page.getByRole("status", { name: "Notifications" });

/** Weekday hours, so publishing asks the usual question (with none it warns first: onboarding.e2e.ts). */
async function useWeekdayHours(page: Page) {
  expect((await page.request.put("/api/me/availability", { data: { workingHours: DEFAULT_WORKING_HOURS } })).ok()).toBe(true);
}

test("an advisor's first marketplace card goes to review, and staff approval reaches the advisor live", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAdvisor(page, "Amara", "Okoye");
  await useWeekdayHours(page);
  await page.goto("/my-kora/kora-cards");
  await expect(page.getByRole("heading", { name: "You don't have a Kora Card yet" })).toBeVisible();
  await page.getByRole("link", { name: "Create your first card" }).click();
  await expect(page).toHaveURL(/\/my-kora\/kora-cards\/create$/);

  const title = uniqueTitle("Finding first customers");
  await fillEditor(page, title);
  await page.getByRole("button", { name: "Save and publish" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish this card?" });
  await expect(dialog).toContainText("first marketplace card is checked by our team");
  await dialog.getByRole("button", { name: "Save and publish" }).click();

  await expect(toasts(page).getByText(`'${title}' has gone to our team for review.`, { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/my-kora\/kora-cards$/);
  const mine = page.getByRole("listitem", { name: title });
  await expect(mine.getByText("Awaiting review", { exact: true })).toBeVisible();
  await expect(mine.getByText("A$45.00 / 30 min")).toBeVisible();
  await expect(mine.getByRole("button", { name: "Withdraw from review" })).toBeVisible();

  // Only reviewers have a review page. (A full load: the socket attaches again from here.)
  const live = whenLive(page);
  await page.goto("/my-kora/kora-cards/review");
  await expect(page.getByRole("heading", { name: "You don't have permission to see this" })).toBeVisible();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Kora Cards" }).click();
  await expect(mine).toBeVisible();

  const reviewer = await signInReviewer(browser, baseURL!);
  await reviewer.goto("/my-kora/kora-cards/review");
  const queued = reviewer.getByRole("listitem", { name: title });
  await expect(queued.getByText("I help first-time founders")).toBeVisible();
  await expect(queued.getByText("Customer discovery")).toBeVisible();
  // The private channel attaches 2.5 s after the app first sees the user: the event is sent once it has.
  await live();
  await queued.getByRole("button", { name: "Approve and publish" }).click();
  await reviewer.getByRole("dialog", { name: "Approve this card?" }).getByRole("button", { name: "Approve" }).click();
  await expect(toasts(reviewer).getByText(`'${title}' is approved and published.`, { exact: false })).toBeVisible();
  await expect(queued).toHaveCount(0);

  await expect(toasts(page).getByText(`Your card '${title}' is approved and published.`)).toBeVisible();
  await expect(mine.getByText("Published", { exact: true })).toBeVisible();
  await expect(mine.getByRole("button", { name: "Make private" })).toBeVisible();

  // Someone else opening the owner's edit page gets the 403 page.
  const editPath = await mine.getByRole("link", { name: "Edit", exact: true }).getAttribute("href");
  await reviewer.goto(editPath!);
  await expect(reviewer.getByRole("heading", { name: "You don't have permission to see this" })).toBeVisible();
  await reviewer.context().close();
});

test("staff send a card back with comments; the advisor sees them live and on My cards, edits and resubmits", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAdvisor(page, "Lukas", "Berg");
  await useWeekdayHours(page);
  const title = uniqueTitle("Pricing your first product");
  const card = await createCard(page, cardBody(title));
  expect((await cardAction(page, card.id, "publish")).status).toBe("awaiting-review");
  const live = whenLive(page);
  await page.goto("/my-kora/kora-cards");
  const mine = page.getByRole("listitem", { name: title });
  await expect(mine.getByText("Awaiting review", { exact: true })).toBeVisible();

  const reviewer = await signInReviewer(browser, baseURL!);
  await reviewer.goto("/my-kora/kora-cards/review");
  const queued = reviewer.getByRole("listitem", { name: title });
  await queued.getByRole("button", { name: "Reject with comments" }).click();
  const comments = queued.getByLabel("What should the advisor change?");
  await comments.fill("Too short");
  await queued.getByRole("button", { name: "Send back with comments" }).click();
  await expect(queued.getByText(CARD_MESSAGES.rejectComments)).toBeVisible();
  await expect(comments).toBeFocused();
  const feedback = "Please add a link to your LinkedIn profile so learners can check your experience.";
  await live();
  await comments.fill(feedback);
  await queued.getByRole("button", { name: "Send back with comments" }).click();
  await expect(toasts(reviewer).getByText(`'${title}' went back to Lukas with your comments.`)).toBeVisible();
  await expect(queued).toHaveCount(0);
  await reviewer.context().close();

  await expect(toasts(page).getByText(feedback, { exact: false })).toBeVisible();
  await expect(toasts(page)).toContainText(`Your card '${title}' needs a few changes`);
  await expect(mine.getByText("Draft", { exact: true })).toBeVisible();
  await expect(mine.getByRole("note", { name: "Reviewer's feedback" })).toContainText(feedback);

  // The owner edits the card in place and sends it back to review.
  await mine.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/advisors/[^/]+/${card.id}/edit$`));
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Rate per 30 minutes (AUD)")).toHaveValue("45");
  await page.getByRole("button", { name: "+ Add link" }).click();
  await page.getByLabel("Address").fill("https://www.linkedin.com/in/lukas-berg");
  await expect(page.getByRole("group", { name: "Link 1" }).getByRole("img", { name: "LinkedIn" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).last().fill("My LinkedIn profile");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await page.getByRole("dialog", { name: "Publish this card?" }).getByRole("button", { name: "Save and publish" }).click();
  await expect(toasts(page).getByText(`'${title}' has gone to our team for review.`, { exact: false })).toBeVisible();
  await expect(mine.getByText("Awaiting review", { exact: true })).toBeVisible();
  await expect(mine.getByRole("note", { name: "Reviewer's feedback" })).toHaveCount(0);
});

test("a member's first group card goes to the group's admin, not to staff", async ({ browser, baseURL }) => {
  // Seeded: Lena lives in Germany (free cards only) and belongs to Harbour Founders, which Grace runs.
  const lena = await signInDemo(browser, baseURL!, "lena.schmidt@demo.kora.local");
  const lenaLive = whenLive(lena);
  await lena.goto("/my-kora/kora-cards");
  await lena.getByRole("navigation", { name: "Whose cards" }).getByRole("link", { name: "Harbour Founders" }).click();
  await expect(lena.getByRole("heading", { name: "No cards in Harbour Founders yet" })).toBeVisible();
  await lena.getByRole("link", { name: "Create your first card" }).click();
  await expect(lena.getByLabel("Which group is this card for?")).toHaveValue(/.+/);
  await expect(lena.getByLabel("Free sessions")).toBeChecked();
  const title = uniqueTitle("German for founders");
  await fillEditor(lena, title, null);
  await lena.getByRole("button", { name: "Save and publish" }).click();
  // Lena has no working hours (she is a learner): publishing warns first, and still says where the card will show.
  const dialog = lena.getByRole("dialog", { name: PUBLISH_WARNING.title });
  await expect(dialog).toContainText("members of Harbour Founders");
  await dialog.getByRole("button", { name: PUBLISH_WARNING.publishAnyway }).click();
  await expect(toasts(lena).getByText(`'${title}' has gone to the group's admin for review.`, { exact: false })).toBeVisible();
  await expect(lena.getByRole("heading", { name: "Harbour Founders cards" })).toBeVisible();
  const mine = lena.getByRole("listitem", { name: title });
  await expect(mine.getByText("Free", { exact: true })).toBeVisible();
  await expect(mine.getByText("Group card · Harbour Founders")).toBeVisible();

  const staff = await signInReviewer(browser, baseURL!);
  await staff.goto("/my-kora/kora-cards/review");
  await expect(staff.getByRole("heading", { name: "Review cards" })).toBeVisible();
  await expect(staff.getByRole("listitem", { name: title })).toHaveCount(0);
  await staff.context().close();

  const grace = await signInDemo(browser, baseURL!, "grace.lee@demo.kora.local");
  await grace.goto("/my-kora/kora-cards");
  await grace.getByRole("navigation", { name: "Kora Cards sections" }).getByRole("link", { name: "Review cards" }).click();
  const queued = grace.getByRole("listitem", { name: title });
  await expect(queued.getByText("Group card · Harbour Founders")).toBeVisible();
  await lenaLive();
  await queued.getByRole("button", { name: "Approve and publish" }).click();
  await grace.getByRole("dialog", { name: "Approve this card?" }).getByRole("button", { name: "Approve" }).click();
  await expect(toasts(lena).getByText(`Your card '${title}' is approved and published.`)).toBeVisible();
  await expect(mine.getByText("Published", { exact: true })).toBeVisible();
  await grace.context().close();
  await lena.context().close();
});

test("the editor shows the spec's messages, maps a 422 to its field and asks before leaving", async ({ page }) => {
  await signInAdvisor(page, "Mei", "Tanaka");
  const taken = uniqueTitle("Career change coaching");
  await createCard(page, cardBody(taken));
  await page.goto("/my-kora/kora-cards/create");

  // Save as draft asks only for a title; publishing checks every rule (core §4 Cards).
  await page.getByRole("button", { name: "Save as draft" }).click();
  const titleField = page.getByLabel("Title", { exact: true });
  await expect(titleField).toBeFocused();
  await expect(toasts(page).getByText("Oops! Looks like you missed the title.")).toBeVisible();
  await expect(page.getByText(CARD_MESSAGES.skills)).toHaveCount(0);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(titleField).toBeFocused();
  await expect(toasts(page).getByText("Please provide a title with at least 5 characters.")).toBeVisible();
  for (const message of [
    CARD_MESSAGES.skills,
    "Please provide a summary with at least 300 characters.",
    "Oops! Looks like you missed the rate.",
    "Oops! Looks like you missed the category.",
    "Oops! Looks like you missed the years of experience.",
  ]) {
    await expect(page.getByText(message).first()).toBeVisible();
  }
  mkdirSync(SHOTS, { recursive: true });

  const rate = page.getByLabel("Rate per 30 minutes (AUD)");
  // The marketplace's average hourly rate guides the advisor, in the card's currency (core §9).
  await expect(page.getByText("Advisors average A$50.00 an hour, A$25.00 per 30 minutes.")).toBeVisible();
  await expect(rate).toHaveAttribute("placeholder", "e.g. 25");
  await page.getByLabel("Currency").selectOption("GBP");
  await expect(page.getByText("Advisors average £25.00 an hour, £12.50 per 30 minutes.")).toBeVisible();
  await page.getByLabel("Currency").selectOption("AUD");
  await rate.fill("5");
  await expect(page.getByText(CARD_MESSAGES.rate)).toBeVisible();
  await rate.fill("15");
  await expect(page.getByText(CARD_MESSAGES.rate)).toHaveCount(0);
  await expect(page.getByText("Learners see A$15.00 per 30 minutes.")).toBeVisible();
  await rate.fill("9.99");
  await page.getByLabel("Free sessions").check();
  await expect(rate).toBeDisabled();
  await expect(page.getByText(CARD_MESSAGES.rate)).toHaveCount(0);
  await page.getByLabel("Free sessions").uncheck();

  const skills = page.getByLabel("Skills", { exact: true });
  await skills.fill("Interviews");
  await skills.press("Enter");
  await skills.fill("interviews");
  await skills.press("Enter");
  await expect(page.getByText(`interviews: ${CARD_MESSAGES.skillTwice}`)).toBeVisible();
  // Suggestions come from the skills already on cards (the card created above added "Customer discovery").
  await skills.fill("custo");
  await page.getByRole("group", { name: "Suggested skills" }).getByRole("button", { name: "+ Customer discovery" }).click();
  await expect(page.getByRole("list", { name: "Chosen skills" })).toContainText("Customer discovery");
  await page.getByRole("button", { name: "Remove Customer discovery" }).click();
  await page.getByRole("button", { name: "Remove Interviews" }).click();
  await expect(page.getByRole("list", { name: "Chosen skills" })).toHaveCount(0);

  await page.getByLabel("Summary").fill("Short for now.");
  await expect(page.getByText("14 / 300 characters — 286 to go")).toBeVisible();

  // The server's 422 (a title this advisor already uses) lands on the title and clears on focus.
  await fillEditor(page, taken);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveAccessibleDescription(/You already have a card with this title\./);
  await page.getByLabel("Summary").focus();
  await titleField.focus();
  await expect(titleField).not.toHaveAttribute("aria-invalid", "true");

  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  const leave = page.getByRole("dialog", { name: "Leave this page?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/kora-cards\/create$/);

  await titleField.fill(uniqueTitle("Career change coaching"));
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(toasts(page).getByText("is saved as a draft. Publish it when you're ready.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/my-kora\/kora-cards$/);
});

test("my cards come 5 a page, and private cards can be published again or deleted after asking", async ({ page }) => {
  await signInAdvisor(page, "Noa", "Levi");
  await useWeekdayHours(page);
  const titles: string[] = [];
  for (let index = 0; index < 6; index++) {
    titles.push(uniqueTitle(`Session plan ${index + 1}`));
    await createCard(page, cardBody(titles[index]!, { type: "private" }));
  }
  await page.goto("/my-kora/kora-cards");
  const list = page.getByRole("list", { name: "My cards" });
  const cards = list.locator(":scope > li");
  await expect(cards).toHaveCount(5);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.getByRole("link", { name: "Next →" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  const oldest = list.getByRole("listitem", { name: titles[0] });
  await expect(cards).toHaveCount(1);

  // A private card needs no review: publishing makes it live at once; then it can be made private.
  await oldest.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("dialog", { name: "Publish this card?" }).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toasts(page).getByText(`'${titles[0]}' is published.`)).toBeVisible();
  await oldest.getByRole("button", { name: "Make private" }).click();
  await expect(oldest.getByText("Private", { exact: true })).toBeVisible();
  await oldest.getByRole("button", { name: "Unpublish", exact: true }).click();
  await page.getByRole("dialog", { name: "Unpublish this card?" }).getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(oldest.getByText("Draft", { exact: true })).toBeVisible();

  await oldest.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this card?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(oldest).toBeVisible();
  await oldest.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText(`'${titles[0]}' is deleted.`)).toBeVisible();
  // The only card on page 2 is gone: the list falls back to the last page there is.
  await expect(page).toHaveURL(/\?page=1$/);
  await expect(cards).toHaveCount(5);
  await expect(page.getByText("Page 1 of 2")).toHaveCount(0);
});

test("a card left with no working hours is unpublished on its own; the owner is told live and republishes in one click", async ({
  page,
}) => {
  await signInAdvisor(page, "Iris", "Moreau");
  await useWeekdayHours(page);
  const title = uniqueTitle("Career switch clinic");
  const card = await createCard(page, cardBody(title, { type: "private" }));
  expect((await cardAction(page, card.id, "publish")).status).toBe("published");
  const live = whenLive(page);
  await page.goto("/my-kora/kora-cards");
  const mine = page.getByRole("listitem", { name: title });
  await expect(mine.getByText("Published", { exact: true })).toBeVisible();
  await live();

  // Working hours removed elsewhere (another window, the desktop app): this page hears it.
  expect((await page.request.put("/api/me/availability", { data: { workingHours: [] } })).ok()).toBe(true);
  await expect(toasts(page).getByText(`${autoUnpublishedTitle(title)}. ${autoUnpublishedWhy("no-availability")}`)).toBeVisible();
  await expect(mine.getByText("Draft", { exact: true })).toBeVisible();
  const why = mine.getByRole("note", { name: "Why it was unpublished" });
  await expect(why).toContainText("Unpublished automatically");
  await expect(why).toContainText(autoUnpublishedWhy("no-availability"));
  await expect(why.getByRole("link", { name: "Set your working hours" })).toHaveAttribute("href", "/my-kora/my-calendar/working-hours");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    mkdirSync(SHOTS, { recursive: true });
    await mine.scrollIntoViewIfNeeded();
    await shot(page, { path: `${SHOTS}/cards-auto-unpublished-${width}.png`, animations: "disabled" });
  }

  await useWeekdayHours(page);
  await mine.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("dialog", { name: "Publish this card?" }).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toasts(page).getByText(`'${title}' is published.`)).toBeVisible();
  await expect(mine.getByText("Published", { exact: true })).toBeVisible();
  await expect(why).toHaveCount(0);
});

test("a normal toast goes after 4 seconds; news that a card went for review stays 10", async ({ page }) => {
  await signInAdvisor(page, "Tove", "Timer");
  await useWeekdayHours(page);
  const title = uniqueTitle("Toast timing");
  await createCard(page, cardBody(title));
  // The page's clock is Playwright's: it is paused just before each toast, so only runFor moves their timers.
  await page.clock.install();
  await page.goto("/my-kora/kora-cards");
  const mine = page.getByRole("listitem", { name: title });
  // Out of the way: hovering a toast holds it.
  const pointerAway = () => page.mouse.move(5, 890);

  await mine.getByRole("button", { name: "Publish", exact: true }).click();
  const publish = page.getByRole("dialog", { name: "Publish this card?" });
  await pauseClock(page);
  await publish.getByRole("button", { name: "Publish" }).click();
  const review = toasts(page).getByText(`'${title}' has gone to our team for review.`, { exact: false });
  await expect(review).toBeVisible();
  await pointerAway();
  await page.clock.runFor(9_500);
  await expect(review).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(review).toHaveCount(0);

  await page.clock.resume();
  await mine.getByRole("button", { name: "Withdraw from review" }).click();
  const withdraw = page.getByRole("dialog", { name: "Withdraw from review?" });
  await pauseClock(page);
  await withdraw.getByRole("button", { name: "Withdraw" }).click();
  const draft = toasts(page).getByText(`'${title}' is a draft again.`);
  await expect(draft).toBeVisible();
  await pointerAway();
  await page.clock.runFor(3_500);
  await expect(draft).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(draft).toHaveCount(0);
});

test("the country in My details decides whether a new card can be paid", async ({ page }) => {
  await signInAdvisor(page, "Jonas", "Weber");
  await page.goto("/my-kora/my-details");
  const country = page.getByLabel("Country");
  await expect(country).toHaveValue("AU");
  await expect(
    page.getByText("Paid Kora Cards need a country where paid bookings work: Australia, New Zealand, United Kingdom, Sweden and Denmark."),
  ).toBeVisible();
  await country.selectOption({ label: "Germany" });
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(toasts(page).getByText("You have updated your details!")).toBeVisible();

  await page.goto("/my-kora/kora-cards/create");
  await expect(page.getByLabel("Free sessions")).toBeChecked();
  await expect(
    page.getByText("Paid cards are for advisors in Australia, New Zealand, United Kingdom, Sweden and Denmark for now"),
  ).toBeVisible();
  await page.getByLabel("Free sessions").uncheck();
  await page.getByLabel("Rate per 30 minutes (AUD)").fill("40");
  await expect(page.getByText(CARD_MESSAGES.ratePayouts)).toBeVisible();
  await page.getByRole("link", { name: "set your country in My details" }).click();
  await page.getByRole("dialog", { name: "Leave this page?" }).getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/my-kora\/my-details$/);
});

for (const width of [375, 1280] as const) {
  test(`card screens at ${width} px`, async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    const viewport = { width, height: width < 600 ? 812 : 800 };
    await page.setViewportSize(viewport);
    mkdirSync(SHOTS, { recursive: true });
    // The window grows to the whole page while shooting, so the sticky save bar and toasts sit where they rest, not mid-page.
    const shoot = async (target: Page, name: string) => {
      await target.evaluate(() => window.scrollTo(0, 0));
      await target.setViewportSize({ width, height: await target.evaluate(() => document.documentElement.scrollHeight) });
      await settled(target);
      await shot(target, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: "disabled" });
      await target.setViewportSize(viewport);
    };

    // An advisor with a card in each state: published, private, a draft with feedback, a plain draft.
    await signInAdvisor(page, "Sofia", "Marin");
    const reviewer = await signInReviewer(browser, baseURL!, viewport);
    const approved = await createCard(page, cardBody(uniqueTitle("Go-to-market for B2B software"), { rate: 12000 }));
    const rejected = await createCard(page, cardBody(uniqueTitle("Fundraising readiness"), { type: "marketplace", rate: 0 }));
    await cardAction(page, approved.id, "publish");
    await cardAction(page, rejected.id, "publish");
    await cardAction(
      reviewer,
      rejected.id,
      "reject",
      "Please say more about the founders you have worked with, and add a link to your website.",
    );
    await cardAction(reviewer, approved.id, "approve");
    const hidden = await createCard(page, cardBody(uniqueTitle("Hiring your first engineer"), { rate: 2550, durations: [30, 60, 90] }));
    await cardAction(page, hidden.id, "publish");
    await cardAction(page, hidden.id, "unlist");
    await createCard(page, cardBody(uniqueTitle("Pitch deck teardown"), { skills: ["Storytelling", "Pitching", "Investor relations"] }));
    // Another advisor's first card waits in the review queue.
    const other = await (await browser.newContext({ baseURL })).newPage();
    await signInAdvisor(other, "Tariq", "Aziz");
    const waiting = await createCard(
      other,
      cardBody(uniqueTitle("Negotiating your first salary"), { categoryIds: ["cat-interviews", "cat-career-coaching"] }),
    );
    await cardAction(other, waiting.id, "publish");
    await other.context().close();

    await page.goto("/my-kora/kora-cards");
    await expect(page.getByRole("note", { name: "Reviewer's feedback" })).toBeVisible();
    await shoot(page, "cards-my-cards");

    await page.goto("/my-kora/my-details");
    await expect(page.getByLabel("Country")).toHaveValue("AU");
    await shoot(page, "cards-my-details-country");

    await page.goto("/my-kora/kora-cards/create");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByText(CARD_MESSAGES.skills)).toBeVisible();
    await shoot(page, "cards-editor-errors");

    await page.goto(`/advisors/${approved.user.slug}/${rejected.id}/edit`);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(rejected.title);
    await page.getByRole("button", { name: "+ Add work history" }).click();
    await page.getByLabel("Role").fill("Head of growth");
    await page.getByLabel("Organisation").fill("Tidepool Labs");
    await page.getByLabel("Started").fill("2019-03");
    await page.getByRole("button", { name: "+ Add link" }).click();
    await page.getByLabel("Address").fill("https://github.com/sofia-marin");
    await page.getByLabel("Title", { exact: true }).last().fill("Open-source growth tools");
    await shoot(page, "cards-editor-filled");
    // What a person sees halfway down the form: the save bar stays in reach (from 600 px).
    await page.getByLabel("Timezone").scrollIntoViewIfNeeded();
    await shot(page, { path: `${SHOTS}/cards-editor-scrolled-${width}.png`, animations: "disabled" });

    await reviewer.goto("/my-kora/kora-cards/review");
    await expect(reviewer.getByRole("heading", { name: "Review cards" })).toBeVisible();
    await expect(
      reviewer.getByRole("list", { name: "Cards awaiting review" }).or(reviewer.getByRole("heading", { name: "Nothing to review" })),
    ).toBeVisible();
    await shoot(reviewer, "cards-review");
    await reviewer.context().close();
  });
}
