import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MODAL_DELAY_MS } from "@kora/shared/constants.ts";
import { expect, serverNow, test, type Page } from "./support/test.ts";
import { holdTimers, passTime } from "./support/timers.ts";
import { settled } from "./support/settled.ts";
import { sessionTookPlace } from "./held-session.fixtures.ts";
import {
  advisorWithPaidCard,
  bookingAs,
  CARD_PAYS,
  confirmAs,
  DESKTOP,
  freeTimes,
  freshPerson,
  PHONE,
  requestSession,
  saveCard,
  savedCardIds,
} from "./billing.fixtures.ts";
import { toasts } from "./booking-request.fixtures.ts";

const MINUTE = 60_000;

const SHOTS = process.env.E2E_SHOTS === "1" ? fileURLToPath(new URL("../../artifacts/screenshots/reviews/", import.meta.url)) : null;

/** Screenshots (E2E_SHOTS=1) at each width without reloading: a modal or a filled form stays as it is. */
async function snap(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}${name}-${viewport.width}.png`, fullPage: true, animations: "disabled" });
  }
}

/** Picks `stars` on a star field (radio buttons drawn as stars). */
const rate = (page: Page, legend: string, stars: number) =>
  page
    .getByRole("group", { name: legend })
    .getByRole("radio", { name: `${stars} ${stars === 1 ? "star" : "stars"}` })
    .check({ force: true });

test("after a completed session both sides review it; the learner's review shows on the card with its stars and JSON-LD", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Avery", "Reviewed");
  const learner = await freshPerson(browser, baseURL!, "Rhea", "Reviewer");
  // The review modal waits 2 s: the test moves both sides' clocks on to see where it doesn't open.
  await holdTimers(advisor.context());
  await holdTimers(learner.context());
  await saveCard(learner, CARD_PAYS);
  const [paymentMethodId] = await savedCardIds(learner);
  const [time] = await freeTimes(learner, card.id, (await serverNow()) + 24 * 60 * MINUTE);
  const requested = await requestSession(learner, card, time!, paymentMethodId!, "exact");
  const confirmed = await confirmAs(advisor, requested.id, requested.bookingTimesSuggested[0]!.timestampUtc);
  await sessionTookPlace(confirmed);
  const done = await learner.request.post(`/api/bookings/${confirmed.id}/complete`, { data: {} });
  expect(done.ok(), await done.text()).toBe(true);
  expect((await bookingAs(learner, confirmed.id)).canReview).toBe(true);

  // The learner, anywhere in the app: 2 s later the review modal offers the session.
  await learner.goto("/my-kora/bookings/confirmed");
  const modal = learner.getByRole("dialog", { name: "How was your session with Avery?" });
  await expect(modal).toBeVisible();
  await snap(learner, "reviews-modal");
  await modal.getByRole("button", { name: "Leave a review" }).click();
  await expect(learner).toHaveURL(new RegExp(`/my-kora/bookings/${confirmed.id}/review$`));
  await expect(learner.getByRole("heading", { level: 1, name: "Leave a review" })).toBeVisible();
  // Never on the review page itself.
  await passTime(learner, MODAL_DELAY_MS + 500);
  await expect(learner.getByRole("dialog")).toHaveCount(0);
  await rate(learner, "How was your session with Avery?", 4);
  await learner.getByLabel("Your review (optional)").fill("Clear, practical pricing advice with worked examples.");
  await rate(learner, "Call quality (optional)", 5);
  await snap(learner, "reviews-page");
  await learner.getByRole("button", { name: "Send review" }).click();
  await expect(toasts(learner).getByText("Thanks for your review.")).toBeVisible();
  await expect(learner).toHaveURL(new RegExp(`/my-kora/bookings/${confirmed.id}$`));
  const panel = learner.getByRole("region", { name: "Reviews" });
  await expect(panel.getByText("Clear, practical pricing advice with worked examples.")).toBeVisible();
  await expect(panel.getByRole("link", { name: "Edit your review" })).toBeVisible();
  await snap(learner, "reviews-booking-panel");

  // The advisor waves the modal away ("Not now": it stays away), then rates the learner on the review page.
  await advisor.goto(`/my-kora/bookings/${confirmed.id}`);
  const advisorModal = advisor.getByRole("dialog", { name: "How was your session with Rhea?" });
  await expect(advisorModal).toBeVisible();
  await advisorModal.getByRole("button", { name: "Not now" }).click();
  const awaitingRead = advisor.waitForResponse((response) => new URL(response.url()).pathname === "/api/me/awaiting-review");
  await advisor.reload();
  await (await awaitingRead).finished();
  await passTime(advisor, MODAL_DELAY_MS + 500);
  await expect(advisor.getByRole("dialog")).toHaveCount(0);
  await advisor.goto(`/my-kora/bookings/${confirmed.id}/review`);
  await expect(advisor.getByText("Only advisors see what you say about Rhea.")).toBeVisible();
  await rate(advisor, "How was your session with Rhea?", 5);
  await advisor.getByLabel("Your review (optional)").fill("Came with clear questions.");
  await advisor.getByRole("button", { name: "Send review" }).click();
  await expect(toasts(advisor).getByText("Thanks for your review.")).toBeVisible();
  const ratings = await advisor.request.get(`/api/users/${confirmed.learnerId}/ratings`);
  expect(((await ratings.json()) as { data: { comments: string }[] }).data.map((r) => r.comments)).toEqual(["Came with clear questions."]);

  // The card page: the learner's review (not the advisor's), the average and count, and schema.org AggregateRating.
  const visitor = await browser.newPage({ baseURL, viewport: DESKTOP });
  await visitor.goto(card.link);
  const reviews = visitor.getByRole("region", { name: "Reviews" });
  await expect(reviews.getByText("Clear, practical pricing advice with worked examples.")).toBeVisible();
  await expect(reviews.getByText("1 review")).toBeVisible();
  await expect(reviews.getByRole("img", { name: "Rated 4.0 out of 5" }).first()).toBeVisible();
  await expect(reviews.getByText("Came with clear questions.")).toHaveCount(0);
  const jsonLd = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
  expect(jsonLd).toContain('"@type":"AggregateRating"');
  expect(jsonLd).toContain('"ratingValue":4');
  expect(jsonLd).toContain('"reviewCount":1');

  // The learner changes their mind within the window: the card's stars follow.
  await learner.getByRole("region", { name: "Reviews" }).getByRole("link", { name: "Edit your review" }).click();
  await expect(learner.getByRole("heading", { level: 1, name: "Edit your review" })).toBeVisible();
  await snap(learner, "reviews-edit");
  await rate(learner, "How was your session with Avery?", 5);
  await learner.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(learner).getByText("Your review is updated.")).toBeVisible();
  await visitor.reload();
  const updated = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
  expect(updated).toContain('"ratingValue":5');
  await visitor.close();
});
