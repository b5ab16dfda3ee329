import { expect, test, type Page } from "./support/test.ts";
import { cardAction, cardBody, createCard, signInReviewer, uniqueTitle } from "./cards.fixtures.ts";
import { expectVideoFlowing, guestPage, inCall, joinCall, meetingPerson, PHONE, shoot } from "./meeting.fixtures.ts";
import { openPreview } from "./meeting-media.ts";

/**
 * A card's instant meeting (core §2 "instant-meeting" under a card): /advisors/:userSlug/:cardSlug/instant-meeting
 * opens the card's advisor's personal room. A guest gives a first name and knocks (the advisor sees which
 * card), the advisor walks in as host; a placeholder stays signed in there (core §2); a draft leads nowhere.
 */

/** A fresh advisor with a published marketplace card (approved by the demo reviewer): the card's page path and title. */
async function advisorWithCard(page: Page, browser: Parameters<typeof signInReviewer>[0], baseURL: string) {
  const title = uniqueTitle("Pricing clinic");
  const card = await createCard(page, cardBody(title));
  const published = await cardAction(page, card.id, "publish");
  if (published.status === "awaiting-review") {
    const reviewer = await signInReviewer(browser, baseURL);
    await cardAction(reviewer, card.id, "approve");
    await reviewer.context().close();
  }
  return { link: card.link, title, slug: card.user.slug };
}

test("a guest opens a card's meeting link, gives a first name and knocks; the advisor sees the card, admits, and both are in", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const advisor = await meetingPerson(browser, baseURL!, "Hana", "Host", { advisor: true });
  const { link, title } = await advisorWithCard(advisor, browser, baseURL!);

  // My cards gives the advisor the card's meeting link to share.
  await advisor.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  await advisor.goto("/my-kora/kora-cards");
  const item = advisor.getByRole("listitem", { name: title });
  await item.getByRole("button", { name: "Copy meeting link" }).click();
  await expect(item.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await advisor.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${new URL(baseURL!).origin}${link}/instant-meeting`);
  await shoot(advisor, "card-instant-meeting-my-cards", PHONE.width);
  const path = new URL(copied).pathname;

  // The advisor opens their own card's link: the host of their personal room, straight in.
  await openPreview(advisor, path);
  await expect(advisor.getByText("Your instant meeting")).toBeVisible();
  await joinCall(advisor, path);

  // A guest: the card and its advisor head the preview; a first name, then Ask to join.
  const guest = await guestPage(browser, baseURL!);
  await openPreview(guest, path);
  await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(guest.getByText("with Hana Host")).toBeVisible();
  await expect(guest.getByRole("button", { name: "Ask to join" })).toBeVisible();
  await shoot(guest, "card-instant-meeting-preview", 1280);
  await shoot(guest, "card-instant-meeting-preview", PHONE.width);
  await joinCall(guest, path, { firstName: "Gina", knock: true });
  await expect(guest.getByRole("heading", { name: "Waiting for Hana to let you in…" })).toBeVisible({ timeout: 10_000 });

  // The advisor's knock notice names the card the guest came from.
  const waiting = advisor.getByRole("list", { name: "Waiting to join" });
  await expect(waiting.getByRole("listitem")).toHaveText([new RegExp(`Gina.*About '${title}'`)]);
  await shoot(advisor, "card-instant-meeting-knock", 1280);
  await waiting.getByRole("button", { name: "Admit Gina" }).click();
  await expect(inCall(guest)).toBeVisible({ timeout: 10_000 });
  await expectVideoFlowing(guest, 1);
  await expectVideoFlowing(advisor, 1);
  await expect(advisor.getByRole("figure", { name: "Gina" })).toBeVisible();

  for (const page of [advisor, guest]) await page.context().close();
});

test("a placeholder guest stays signed in on a card's meeting page", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const advisor = await meetingPerson(browser, baseURL!, "Hana", "Host", { advisor: true });
  const { link } = await advisorWithCard(advisor, browser, baseURL!);
  const path = `${link}/instant-meeting`;
  await joinCall(advisor, path);

  const guest = await guestPage(browser, baseURL!);
  await joinCall(guest, path, { firstName: "Gina", knock: true });
  await expect(guest.getByRole("heading", { name: "Waiting for Hana to let you in…" })).toBeVisible({ timeout: 10_000 });
  const me = async () => (await guest.request.get("/api/me")).json() as Promise<{ data: { id: string; isPlaceholder: boolean } }>;
  const before = (await me()).data;
  expect(before.isPlaceholder).toBe(true);

  // Opened again (the route guard runs on every navigation), the page keeps them: same guest, name remembered.
  await openPreview(guest, path);
  await expect(guest).toHaveURL(new RegExp(`${path}$`));
  await expect(guest.getByLabel("Your first name")).toHaveValue("Gina");
  expect((await me()).data).toMatchObject({ id: before.id, isPlaceholder: true });

  for (const page of [advisor, guest]) await page.context().close();
});

test("a draft card's meeting link, or a card under another advisor's name, shows the room can't be found", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const advisor = await meetingPerson(browser, baseURL!, "Hana", "Host", { advisor: true });
  const draft = await createCard(advisor, cardBody(uniqueTitle("Drafting")));
  expect(draft.status).toBe("draft");
  const other = await meetingPerson(browser, baseURL!, "Omar", "Other", { advisor: true });
  const { link } = await advisorWithCard(other, browser, baseURL!);
  const cardSlug = link.split("/").at(-1)!;

  const guest = await guestPage(browser, baseURL!);
  for (const path of [`${draft.link}/instant-meeting`, `/advisors/${draft.user.slug}/${cardSlug}/instant-meeting`]) {
    await guest.goto(path);
    await expect(guest.getByRole("heading", { name: "We couldn't find this room" })).toBeVisible();
  }
  await shoot(guest, "card-instant-meeting-not-found", 1280);
  await shoot(guest, "card-instant-meeting-not-found", PHONE.width);
  // Its owner is told the same: a draft's link leads nowhere until it is live.
  await advisor.goto(`${draft.link}/instant-meeting`);
  await expect(advisor.getByRole("heading", { name: "We couldn't find this room" })).toBeVisible();

  for (const page of [advisor, other, guest]) await page.context().close();
});
