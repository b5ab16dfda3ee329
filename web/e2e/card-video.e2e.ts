import { expect, serverNow, test, type Browser, type Page } from "./support/test.ts";
import { holdTimers, passTime } from "./support/timers.ts";
import { sessionTookPlace } from "./held-session.fixtures.ts";
import {
  advisorWithPaidCard,
  CARD_PAYS,
  confirmAs,
  DESKTOP,
  freeTimes,
  freshPerson,
  requestSession,
  saveCard,
  savedCardIds,
} from "./billing.fixtures.ts";
import { signInReviewer } from "./cards.fixtures.ts";
import { shooter } from "./groups.fixtures.ts";
import { readyVideo } from "./videos.fixtures.ts";

/**
 * A Pro advisor's video message on their card (public-site §1 Pro), the request-invite popup (core §2)
 * and learner ratings for advisors (public-site §6). Screenshots in artifacts/screenshots/card-video/.
 */
const shoot = shooter("card-video");
const STAFF = "support@kora.local";

/** The advisor asks for Pro and the staff reviewer approves it, through the API the plan and staff pages use. */
async function approvedPro(advisor: Page, browser: Browser, baseURL: string): Promise<void> {
  const asked = await advisor.request.post("/api/subscriptions/pro/subscribe", {
    data: { message: "I'd like to greet visitors on my card with a short video." },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { result } = ((await asked.json()) as { data: { result: { kind: string; request: { id: string } } } }).data;
  expect(result.kind).toBe("request");
  const staff = await signInReviewer(browser, baseURL);
  const approved = await staff.request.post(`/api/subscriptions/pro-requests/${result.request.id}/approve`, { data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);
  await staff.context().close();
}

const idOf = async (page: Page) => ((await (await page.request.get("/api/me")).json()) as { data: { id: string; slug: string } }).data;

test("a Pro advisor puts a short video on their card and a signed-out visitor plays it", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Vida", "Video");
  await approvedPro(advisor, browser, baseURL!);
  const video = await readyVideo(advisor, "Hello from Vida");
  const me = await idOf(advisor);

  await advisor.goto(`/advisors/${me.slug}/${card.id}/edit`);
  const section = advisor.getByRole("region", { name: "Video message (Pro)" });
  await expect(section).toBeVisible();
  await section.getByRole("button", { name: "Choose from your library" }).click();
  await section.getByRole("button", { name: `Use “${video.title}”` }).click();
  await expect(section.getByText("Shown on your card")).toBeVisible();
  await expect(section.getByText(video.title)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shoot(advisor, "editor-section");

  const visitorContext = await browser.newContext({ baseURL, viewport: DESKTOP });
  // This visitor already answered the invite popup (its own test below): it stays out of the card's screenshots.
  await visitorContext.addInitScript(() => window.localStorage.setItem("kora.invite-request", "dismissed"));
  const visitor = await visitorContext.newPage();
  await visitor.goto(card.link);
  await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const play = visitor.getByRole("button", { name: /Play Vida's video message/ });
  await expect(play).toBeVisible();
  await expect(play.locator("img")).toHaveJSProperty("complete", true);
  await shoot(visitor, "card-with-video");
  await play.click();
  const player = visitor.getByTestId("card-video");
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  // Only that video: the owner's library stays private.
  expect((await visitor.request.get(`/api/v/${video.slug}/video`)).status()).toBe(404);
  await visitor.context().close();
  await advisor.context().close();
});

test("a signed-out visitor gets the invite popup after 7 seconds, and the request reaches the team's mailbox", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  // The test moves the page's clock on rather than sit out the popup's delay.
  await holdTimers(context);
  const page = await context.newPage();
  await page.goto("/search");
  // Hydrated: the page knows the visitor is signed out and has set the popup's timer.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const popup = page.getByRole("dialog", { name: "Get an invite" });
  await passTime(page, 5_000);
  await expect(popup).toHaveCount(0);
  // Shown by 11 s (give or take a second of the page's own time).
  await passTime(page, 6_000);
  await expect(popup).toBeVisible({ timeout: 1_000 });
  // It takes no focus: the page keeps it.
  expect(await page.evaluate(() => document.activeElement?.closest("[data-testid='invite-request']") === null)).toBe(true);
  await shoot(page, "invite-popup");

  const email = `invitee.${Date.now()}@example.com`;
  await popup.getByLabel("First name").fill("Iris");
  await popup.getByLabel("Email").fill(email);
  await popup.getByRole("button", { name: "Request an invite" }).click();
  const sent = page.getByRole("dialog", { name: "Your request is in" });
  await expect(sent).toContainText(email);
  await shoot(page, "invite-popup-sent");
  await expect
    .poll(async () => {
      const mails = (
        (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(STAFF)}`)).json()) as {
          data: { subject: string; text: string }[];
        }
      ).data;
      return mails.some((mail) => mail.subject === "Request an invite: message from Iris" && mail.text.includes(email));
    })
    .toBe(true);

  // Sent: not again on this browser.
  await sent.getByRole("button", { name: "Close" }).first().click();
  await page.goto("/how-it-works");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await passTime(page, 8_000);
  await expect(page.getByTestId("invite-request")).toHaveCount(0);
  await page.context().close();
});

test("an advisor opens a learner's ratings from their booking request", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Rhea", "Rater");
  const learner = await freshPerson(browser, baseURL!, "Leo", "Learner");
  await saveCard(learner, CARD_PAYS);
  const [paymentMethodId] = await savedCardIds(learner);
  const [first, second] = await freeTimes(learner, card.id, (await serverNow()) + 24 * 3_600_000);
  // A first session, held: the advisor rates the learner afterwards.
  const earlier = await requestSession(learner, card, first!, paymentMethodId!, "exact");
  const confirmed = await confirmAs(advisor, earlier.id, earlier.bookingTimesSuggested[0]!.timestampUtc);
  await sessionTookPlace(confirmed);
  const done = await learner.request.post(`/api/bookings/${confirmed.id}/complete`, { data: {} });
  expect(done.ok(), await done.text()).toBe(true);
  const rated = await advisor.request.post(`/api/bookings/${confirmed.id}/review`, {
    data: { rating: 4, comments: "Came prepared with clear questions." },
  });
  expect(rated.ok(), await rated.text()).toBe(true);
  // Then a new request from the same learner.
  const requested = await requestSession(learner, card, second!, paymentMethodId!, "exact");

  // The learner never sees it (the API refuses a learner-side viewer; here: not the booking's advisor, no link).
  await learner.goto(`/my-kora/bookings/${requested.id}`);
  await expect(learner.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(learner.getByRole("link", { name: /Learner rating/ })).toHaveCount(0);

  await advisor.goto(`/my-kora/bookings/${requested.id}`);
  const link = advisor.getByRole("link", { name: /Learner rating/ });
  await expect(link).toContainText("★ 4.0 (1)");
  await shoot(advisor, "request-learner-rating");
  await link.click();
  await expect(advisor).toHaveURL(new RegExp(`/my-kora/learners/${requested.learnerId}/ratings$`));
  await expect(advisor.getByRole("heading", { level: 1, name: "Leo's ratings" })).toBeVisible();
  await expect(advisor.getByRole("list", { name: "Ratings" })).toContainText("Came prepared with clear questions.");
  await shoot(advisor, "learner-ratings");
  await learner.context().close();
  await advisor.context().close();
});
