import { CLOCK, expect, serverNow, test, type Page } from "./support/test.ts";
import { bookingDtoSchema, type BookingDto } from "@kora/shared/contracts/bookings.ts";
import { cardSummarySchema, type CardSummary } from "@kora/shared/contracts/cards.ts";
import { signInAs } from "./fixtures.ts";
import {
  demoPage,
  fillBookForm,
  LENA,
  MAYA,
  mayasPaidCard,
  pickTimes,
  saveTestCardIfNone,
  SHOTS,
  toasts,
} from "./booking-request.fixtures.ts";
import { shot } from "./support/shots.ts";

/** Booking from a card: the book page, answering on the respond page, invitations, instant booking. */
test("a learner requests a session with two times, paying with a test card only when confirmed", CLOCK, async ({ browser, baseURL }) => {
  const lena = await demoPage(browser, baseURL!, LENA, 1280);
  const card = await mayasPaidCard(lena);
  const cardPath = `/advisors/maya-patel/${card.slug}`;

  // Signed out, the book page sends the visitor to sign up (most are new) and back; the Log in tab keeps the way back.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`${cardPath}/book`);
  await expect(visitor).toHaveURL(/\/password-free\?step=signup&redirectTo=%2Fadvisors%2Fmaya-patel%2F/);
  await visitor.getByRole("navigation", { name: "Log in or sign up" }).getByRole("link", { name: "Log in" }).click();
  await expect(visitor).toHaveURL(/\/password-free\?step=login&redirectTo=%2Fadvisors%2Fmaya-patel%2F/);
  await visitor.close();

  await fillBookForm(lena, cardPath);
  await expect(lena.getByText("You're only charged when the advisor confirms.").first()).toBeVisible();
  if (await saveTestCardIfNone(lena)) await expect(lena.getByRole("radio", { name: /•••• 4242/ })).toBeChecked();
  await lena.evaluate(() => window.scrollTo(0, 0));
  await shot(lena, { path: `${SHOTS}/book-page-1280.png`, fullPage: true, animations: "disabled" });

  const small = await demoPage(browser, baseURL!, LENA, 375);
  await fillBookForm(small, cardPath);
  await small.evaluate(() => window.scrollTo(0, 0));
  await shot(small, { path: `${SHOTS}/book-page-375.png`, fullPage: true, animations: "disabled" });
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
  const now = await serverNow();
  const from = new Date(now + 3 * 86_400_000).toISOString();
  const to = new Date(now + 20 * 86_400_000).toISOString();
  const duration = card.durations[0]!;
  const slots = (await (
    await maya.request.get(`/api/cards/${card.id}/availability?from=${from}&to=${to}&duration=${duration}`)
  ).json()) as { data: { startUtc: string }[] };
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

test("a learner answers an advisor's suggested times on the respond page", CLOCK, async ({ browser, baseURL }) => {
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
    await shot(lena, { path: `${SHOTS}/respond-page-${width}.png`, fullPage: true, animations: "disabled" });
    if (width === 375) {
      await lena.context().close();
      continue;
    }
    await saveTestCardIfNone(lena);
    await expect(lena.getByRole("radio", { name: /•••• 4242/ })).toBeChecked();
    await lena.getByRole("button", { name: /^Confirm / }).click();
    await expect(toasts(lena).getByText("Confirmed with Maya.")).toBeVisible();
    await expect(lena.getByRole("heading", { name: "This booking is confirmed" })).toBeVisible();
    const confirmed = bookingDtoSchema.parse(
      ((await (await lena.request.get(`/api/bookings/${booking.id}`)).json()) as { data: unknown }).data,
    );
    expect(confirmed.status).toBe("confirmed");
    const earliest = booking.bookingTimesSuggested.map((t) => t.timestampUtc).sort((a, b) => Date.parse(a) - Date.parse(b))[0]!;
    expect(Date.parse(confirmed.bookingTimeUtc!)).toBe(Date.parse(earliest));
    await lena.context().close();
  }

  // A declined one can't be confirmed any more, and offers to book again.
  const second = await mayaSuggests(maya, card);
  const cancel = await maya.request.post(`/api/bookings/${second.id}/cancel`, {
    data: { cancelReason: "schedule-conflict", cancelMessage: "" },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  const lena = await demoPage(browser, baseURL!, LENA, 1280);
  await lena.goto(`/advisors/maya-patel/${card.slug}/respond?booking=${second.id}`);
  await expect(lena.getByRole("heading", { name: "This booking can't be confirmed" })).toBeVisible();
  await lena.getByRole("link", { name: "Book again" }).click();
  await expect(lena).toHaveURL(new RegExp(`/advisors/maya-patel/${card.slug}/book$`));
  await lena.context().close();
  await maya.context().close();
});

test(
  "someone new invited by an advisor answers from the emailed link, and a declined booking offers to book again",
  CLOCK,
  async ({ browser, baseURL, page }) => {
    const maya = await demoPage(browser, baseURL!, MAYA, 1280);
    const card = await mayasPaidCard(maya);
    const email = `invitee.${Date.now()}@example.test`;
    const now = await serverNow();
    const from = new Date(now + 4 * 86_400_000).toISOString();
    const to = new Date(now + 20 * 86_400_000).toISOString();
    const slots = (await (
      await maya.request.get(`/api/cards/${card.id}/availability?from=${from}&to=${to}&duration=${card.durations[0]}`)
    ).json()) as { data: { startUtc: string }[] };
    const created = await maya.request.post("/api/bookings", {
      headers: { "Idempotency-Key": crypto.randomUUID() },
      data: {
        cardId: card.id,
        duration: card.durations[0],
        preferredTimes: [slots.data[1]!.startUtc],
        discussionTopic: "An intro session to plan your songwriting year.",
        expiry: 72,
        learnerEmail: email,
        learnerFirstName: "Ines",
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    let link = "";
    await expect
      .poll(
        async () => {
          const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
            data: { text: string }[];
          };
          link = mails.data.map((mail) => /https?:\/\/\S+\/respond\?booking=[^\s"<>]+/.exec(mail.text)?.[0] ?? "").find(Boolean) ?? "";
          return link;
        },
        { message: `a respond link mailed to ${email}` },
      )
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
  },
);

test("with instant booking on, a learner books one time and it is confirmed straight away", CLOCK, async ({ browser, baseURL }) => {
  const tom = await demoPage(browser, baseURL!, "tom.okafor@demo.kora.local", 1280);
  expect((await tom.request.put("/api/me/availability", { data: { instantBooking: true } })).ok()).toBe(true);
  const cards = cardSummarySchema
    .array()
    .parse(((await (await tom.request.get("/api/advisors/tom-okafor")).json()) as { data: { cards: unknown } }).data.cards);
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
    await expect(
      lena.getByText("Your card is charged when you book: an instant booking is confirmed straight away.").first(),
    ).toBeVisible();
    await saveTestCardIfNone(lena);
  }
  // Someone else books that very time first: Lena is told, and the picker drops it.
  const chosen = lena.getByRole("list", { name: /^Free times on / }).getByRole("button", { pressed: true });
  const startUtc = await chosen.evaluate((button) => button.closest("li")!.dataset.start!);
  const rival = await browser.newPage({ baseURL });
  await signInAs(rival, "Rafa", "Quintero");
  if (card.rate > 0)
    expect(
      (
        await rival.request.post("/api/me/payment-methods", {
          data: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" },
        })
      ).ok(),
    ).toBe(true);
  const methods = ((await (await rival.request.get("/api/me/payment-methods")).json()) as { data: { id: string }[] }).data;
  const taken = await rival.request.post("/api/bookings", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      cardId: card.id,
      duration: card.durations[0],
      preferredTimes: [startUtc],
      discussionTopic: "Getting in first for this slot.",
      instant: true,
      paymentMethodId: methods[0]?.id ?? null,
    },
  });
  expect(taken.status(), await taken.text()).toBe(201);
  await rival.close();
  await lena.getByRole("button", { name: "Book instantly" }).click();
  await expect(toasts(lena).getByText("Sorry, that time is no longer available.")).toBeVisible();
  await expect(lena.locator(`li[data-start="${startUtc}"]`)).toHaveCount(0);
  await expect(lena).toHaveURL(/\/book$/);

  const other = lena
    .getByRole("list", { name: /^Free times on / })
    .getByRole("button")
    .first();
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
