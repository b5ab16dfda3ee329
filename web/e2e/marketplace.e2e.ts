import { mkdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Browser, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import {
  cardDetailSchema,
  cardSearchResultSchema,
  cardSummarySchema,
  type CardDetail,
  type CardSummary,
} from "@kora/shared/contracts/cards.ts";
import { cardAction, cardBody, createCard, signInAdvisor, signInReviewer, uniqueTitle } from "./cards.fixtures.ts";
import { shot } from "./support/shots.ts";

/** Seeded demo accounts (api/src/seed/demo.ts). */
const DEMO_PASSWORD = "KoraDemo2026!";
const LEARNER = "lena.schmidt@demo.kora.local";
const ADVISOR = "maya.patel@demo.kora.local";

async function logIn(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), `log in as ${email}`).toBe(true);
}

async function search(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/cards/search?${query}`);
  expect(response.ok()).toBe(true);
  return cardSearchResultSchema.parse(await response.json());
}

async function mayasCards(request: APIRequestContext): Promise<CardSummary[]> {
  const response = await request.get("/api/advisors/maya-patel");
  return cardSummarySchema.array().parse(((await response.json()) as { data: { cards: unknown } }).data.cards);
}

/** Marketplace pages are server-rendered: wait until React has taken over the HTML before using them. */
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

const results = (page: Page) => page.getByRole("region", { name: "Search results" });
const resultTitles = (page: Page) => results(page).getByRole("heading", { level: 3 });
/** Card addresses in the order shown (titles repeat across advisors; links do not). */
const resultLinks = (page: Page) =>
  resultTitles(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The card as PUT /api/cards/:id takes it, from what GET returns. */
function cardInput(card: CardDetail, summary: string) {
  return {
    type: card.type,
    groupId: card.group?.id ?? null,
    title: card.title,
    summary,
    rate: card.rate,
    currency: card.currency,
    durations: card.durations,
    bookingSlotDuration: card.bookingSlotDuration,
    skills: card.skills,
    categoryIds: card.categoryIds,
    advisingIn: card.advisingIn,
    yearsOfExperience: card.yearsOfExperience,
    proBono: card.proBono,
    repeatOnly: card.repeatOnly,
    timezone: card.timezone,
    workHistories: card.workHistories.map(({ id: _id, ...rest }) => rest),
    qualifications: card.qualifications.map(({ id: _id, ...rest }) => rest),
    supportingLinks: card.supportingLinks.map(({ id: _id, icon: _icon, ...rest }) => rest),
  };
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a signed-out visitor searches by a skill and gets only cards with it", async ({ page, request }) => {
  const everything = await search(request, "limit=100&seed=1");
  const counts = new Map<string, number>();
  for (const card of everything.data) for (const skill of card.skills) counts.set(skill, (counts.get(skill) ?? 0) + 1);
  const [skill] = [...counts].sort((a, b) => b[1] - a[1])[0]!;

  await open(page, "/search");
  await expect(page).toHaveURL(/[?&]seed=\d+/);
  await expect(page).toHaveTitle("Find an advisor | Kora");
  await page.getByRole("textbox", { name: "Skills" }).fill(skill);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect.poll(() => param(page, "skills")).toBe(skill);

  const expected = await search(request, `skills=${encodeURIComponent(skill)}&seed=${param(page, "seed")}&limit=28`);
  expect(expected.data.length).toBeGreaterThan(0);
  expect(expected.meta.total).toBeLessThan(everything.meta.total);
  for (const card of expected.data) expect(card.skills.map((name) => name.toLowerCase())).toContain(skill.toLowerCase());
  await expect(resultTitles(page)).toHaveText(expected.data.map((card) => card.title));
  await expect(
    page.getByText(`${expected.meta.total} ${expected.meta.total === 1 ? "advisor" : "advisors"}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove filter ${skill}` })).toBeVisible();
});

test("filters live in the address: they survive a reload and back goes to the previous search", async ({ page }) => {
  await open(page, "/search");
  await page.getByRole("checkbox", { name: "5–10 years" }).check();
  await expect.poll(() => param(page, "years_of_experience")).toBe("5-10");
  await page.getByRole("checkbox", { name: "English" }).check();
  await expect.poll(() => param(page, "languages")).toBe("en");
  await page.getByRole("textbox", { name: "To" }).fill("250");
  await page.getByRole("textbox", { name: "To" }).press("Enter");
  await expect.poll(() => param(page, "to_rate")).toBe("25000");
  expect(param(page, "currency")).toBe("AUD");
  await expect(resultTitles(page).first()).toBeVisible();
  const before = await resultTitles(page).allTextContents();
  const address = page.url();

  await page.reload();
  await hydrated(page);
  expect(page.url()).toBe(address);
  await expect(page.getByRole("checkbox", { name: "5–10 years" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "English" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "To" })).toHaveValue("250");
  await expect(page.getByRole("button", { name: "Remove filter Up to A$250" })).toBeVisible();
  await expect(resultTitles(page)).toHaveText(before);

  await page.goBack();
  await expect.poll(() => param(page, "to_rate")).toBeNull();
  await expect(page.getByRole("textbox", { name: "To" })).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "English" })).toBeChecked();
});

test("the seeded order is stable across pages 1 → 2 → 1, and a shared link shows the same order", async ({ page, browser }) => {
  await open(page, "/search");
  await expect(resultTitles(page)).toHaveCount(28);
  const first = await resultLinks(page);
  await page.getByRole("link", { name: "Page 2" }).click();
  await expect.poll(() => param(page, "page")).toBe("2");
  await expect.poll(() => resultLinks(page)).not.toEqual(first);
  const second = await resultLinks(page);
  expect(second.filter((link) => first.includes(link))).toEqual([]);
  await page.getByRole("link", { name: "Page 1" }).click();
  await expect.poll(() => resultLinks(page)).toEqual(first);
  await page.goBack();
  await expect.poll(() => resultLinks(page)).toEqual(second);

  const other = await browser.newPage();
  await open(other, page.url());
  await expect(resultTitles(other)).toHaveCount(second.length);
  expect(await resultLinks(other)).toEqual(second);
  await other.close();
});

test("a learner saves a card, finds it in favourites and unsaves it", async ({ page }) => {
  await logIn(page.request, LEARNER);
  await open(page, "/search");
  const title = (await resultTitles(page).first().textContent())!;
  await resultTitles(page).first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} with .+ \\| Kora$`));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/my-kora/dashboard");
  await page.getByRole("link", { name: "More" }).click();
  await expect(page).toHaveURL(/\/my-kora\/more\/favourites$/);
  await expect(page.getByRole("link", { name: "Favourites" })).toHaveAttribute("aria-current", "page");
  const saved = page.getByRole("region", { name: "Saved cards" });
  await expect(saved.getByRole("heading", { name: title })).toBeVisible();
  await saved.getByRole("button", { name: `Unsave ${title}` }).click();
  await expect(page.getByRole("heading", { name: "No favourites yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Find an advisor" })).toHaveAttribute("href", "/search");
});

test("a guest who presses Save logs in and comes back to the card", async ({ page, request }) => {
  const [card] = await mayasCards(request);
  await open(page, card!.link);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(`/password-free?step=login&redirectTo=${encodeURIComponent(card!.link)}`);
});

test("a viewer sees the live 'updated' toast when the owner edits the card, and goes home when it is unpublished", async ({
  page,
  browser,
}) => {
  await logIn(page.request, LEARNER);
  const [card] = await mayasCards(page.request);
  const subscribed = new Promise<void>((resolve) =>
    page.on("websocket", (socket) =>
      socket.on("framereceived", (frame) => String(frame.payload).includes(`"subscribed","channel":"card.${card!.id}"`) && resolve()),
    ),
  );
  await open(page, card!.link);
  await expect(page.getByRole("heading", { level: 1, name: card!.title })).toBeVisible();
  await subscribed;

  const owner = await browser.newContext();
  try {
    await logIn(owner.request, ADVISOR);
    const detail = cardDetailSchema.parse(((await (await owner.request.get(`/api/cards/${card!.id}`)).json()) as { data: unknown }).data);
    const sentence = `Updated live at ${Date.now()}.`;
    const put = await owner.request.put(`/api/cards/${card!.id}`, { data: cardInput(detail, `${detail.summary}\n\n${sentence}`) });
    expect(put.ok(), await put.text()).toBe(true);
    await expect(page.getByText("This card was just updated.")).toBeVisible();
    await expect(page.getByText(sentence)).toBeVisible();

    expect((await owner.request.post(`/api/cards/${card!.id}/unpublish`)).ok()).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("That card is no longer available.")).toBeVisible();
    const republished = await owner.request.post(`/api/cards/${card!.id}/publish`);
    expect(republished.ok()).toBe(true);
    expect(cardDetailSchema.parse(((await republished.json()) as { data: unknown }).data).status).toBe("published");
  } finally {
    await owner.close();
  }
});

test("an advisor's page hears their profile change on their public channel and shows it without a reload", async ({
  page,
  browser,
  baseURL,
}) => {
  const advisorContext = await browser.newContext();
  try {
    const advisor = await advisorContext.newPage();
    await signInAdvisor(advisor, "Pia", "Profile");
    // An advisor's page lists their published marketplace cards: one, through review.
    const card = await createCard(advisor, cardBody(uniqueTitle("Profile live updates")));
    await cardAction(advisor, card.id, "publish");
    const reviewer = await signInReviewer(browser, baseURL!);
    await cardAction(reviewer, card.id, "approve");
    await reviewer.context().close();
    const me = (await (await advisor.request.get("/api/me")).json()) as { data: { id: string; slug: string; publicChannel: string } };
    expect(me.data.publicChannel).toBe(`user.${me.data.id}`);
    const subscribed = new Promise<void>((resolve) =>
      page.on("websocket", (socket) =>
        socket.on(
          "framereceived",
          (frame) => String(frame.payload).includes(`"subscribed","channel":"${me.data.publicChannel}"`) && resolve(),
        ),
      ),
    );
    await page.goto(`/advisors/${me.data.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Pia Profile" })).toBeVisible();
    await subscribed;

    const place = `Hobart ${Date.now()}`;
    expect((await advisor.request.put("/api/me", { data: { location: place } })).ok()).toBe(true);
    await expect(page.getByText("This profile was just updated.")).toBeVisible();
    await expect(page.getByText(place)).toBeVisible();
    mkdirSync("artifacts/screenshots", { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await shot(page, { path: `artifacts/screenshots/advisor-profile-updated-${width}.png`, animations: "disabled" });
    }
  } finally {
    await advisorContext.close();
  }
});

test("Share gives a short link that opens the card in a fresh browser; once the card is a draft or deleted it goes home", async ({
  page,
  browser,
  baseURL,
}) => {
  // A new advisor's two cards: the first through staff review, the second published directly.
  await signInAdvisor(page, "Shay", "Sharer");
  const first = await createCard(page, cardBody(uniqueTitle("Short link card")));
  expect((await cardAction(page, first.id, "publish")).status).toBe("awaiting-review");
  const reviewer = await signInReviewer(browser, baseURL!);
  expect((await cardAction(reviewer, first.id, "approve")).status).toBe("published");
  await reviewer.context().close();
  const second = await createCard(page, cardBody(uniqueTitle("Deleted card")));
  expect((await cardAction(page, second.id, "publish")).status).toBe("published");

  /** What a visitor gets from the card page's Share button. */
  const shared = async (link: string): Promise<string> => {
    const context = await browser.newContext({ baseURL });
    const visitor = await context.newPage();
    await open(visitor, link);
    await visitor.getByRole("button", { name: "Share", exact: true }).click();
    const field = visitor.getByLabel("Short link to this card");
    await expect(field).toHaveValue(new RegExp(`^${baseURL}/c/[a-z2-9]{7}$`));
    const short = await field.inputValue();
    await context.close();
    return short;
  };
  /** Opens `url` in a browser that has never seen the card and returns where it lands. */
  const landing = async (url: string, title?: string): Promise<string> => {
    const context = await browser.newContext({ baseURL });
    const fresh = await context.newPage();
    await fresh.goto(url);
    await hydrated(fresh);
    if (title) await expect(fresh.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const path = new URL(fresh.url()).pathname;
    await context.close();
    return path;
  };

  const firstLink = await shared(first.link);
  const secondLink = await shared(second.link);
  expect(secondLink).not.toBe(firstLink);
  expect(await landing(firstLink, first.title)).toBe(first.link);
  expect(await landing(secondLink, second.title)).toBe(second.link);

  expect((await cardAction(page, first.id, "unpublish")).status).toBe("draft");
  expect((await page.request.delete(`/api/cards/${second.id}`)).status()).toBe(204);
  expect(await landing(firstLink)).toBe("/");
  expect(await landing(secondLink)).toBe("/");
  // The owner still reaches their draft by its link.
  await page.goto(firstLink);
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(first.link);
});

test("lookups that fail show the spec's messages on the 404 page", async ({ page, browser }) => {
  await open(page, "/advisors/nobody-by-this-name");
  await expect(page.getByRole("heading", { name: "Advisor not found." })).toBeVisible();
  await open(page, "/advisors/maya-patel/no-such-card");
  await expect(page.getByRole("heading", { name: "Kora Card not found." })).toBeVisible();

  const owner = await browser.newContext();
  try {
    await logIn(owner.request, ADVISOR);
    const created = await owner.request.post("/api/cards", {
      data: {
        type: "marketplace",
        title: `Card to delete ${Date.now()}`,
        summary: "A card made to be deleted by the end-to-end tests. ".repeat(8).trim(),
        rate: 2000,
        currency: "AUD",
        durations: [30],
        skills: ["Testing", "Deleting"],
        categoryIds: ["cat-startups"],
        advisingIn: ["en"],
        yearsOfExperience: "5-10",
        timezone: "Australia/Sydney",
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const card = cardDetailSchema.parse(((await created.json()) as { data: unknown }).data);
    expect((await owner.request.delete(`/api/cards/${card.id}`)).ok()).toBe(true);
    await open(page, `/advisors/maya-patel/${card.slug}`);
    await expect(page.getByRole("heading", { name: "Kora Card has been deleted." })).toBeVisible();
  } finally {
    await owner.close();
  }
});

const SHOTS = "artifacts/screenshots";

/** A full-page picture, cut at `maxHeight` (a page of 28 tiles at 375 px is 16,000 px tall). */
async function shoot(
  page: Page,
  name: string,
  width: number,
  { fullPage = true, maxHeight }: { fullPage?: boolean; maxHeight?: number } = {},
) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  const clip = maxHeight
    ? { x: 0, y: 0, width, height: Math.min(maxHeight, await page.evaluate(() => document.documentElement.scrollHeight)) }
    : undefined;
  await shot(page, { path: `${SHOTS}/marketplace-${name}-${width}.png`, fullPage, clip, animations: "disabled" });
}

/** What is on screen once `target` is scrolled to the top of the viewport. */
async function shootAt(page: Page, target: ReturnType<Page["getByRole"]>, name: string, width: number) {
  await target.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96));
  await settled(page);
  await shot(page, { path: `${SHOTS}/marketplace-${name}-${width}.png`, animations: "disabled" });
}

/** Gives Maya's card supporting links to every kind of site, so the card page shows each icon. */
async function addSupportingLinks(browser: Browser, cardId: string) {
  const owner = await browser.newContext();
  try {
    await logIn(owner.request, ADVISOR);
    const detail = cardDetailSchema.parse(((await (await owner.request.get(`/api/cards/${cardId}`)).json()) as { data: unknown }).data);
    const supportingLinks = [
      { link: "https://github.com/maya-demo", title: "Code samples", description: "Small projects from my workshops." },
      { link: "https://www.linkedin.com/in/maya-demo", title: "LinkedIn", description: "" },
      { link: "https://www.youtube.com/@maya-demo", title: "Talks", description: "Recordings of conference talks." },
      { link: "https://scholar.google.com/citations?user=maya", title: "Publications", description: "" },
      { link: "https://example.com/articles/first-steps", title: "First steps article", description: "A short guide to getting started." },
    ];
    const put = await owner.request.put(`/api/cards/${cardId}`, { data: { ...cardInput(detail, detail.summary), supportingLinks } });
    expect(put.ok(), await put.text()).toBe(true);
  } finally {
    await owner.close();
  }
}

for (const width of [375, 1280] as const) {
  test.describe(`screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });

    test("search, card, advisor and favourites", async ({ page, browser }) => {
      mkdirSync(SHOTS, { recursive: true });
      await open(page, "/search");
      await expect(resultTitles(page)).toHaveCount(28);
      await expect(page.getByRole("heading", { name: "Explore categories" })).toBeVisible();
      await shoot(page, "search", width, { maxHeight: width < 600 ? 2400 : 1800 });
      await shootAt(page, page.getByRole("navigation", { name: "Search result pages" }), "search-pager", width);
      await shootAt(page, page.getByRole("heading", { name: "Explore categories" }), "search-explore", width);

      await open(page, "/search?category=cat-health&years_of_experience=5-10,10-20&languages=en&seed=7");
      await expect(page.getByRole("button", { name: "Remove filter Health & Wellbeing" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Explore categories" })).toHaveCount(0);
      await shoot(page, "search-filtered", width);
      if (width < 600) {
        await page.getByRole("button", { name: /^Filters/ }).click();
        await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
        await shot(page, { path: `${SHOTS}/marketplace-filter-sheet-${width}.png`, animations: "disabled" });
        await page.getByRole("button", { name: /^Show \d+ advisors?$/ }).click();
        await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
      }

      await open(page, "/search?query=zzzz-nothing-like-this&seed=7");
      await expect(page.getByRole("heading", { name: /No advisors match/ })).toBeVisible();
      await shoot(page, "search-empty", width, { fullPage: false });

      await logIn(page.request, LEARNER);
      const [card, second] = await mayasCards(page.request);
      await addSupportingLinks(browser, card!.id);
      await open(page, card!.link);
      await expect(page.getByRole("link", { name: /Code samples/ })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: card!.title })).toBeVisible();
      await expect(page.getByRole("heading", { name: "More advisors like this" })).toBeVisible();
      await shoot(page, "card", width);

      // No reviews can exist yet (they come with bookings), so to look at the reviews layout the
      // answers are rewritten in the browser: this picture checks drawing, not data. (The card itself
      // comes inside the server-rendered page, so only the reviews, fetched by the browser, are rewritten.)
      await page.route(
        (url) => url.pathname === `/api/cards/${card!.id}/reviews`,
        (route) =>
          route.fulfill({
            json: {
              data: [5, 4, 4.5, 3, 5].map((rating, index) => ({
                id: `r${index}`,
                rating,
                comments: index === 3 ? null : "Clear, practical and kind. I left with three things to do this week.",
                createdAt: `2026-11-${10 + index}T09:00:00.000Z`,
                createdBy: { firstName: ["Ana", "Ben", "Chen", "Dara", "Eli"][index], avatarUrl: null },
              })),
              meta: { total: 7, page: 1, limit: 5, pages: 2 },
            },
          }),
      );
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("button", { name: /Show more reviews/ })).toBeVisible();
      await shootAt(page, page.getByRole("heading", { name: "Reviews" }), "card-reviews", width);
      await page.unrouteAll();

      await open(page, "/advisors/maya-patel");
      await expect(page.getByRole("heading", { level: 1, name: "Maya Patel" })).toBeVisible();
      await shoot(page, "advisor", width);

      for (const saved of [card!, second!]) expect((await page.request.post(`/api/cards/${saved.id}/favourite`)).ok()).toBe(true);
      await page.goto("/my-kora/more/favourites");
      await expect(page.getByRole("region", { name: "Saved cards" }).getByRole("heading", { level: 3 })).toHaveCount(2);
      await shoot(page, "favourites", width);
      for (const saved of [card!, second!]) expect((await page.request.delete(`/api/cards/${saved.id}/favourite`)).ok()).toBe(true);

      await open(page, "/advisors/maya-patel/no-such-card");
      await expect(page.getByRole("heading", { name: "Kora Card not found." })).toBeVisible();
      await shoot(page, "card-not-found", width, { fullPage: false });
    });
  });
}
