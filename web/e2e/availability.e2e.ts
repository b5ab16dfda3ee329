import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { availabilitySettingsSchema } from "@kora/shared/contracts/availability.ts";
import { bookingDtoSchema, type BookingDto } from "@kora/shared/contracts/bookings.ts";
import { cardSummarySchema, type CardSummary } from "@kora/shared/contracts/cards.ts";
import { signInAs } from "./fixtures.ts";

/** Seeded demo accounts (api/src/seed/demo.ts): Maya works weekdays 9–5 in Sydney; Lena learns from Berlin. */
const PASSWORD = "KoraDemo2026!";
const MAYA = "maya.patel@demo.kora.local";
const LENA = "lena.schmidt@demo.kora.local";
const SHOTS = "artifacts/screenshots";
mkdirSync(SHOTS, { recursive: true });

const toasts = (page: Page) => page.getByRole("status", { name: "Notifications" });
const grid = (page: Page) => page.getByRole("grid", { name: "Standard working hours" });
const cell = (page: Page, name: string) => grid(page).getByRole("gridcell", { name, exact: true });

async function demoPage(browser: Browser, baseURL: string, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 600 ? 812 : 900 } });
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).ok(), `log in as ${email}`).toBe(true);
  return page;
}

/** Presses the mouse on `from`, moves over to `to` in steps (as a hand would), and lets go. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

const selected = (page: Page, names: string[]) => Promise.all(names.map((name) => expect(cell(page, name)).toHaveAttribute("aria-selected", "true")));
const notSelected = (page: Page, names: string[]) => Promise.all(names.map((name) => expect(cell(page, name)).toHaveAttribute("aria-selected", "false")));

test("an advisor sets working hours by dragging and with the keyboard, saves, and finds them after a reload", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "Greta", "Hoffmann");
  await page.goto("/my-kora/my-calendar");
  await expect(page).toHaveURL(/\/my-kora\/my-calendar\/working-hours$/);
  await expect(page.getByRole("heading", { level: 1, name: "Working hours" })).toBeVisible();
  await expect(page.getByText(/^Times in [\w/]+ \(\w+[+-]?[\d:]*\)\.$/).first()).toBeVisible();

  // Mouse: paint Monday 9 am–5 pm, then copy it to the other weekdays.
  await grid(page).evaluate((element) => element.parentElement!.scrollIntoView({ block: "center" }));
  await drag(page, cell(page, "Monday 9 am to 9:30 am"), cell(page, "Monday 4:30 pm to 5 pm"));
  await selected(page, ["Monday 9 am to 9:30 am", "Monday 12 pm to 12:30 pm", "Monday 4:30 pm to 5 pm"]);
  await notSelected(page, ["Monday 8:30 am to 9 am", "Monday 5 pm to 5:30 pm", "Tuesday 9 am to 9:30 am"]);
  await page.getByRole("button", { name: "Copy Monday to weekdays" }).click();
  await selected(page, ["Friday 9 am to 9:30 am", "Friday 4:30 pm to 5 pm"]);
  await notSelected(page, ["Saturday 9 am to 9:30 am"]);

  // Dragging from a chosen cell clears: lunch off on Wednesday.
  await drag(page, cell(page, "Wednesday 12 pm to 12:30 pm"), cell(page, "Wednesday 12:30 pm to 1 pm"));
  await notSelected(page, ["Wednesday 12 pm to 12:30 pm", "Wednesday 12:30 pm to 1 pm"]);
  await selected(page, ["Wednesday 11:30 am to 12 pm", "Wednesday 1 pm to 1:30 pm"]);

  // Keyboard: from the focused cell, move to Saturday 10 am, toggle it, extend with Shift+Down to noon.
  await cell(page, "Wednesday 12 pm to 12:30 pm").focus();
  await expect(cell(page, "Wednesday 12 pm to 12:30 pm")).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowUp");
  await expect(cell(page, "Saturday 10 am to 10:30 am")).toBeFocused();
  await page.keyboard.press("Space");
  for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+ArrowDown");
  await expect(cell(page, "Saturday 11:30 am to 12 pm")).toBeFocused();
  await selected(page, ["Saturday 10 am to 10:30 am", "Saturday 11:30 am to 12 pm"]);
  await notSelected(page, ["Saturday 12 pm to 12:30 pm", "Sunday 10 am to 10:30 am"]);
  await page.keyboard.press("Enter");
  await notSelected(page, ["Saturday 11:30 am to 12 pm"]);
  await expect(page.getByText("40.5 hours a week")).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Dashboard" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave this page?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/working-hours$/);

  await page.getByRole("button", { name: "Save working hours" }).click();
  await expect(toasts(page).getByText("Your working hours are saved.")).toBeVisible();
  const saved = availabilitySettingsSchema.parse(((await (await page.request.get("/api/me/availability")).json()) as { data: unknown }).data);
  expect(saved.workingHours).toEqual([
    { day: 1, startMinute: 540, endMinute: 1020 },
    { day: 2, startMinute: 540, endMinute: 1020 },
    { day: 3, startMinute: 540, endMinute: 720 },
    { day: 3, startMinute: 780, endMinute: 1020 },
    { day: 4, startMinute: 540, endMinute: 1020 },
    { day: 5, startMinute: 540, endMinute: 1020 },
    { day: 6, startMinute: 600, endMinute: 690 },
  ]);

  await page.reload();
  await selected(page, ["Monday 9 am to 9:30 am", "Friday 4:30 pm to 5 pm", "Saturday 11 am to 11:30 am"]);
  await notSelected(page, ["Wednesday 12 pm to 12:30 pm", "Saturday 11:30 am to 12 pm"]);
  await expect(page.getByRole("button", { name: "Save working hours" })).toBeDisabled();

  // Booking settings and a day off round out the page.
  await page.getByLabel("Keep time free around bookings").check();
  await page.getByLabel("Buffer before and after each session").selectOption("15");
  await page.getByLabel("Monthly hours limit").fill("20");
  await page.getByRole("button", { name: "Save booking settings" }).click();
  await expect(toasts(page).getByText("You have updated your booking settings!")).toBeVisible();
  const settings = availabilitySettingsSchema.parse(((await (await page.request.get("/api/me/availability")).json()) as { data: unknown }).data);
  expect(settings).toMatchObject({ useCalendarBookingBuffer: true, bufferMinutes: 15, consultationCap: 20 });

  await page.getByLabel("First day").fill("2027-01-04");
  await page.getByLabel("Last day").fill("2027-01-08");
  await page.getByLabel("Note (only you see it)").fill("Ski week");
  await page.getByRole("button", { name: "Add days off" }).click();
  await expect(page.getByRole("list", { name: "Upcoming days off" }).getByText("Mon 4 Jan – Fri 8 Jan 2027")).toBeVisible();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.reload();
    await expect(cell(page, "Monday 9 am to 9:30 am")).toHaveAttribute("aria-selected", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/working-hours-${width}.png`, fullPage: true, animations: "disabled" });
  }
});

async function mayasPaidCard(page: Page): Promise<CardSummary> {
  const response = await page.request.get("/api/advisors/maya-patel");
  const cards = cardSummarySchema.array().parse(((await response.json()) as { data: { cards: unknown } }).data.cards);
  const card = cards.find((c) => c.status === "published" && c.rate > 0 && c.durations.length > 0);
  expect(card, "a published paid card of Maya's").toBeTruthy();
  return card!;
}

/** Goes to the next week that has free times and picks the first `count` times of its first day with times. */
async function pickTimes(page: Page, count: number): Promise<string[]> {
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

async function fillBookForm(page: Page, cardPath: string): Promise<string[]> {
  await page.goto(`${cardPath}/book`);
  await expect(page.getByRole("heading", { level: 1, name: "Book a session with Maya Patel" })).toBeVisible();
  const names = await pickTimes(page, 2);
  // Both zones are labelled on each time: Lena's (Berlin) first, Maya's (Sydney) alongside.
  for (const name of names) expect(name).toMatch(/your time \(Europe\/Berlin\) · .+ advisor \(Australia\/Sydney\)$/);
  await expect(page.getByRole("heading", { name: "Your times (2 of 3)" })).toBeVisible();
  await page.getByRole("textbox", { name: "What would you like to discuss?" }).fill("Pricing my first product: what to charge early customers and how to test it.");
  await expect(page.getByText(/^Request expires/)).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /€|A\$|£|US\$/ }).last()).toBeVisible();
  return names;
}

test("a learner requests a session with two times, paying with a test card only when confirmed", async ({ browser, baseURL }) => {
  const lena = await demoPage(browser, baseURL!, LENA, 1280);
  const card = await mayasPaidCard(lena);
  const cardPath = `/advisors/maya-patel/${card.slug}`;

  // Signed out, the book page sends the visitor to log in and back.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`${cardPath}/book`);
  await expect(visitor).toHaveURL(/\/password-free\?step=login&redirectTo=%2Fadvisors%2Fmaya-patel%2F/);
  await visitor.close();

  await fillBookForm(lena, cardPath);
  await expect(lena.getByText("You're only charged when the advisor confirms.").first()).toBeVisible();
  const paymentMethods = (await (await lena.request.get("/api/me/payment-methods")).json()) as { data: unknown[] };
  if (paymentMethods.data.length === 0) {
    await lena.getByLabel("Card number").fill("4242424242424242");
    await lena.getByLabel("Expiry").fill("1230");
    await lena.getByLabel("Security code").fill("123");
    await lena.getByRole("button", { name: "Save card" }).click();
    await expect(lena.getByRole("radio", { name: /•••• 4242/ })).toBeChecked();
  }
  await lena.evaluate(() => window.scrollTo(0, 0));
  await lena.screenshot({ path: `${SHOTS}/book-page-1280.png`, fullPage: true, animations: "disabled" });

  const small = await demoPage(browser, baseURL!, LENA, 375);
  await fillBookForm(small, cardPath);
  await small.evaluate(() => window.scrollTo(0, 0));
  await small.screenshot({ path: `${SHOTS}/book-page-375.png`, fullPage: true, animations: "disabled" });
  await small.context().close();

  await lena.getByRole("button", { name: "Send request" }).click();
  await expect(lena).toHaveURL(/\/my-kora\/bookings\/[\w-]+$/);
  await expect(toasts(lena).getByText("Request sent to Maya")).toBeVisible();
  const id = new URL(lena.url()).pathname.split("/").at(-1)!;
  const booking = bookingDtoSchema.parse(((await (await lena.request.get(`/api/bookings/${id}`)).json()) as { data: unknown }).data);
  expect(booking).toMatchObject({ status: "pending-approval", role: "learner", duration: card.durations[0], awaitingFrom: "advisor" });
  expect(booking.bookingTimesSuggested).toHaveLength(2);
  expect(booking.payment.charged).toBe(0);
  await lena.context().close();
});

/** Maya suggests two of her free times to Lena (an advisor-initiated booking). */
async function mayaSuggests(maya: Page, card: CardSummary): Promise<BookingDto> {
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString();
  const duration = card.durations[0]!;
  const slots = (await (await maya.request.get(`/api/cards/${card.id}/availability?from=${from}&to=${to}&duration=${duration}`)).json()) as { data: { startUtc: string }[] };
  expect(slots.data.length).toBeGreaterThan(8);
  const response = await maya.request.post("/api/bookings", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      cardId: card.id,
      duration,
      preferredTimes: [slots.data[2]!.startUtc, slots.data[7]!.startUtc],
      discussionTopic: "Following up on your launch plan: pricing and the first ten customers.",
      expiry: 48,
      learnerEmail: LENA,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return bookingDtoSchema.parse(((await response.json()) as { data: unknown }).data);
}

test("a learner answers an advisor's suggested times on the respond page", async ({ browser, baseURL }) => {
  const maya = await demoPage(browser, baseURL!, MAYA, 1280);
  const card = await mayasPaidCard(maya);
  const booking = await mayaSuggests(maya, card);
  const respondPath = `/advisors/maya-patel/${card.slug}/respond?booking=${booking.id}`;

  for (const width of [375, 1280]) {
    const lena = await demoPage(browser, baseURL!, LENA, width);
    await lena.goto(respondPath);
    await expect(lena.getByRole("heading", { level: 1, name: "Maya suggested a session" })).toBeVisible();
    const choices = lena.getByRole("radio", { name: /your time \(Europe\/Berlin\) · .+ advisor \(Australia\/Sydney\)$/ });
    await expect(choices).toHaveCount(2);
    await choices.first().check();
    await expect(lena.getByRole("button", { name: /^Confirm \w{3} \d+ \w{3}, / })).toBeEnabled();
    await lena.evaluate(() => window.scrollTo(0, 0));
    await lena.screenshot({ path: `${SHOTS}/respond-page-${width}.png`, fullPage: true, animations: "disabled" });
    if (width === 375) {
      await lena.context().close();
      continue;
    }
    const methods = (await (await lena.request.get("/api/me/payment-methods")).json()) as { data: unknown[] };
    if (methods.data.length === 0) {
      await lena.getByLabel("Card number").fill("4242424242424242");
      await lena.getByLabel("Expiry").fill("1230");
      await lena.getByLabel("Security code").fill("123");
      await lena.getByRole("button", { name: "Save card" }).click();
    }
    await expect(lena.getByRole("radio", { name: /•••• 4242/ })).toBeChecked();
    await lena.getByRole("button", { name: /^Confirm / }).click();
    await expect(toasts(lena).getByText("Confirmed with Maya.")).toBeVisible();
    await expect(lena.getByRole("heading", { name: "This booking is confirmed" })).toBeVisible();
    const confirmed = bookingDtoSchema.parse(((await (await lena.request.get(`/api/bookings/${booking.id}`)).json()) as { data: unknown }).data);
    expect(confirmed.status).toBe("confirmed");
    const earliest = booking.bookingTimesSuggested.map((t) => t.timestampUtc).sort((a, b) => Date.parse(a) - Date.parse(b))[0]!;
    expect(Date.parse(confirmed.bookingTimeUtc!)).toBe(Date.parse(earliest));
    await lena.context().close();
  }

  // A declined one can't be confirmed any more, and offers to book again.
  const second = await mayaSuggests(maya, card);
  const cancel = await maya.request.post(`/api/bookings/${second.id}/cancel`, { data: { cancelReason: "schedule-conflict", cancelMessage: "" } });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  const lena = await demoPage(browser, baseURL!, LENA, 1280);
  await lena.goto(`/advisors/maya-patel/${card.slug}/respond?booking=${second.id}`);
  await expect(lena.getByRole("heading", { name: "This booking can't be confirmed" })).toBeVisible();
  await lena.getByRole("link", { name: "Book again" }).click();
  await expect(lena).toHaveURL(new RegExp(`/advisors/maya-patel/${card.slug}/book$`));
  await lena.context().close();
  await maya.context().close();
});

test("someone new invited by an advisor answers from the emailed link, and a declined booking offers to book again", async ({ browser, baseURL, page }) => {
  const maya = await demoPage(browser, baseURL!, MAYA, 1280);
  const card = await mayasPaidCard(maya);
  const email = `invitee.${Date.now()}@example.test`;
  const from = new Date(Date.now() + 4 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString();
  const slots = (await (await maya.request.get(`/api/cards/${card.id}/availability?from=${from}&to=${to}&duration=${card.durations[0]}`)).json()) as { data: { startUtc: string }[] };
  const created = await maya.request.post("/api/bookings", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: { cardId: card.id, duration: card.durations[0], preferredTimes: [slots.data[1]!.startUtc], discussionTopic: "An intro session to plan your songwriting year.", expiry: 72, learnerEmail: email, learnerFirstName: "Ines" },
  });
  expect(created.status(), await created.text()).toBe(201);

  let link = "";
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { data: { text: string }[] };
      link = mails.data.map((mail) => /https?:\/\/\S+\/respond\?booking=[^\s"<>]+/.exec(mail.text)?.[0] ?? "").find(Boolean) ?? "";
      return link;
    }, { message: `a respond link mailed to ${email}` })
    .not.toBe("");
  const url = new URL(link);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Maya suggested a session" })).toBeVisible();
  // The invitee was given Maya's zone, so each time reads in one zone.
  await expect(page.getByRole("radio", { name: /^\w{3} \d+ \w{3}, \d+:\d{2} [ap]m \(Australia\/Sydney\)$/ })).toHaveCount(1);
  await page.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog", { name: "Decline this booking?" });
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog.getByText("Please choose a reason.")).toBeVisible();
  await dialog.getByLabel("Reason").selectOption("no-longer-needed");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(toasts(page).getByText("You declined the booking.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "This booking can't be confirmed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book again" })).toHaveAttribute("href", `/advisors/maya-patel/${card.slug}/book`);
  await maya.context().close();
});

test("with instant booking on, a learner books one time and it is confirmed straight away", async ({ browser, baseURL }) => {
  const tom = await demoPage(browser, baseURL!, "tom.okafor@demo.kora.local", 1280);
  expect((await tom.request.put("/api/me/availability", { data: { instantBooking: true } })).ok()).toBe(true);
  const cards = cardSummarySchema.array().parse(((await (await tom.request.get("/api/advisors/tom-okafor")).json()) as { data: { cards: unknown } }).data.cards);
  const card = cards.find((c) => c.status === "published" && c.durations.length > 0)!;
  await tom.context().close();

  const lena = await demoPage(browser, baseURL!, LENA, 1280);
  await lena.goto(`/advisors/tom-okafor/${card.slug}/book`);
  await lena.getByRole("radio", { name: /Book instantly/ }).check();
  await expect(lena.getByRole("heading", { name: "Choose a time" })).toBeVisible();
  const [time] = await pickTimes(lena, 1);
  expect(time).toMatch(/advisor \(Europe\/London\)$/);
  await expect(lena.getByText(/^Request expires/)).toHaveCount(0);
  await lena.getByRole("textbox", { name: "What would you like to discuss?" }).fill("A quick review of my portfolio before interviews.");
  if (card.rate > 0) {
    await expect(lena.getByText("Your card is charged when you book: an instant booking is confirmed straight away.").first()).toBeVisible();
    const methods = (await (await lena.request.get("/api/me/payment-methods")).json()) as { data: unknown[] };
    if (methods.data.length === 0) {
      await lena.getByLabel("Card number").fill("4242424242424242");
      await lena.getByLabel("Expiry").fill("1230");
      await lena.getByLabel("Security code").fill("123");
      await lena.getByRole("button", { name: "Save card" }).click();
    }
  }
  // Someone else books that very time first: Lena is told, and the picker drops it.
  const chosen = lena.getByRole("list", { name: /^Free times on / }).getByRole("button", { pressed: true });
  const startUtc = await chosen.evaluate((button) => button.closest("li")!.dataset.start!);
  const rival = await browser.newPage({ baseURL });
  await signInAs(rival, "Rafa", "Quintero");
  if (card.rate > 0) expect((await rival.request.post("/api/me/payment-methods", { data: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" } })).ok()).toBe(true);
  const methods = ((await (await rival.request.get("/api/me/payment-methods")).json()) as { data: { id: string }[] }).data;
  const taken = await rival.request.post("/api/bookings", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: { cardId: card.id, duration: card.durations[0], preferredTimes: [startUtc], discussionTopic: "Getting in first for this slot.", instant: true, paymentMethodId: methods[0]?.id ?? null },
  });
  expect(taken.status(), await taken.text()).toBe(201);
  await rival.close();
  await lena.getByRole("button", { name: "Book instantly" }).click();
  await expect(toasts(lena).getByText("Sorry, that time is no longer available.")).toBeVisible();
  await expect(lena.locator(`li[data-start="${startUtc}"]`)).toHaveCount(0);
  await expect(lena).toHaveURL(/\/book$/);

  const other = lena.getByRole("list", { name: /^Free times on / }).getByRole("button").first();
  await other.click();
  await expect(other).toHaveAttribute("aria-pressed", "true");
  await expect(lena.getByRole("heading", { name: "Your time" })).toBeVisible();
  await lena.getByRole("button", { name: "Book instantly" }).click();
  await expect(lena).toHaveURL(/\/my-kora\/bookings\/[\w-]+$/);
  await expect(toasts(lena).getByText("Booked! Tom will see you then.")).toBeVisible();
  const id = new URL(lena.url()).pathname.split("/").at(-1)!;
  const booking = bookingDtoSchema.parse(((await (await lena.request.get(`/api/bookings/${id}`)).json()) as { data: unknown }).data);
  expect(booking).toMatchObject({ status: "confirmed", instantBooking: true });
  await lena.context().close();
});

test("an advisor gives one card its own hours and puts it back on the standard ones", async ({ browser, baseURL }) => {
  const maya = await demoPage(browser, baseURL!, MAYA, 1280);
  const card = await mayasPaidCard(maya);
  await maya.goto("/my-kora/my-calendar/working-hours");
  const hours = maya.getByRole("radiogroup", { name: `Hours for ${card.title}` });
  await expect(hours.getByRole("radio", { name: "Standard hours" })).toHaveAttribute("aria-checked", "true");
  await hours.getByRole("radio", { name: "Custom hours" }).click();
  const cardGrid = maya.getByRole("grid", { name: `Working hours for ${card.title}` });
  const saturday = cardGrid.getByRole("gridcell", { name: "Saturday 10 am to 10:30 am", exact: true });
  await saturday.scrollIntoViewIfNeeded();
  await saturday.focus();
  await maya.keyboard.press("Space");
  await maya.keyboard.press("Shift+ArrowDown");
  await maya.getByRole("button", { name: "Save card hours" }).click();
  await expect(toasts(maya).getByText(`Saved the hours for ${card.title}.`)).toBeVisible();
  const custom = (await (await maya.request.get(`/api/me/cards/${card.id}/working-hours`)).json()) as { data: { mode: string; workingHours?: unknown[] } };
  expect(custom.data.mode).toBe("custom");
  expect(custom.data.workingHours).toContainEqual({ day: 6, startMinute: 600, endMinute: 660 });

  await hours.getByRole("radio", { name: "Standard hours" }).click();
  await maya.getByRole("dialog", { name: "Use your standard hours?" }).getByRole("button", { name: "Use standard hours" }).click();
  await expect(toasts(maya).getByText(`${card.title} now uses your standard hours.`)).toBeVisible();
  const standard = (await (await maya.request.get(`/api/me/cards/${card.id}/working-hours`)).json()) as { data: { mode: string } };
  expect(standard.data.mode).toBe("standard");
  await maya.context().close();
});

test("a learner manages saved payment cards on the billing page", async ({ browser, baseURL }) => {
  const lena = await demoPage(browser, baseURL!, LENA, 1280);
  await lena.goto("/my-kora/my-details/billing");
  await expect(lena.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  const before = ((await (await lena.request.get("/api/me/payment-methods")).json()) as { data: unknown[] }).data.length;
  if (before > 0) await lena.getByRole("button", { name: "Add a card" }).click();
  await lena.getByLabel("Card number").fill("4000 0000 0000 0002");
  await lena.getByLabel("Expiry").fill("0531");
  await lena.getByLabel("Security code").fill("321");
  await lena.getByRole("button", { name: "Save card" }).click();
  await expect(toasts(lena).getByText("Card ending 0002 saved.")).toBeVisible();
  await lena.getByRole("button", { name: /^Remove .+•••• 0002/ }).click();
  await lena.getByRole("dialog", { name: "Remove this card?" }).getByRole("button", { name: "Remove card" }).click();
  await expect(toasts(lena).getByText("Card removed.")).toBeVisible();
  await expect(lena.getByText(/•••• 0002/)).toHaveCount(0);
  await lena.context().close();
});
