import { expect, test, type Page } from "./support/test.ts";
import { whenLive } from "./support/realtime.ts";
import { DEFAULT_WORKING_HOURS } from "@kora/shared/domain/onboarding/default-hours.ts";
import { cardAction, cardBody, createCard, fillEditor, signInAdvisor, signInReviewer, uniqueTitle } from "./cards.fixtures.ts";
import { signInAs } from "./fixtures.ts";

const toasts = (page: Page) => page.getByRole("status", { name: "Notifications" });
test.use({ viewport: { width: 1280, height: 900 } });

// The product's journey in one piece (core §4): the card an advisor writes, staff approve; a learner finds that
// very card by one of its skills, opens it and saves it.
test("advisor writes a card → staff approve it live → a learner finds it by a skill, opens it and saves it", async ({
  page,
  browser,
  baseURL,
}) => {
  const skill = `Kelp farming ${Date.now().toString(36)}`;
  const title = uniqueTitle("Seaweed startups");
  await signInAdvisor(page, "Marina", "Kelp");
  // Bookable hours, so publishing asks the usual question (with none it warns first: onboarding.e2e.ts).
  expect((await page.request.put("/api/me/availability", { data: { workingHours: DEFAULT_WORKING_HOURS } })).ok()).toBe(true);
  const live = whenLive(page);
  await page.goto("/my-kora/kora-cards/create");
  await fillEditor(page, title);
  const skills = page.getByLabel("Skills", { exact: true });
  await skills.fill(skill);
  await skills.press("Enter");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await page.getByRole("dialog", { name: "Publish this card?" }).getByRole("button", { name: "Save and publish" }).click();
  await expect(page).toHaveURL(/\/my-kora\/kora-cards$/);

  const reviewer = await signInReviewer(browser, baseURL!);
  await reviewer.goto("/my-kora/kora-cards/review");
  const queued = reviewer.getByRole("listitem", { name: title });
  await expect(queued.getByText(skill)).toBeVisible();
  // The private channel attaches 2.5 s after the app first sees the user: the event is sent once it has.
  await live();
  await queued.getByRole("button", { name: "Approve and publish" }).click();
  await reviewer.getByRole("dialog", { name: "Approve this card?" }).getByRole("button", { name: "Approve" }).click();
  await expect(toasts(page).getByText(`Your card '${title}' is approved and published.`)).toBeVisible();
  await reviewer.context().close();

  const learnerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const learner = await learnerContext.newPage();
  await signInAs(learner, "Lou", "Learner");
  await learner.goto("/search");
  await learner.getByPlaceholder("e.g. Python").fill(skill);
  await learner.getByRole("button", { name: "Add", exact: true }).click();
  const results = learner.getByRole("region", { name: "Search results" });
  await expect(results.getByRole("heading", { level: 3 })).toHaveCount(1);
  await results.getByRole("link", { name: title }).click();
  await expect(learner.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await learner.getByRole("button", { name: "Save", exact: true }).click();
  await learner.goto("/my-kora/more/favourites");
  await expect(learner.getByRole("link", { name: title })).toBeVisible();
  await learnerContext.close();
});

test("a signed-out visitor on a card page sees the live 'updated' toast when the owner edits it", async ({ page, browser, baseURL }) => {
  const ownerPage = await (await browser.newContext({ baseURL })).newPage();
  await signInAdvisor(ownerPage, "Ovid", "Owner");
  const card = await createCard(ownerPage, cardBody(uniqueTitle("Pricing clinic")));
  const published = await cardAction(ownerPage, card.id, "publish");
  const reviewer = await signInReviewer(browser, baseURL!);
  if (published.status === "awaiting-review") await cardAction(reviewer, card.id, "approve");

  const subscribed = new Promise<void>((resolve) =>
    page.on("websocket", (socket) =>
      socket.on("framereceived", (frame) => String(frame.payload).includes(`"subscribed","channel":"card.${card.id}"`) && resolve()),
    ),
  );
  await page.goto(card.link);
  await expect(page.getByRole("heading", { level: 1, name: card.title })).toBeVisible();
  await subscribed;
  const put = await ownerPage.request.put(`/api/cards/${card.id}`, {
    data: cardBody(card.title, { summary: `${cardBody(card.title).summary} Now with weekend slots.` }),
  });
  expect(put.ok()).toBe(true);
  await expect(page.getByText("This card was just updated.")).toBeVisible();
  await expect(page.getByText("Now with weekend slots.")).toBeVisible();
  await ownerPage.context().close();
  await reviewer.context().close();
});
