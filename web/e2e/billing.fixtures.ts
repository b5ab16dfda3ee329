import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { expect, serverNow, type Browser, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { E2E_PORT } from "./support/e2e-env.ts";
import { bookingDtoSchema, type BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { receiptPageSchema, setupIntentSchema, type ReceiptDto } from "@kora/shared/contracts/payments.ts";
import { NO_SHOW_CHECK_MINUTES } from "@kora/shared/domain/bookings/lifecycle.ts";
import { signInAs } from "./fixtures.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { cardAction, cardBody, createCard, signInAdvisor, signInReviewer, uniqueTitle } from "./cards.fixtures.ts";

const MINUTE = 60_000;
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startMinute: 0, endMinute: 1440 }));

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** The test ledger's cards (TEST_CARDS): one that pays, one the bank wants confirmed. */
export const CARD_PAYS = "4242424242424242";
export const CARD_NEEDS_BANK_CHECK = "4000002760003184";

/** A fresh person signed up and signed in, in a browser context of their own. */
export async function freshPerson(browser: Browser, baseURL: string, first: string, last: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signInAs(page, first, last);
  return page;
}

/**
 * A fresh advisor in Australia with a published paid card (A$45 a half hour, 30-minute sessions), taking
 * bookings around the clock with no notice, so a session can be booked at any hour of any day, including
 * one starting within the hour. Their first marketplace card goes to review: the staff reviewer approves it.
 */
export async function advisorWithPaidCard(
  browser: Browser,
  baseURL: string,
  first: string,
  last: string,
): Promise<{ advisor: Page; card: CardDetail }> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const advisor = await context.newPage();
  await signInAdvisor(advisor, first, last);
  const hours = await advisor.request.put("/api/me/availability", {
    data: { workingHours: ALL_WEEK, minNoticeHours: 0, bufferMinutes: 0 },
  });
  expect(hours.ok(), await hours.text()).toBe(true);
  const card = await createCard(advisor, cardBody(uniqueTitle("Pricing your first product"), { rate: 4500, durations: [30] }));
  if ((await cardAction(advisor, card.id, "publish")).status === "awaiting-review") {
    const reviewer = await signInReviewer(browser, baseURL);
    expect((await cardAction(reviewer, card.id, "approve")).status).toBe("published");
    await reviewer.context().close();
  }
  return { advisor, card };
}

/**
 * Saves a test card through the billing page's card form, as a person does: the page asks
 * POST /api/me/setup-intent, which answers "ledger", so the built-in form is shown. Expiry: December, three
 * years after the server's year (valid at any clock the specs run at).
 */
export async function saveCardOnBillingPage(page: Page, number: string): Promise<void> {
  const intent = page.waitForResponse((response) => response.url().endsWith("/api/me/setup-intent"));
  await page.goto("/my-kora/my-details/billing");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  const answer = await intent;
  expect(setupIntentSchema.parse(((await answer.json()) as { data: unknown }).data).provider).toBe("ledger");
  const cards = page.getByRole("region", { name: "Payment cards" });
  await expect(cards.getByText("No saved cards yet.", { exact: false })).toBeVisible();
  const year = new Date(await serverNow()).getUTCFullYear() + 3;
  await cards.getByLabel("Card number").fill(number);
  await cards.getByLabel("Expiry").fill(`12${String(year).slice(-2)}`);
  await cards.getByLabel("Security code").fill("123");
  await cards.getByRole("button", { name: "Save card" }).click();
  const last4 = number.slice(-4);
  await expect(toasts(page).getByText(`Card ending ${last4} saved.`)).toBeVisible();
  await expect(cards.getByRole("listitem").filter({ hasText: last4 })).toContainText("Default");
}

/**
 * Saves a payment card through the API, for specs about something else (billing.e2e.ts saves one on the
 * billing page). The first card saved is the default, as on the page.
 */
export async function saveCard(page: Page, number: string): Promise<void> {
  const expYear = new Date(await serverNow()).getUTCFullYear() + 3;
  const saved = await page.request.post("/api/me/payment-methods", { data: { number, expMonth: 12, expYear, cvc: "123" } });
  expect(saved.status(), await saved.text()).toBe(201);
}

/** The signed-in person's saved cards (their ids), from the API. */
export async function savedCardIds(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/me/payment-methods");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: string }[] }).data.map((card) => card.id);
}

/** A booking as the person on `page` sees it. */
export async function bookingAs(page: Page, id: string): Promise<BookingDto> {
  const response = await page.request.get(`/api/bookings/${id}`);
  expect(response.ok(), await response.text()).toBe(true);
  return bookingDtoSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** The free half hours of `card` from `fromMs` for a day, as the learner on `page` sees them. */
export async function freeTimes(page: Page, cardId: string, fromMs: number): Promise<string[]> {
  const query = new URLSearchParams({
    from: new Date(fromMs).toISOString(),
    to: new Date(fromMs + 24 * 60 * MINUTE).toISOString(),
    duration: "30",
  });
  const response = await page.request.get(`/api/cards/${cardId}/availability?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { startUtc: string }[] }).data.map((slot) => slot.startUtc);
}

/**
 * The learner on `page` asks for one time on `card`, paying with their saved card `paymentMethodId` once confirmed.
 * `expiry`: hours, or "exact" (until the time itself: the choice for a time within the day).
 */
export async function requestSession(
  page: Page,
  card: CardDetail,
  startUtc: string,
  paymentMethodId: string,
  expiry: number | "exact",
): Promise<BookingDto> {
  const response = await page.request.post("/api/bookings", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      cardId: card.id,
      duration: 30,
      preferredTimes: [startUtc],
      discussionTopic: "How to price a first product, and how to test the price with early customers.",
      expiry,
      paymentMethodId,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return bookingDtoSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** The advisor on `page` confirms `time` (through the API: the respond page has its own spec). */
export async function confirmAs(page: Page, bookingId: string, time: string): Promise<BookingDto> {
  const response = await page.request.post(`/api/bookings/${bookingId}/confirm`, { data: { time } });
  expect(response.ok(), await response.text()).toBe(true);
  return bookingDtoSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** The signed-in person's receipts, newest first (first page). */
export async function receiptsOf(page: Page): Promise<ReceiptDto[]> {
  const response = await page.request.get("/api/me/receipts");
  expect(response.ok(), await response.text()).toBe(true);
  return receiptPageSchema.parse(await response.json()).data;
}

/**
 * The no-show spec's one step around the clock. The e2e server's clock can't be moved forward, and the
 * attendance check runs 30 minutes after a session starts; so once a real booking has been requested,
 * confirmed and charged, and the learner has really joined it (POST /join, inside its window), this moves
 * that one booking into the past in the server's database file, as if the half hour had gone by:
 *
 * - its start and end (and the confirmed time in booking_times) go back, to 31 minutes before the server's now;
 * - the learner's attendance row gets 5 minutes in the call (the advisor has none: they never joined);
 * - its `booking.attendance` job (jobs.repository.ts; scheduled by scheduleConfirmedJobs in
 *   booking-jobs.ts with payload {bookingId, startMs} and dedupe key `booking.attendance:{id}:{startMs}`)
 *   is re-keyed to the new start and made due at the new start + 30 minutes, i.e. a minute ago.
 *
 * The reminder and completion jobs keep the old start, so they find the booking moved and do nothing (as after
 * a reschedule). Nothing else is touched: the server's own job worker then runs the check as it would have,
 * and settles the booking (the spec polls the API for that). One write transaction; the server writes to the
 * same file (WAL), so this waits out its write lock (busy_timeout) rather than failing on it.
 */
export async function moveBookingIntoThePast(booking: Pick<BookingDto, "id" | "learnerId" | "bookingTimeUtc">): Promise<void> {
  const oldStart = Date.parse(booking.bookingTimeUtc!);
  const newStart = (await serverNow()) - (NO_SHOW_CHECK_MINUTES + 1) * MINUTE;
  const shift = oldStart - newStart;
  expect(shift, "the booking starts in the future before it is moved").toBeGreaterThan(0);
  const kind = "booking.attendance";
  const file = fileURLToPath(new URL(`../../data/e2e-${E2E_PORT}/kora.db`, import.meta.url));
  const db = createClient({ url: `file:${file}` });
  try {
    await db.execute("PRAGMA busy_timeout = 10000");
    const [moved, times, attendance, job] = await db.batch(
      [
        {
          sql: "update bookings set start_ms = start_ms - ?, end_ms = end_ms - ? where id = ? and start_ms = ? and status = 'confirmed'",
          args: [shift, shift, booking.id, oldStart],
        },
        {
          sql: "update booking_times set start_ms = start_ms - ? where booking_id = ? and start_ms = ?",
          args: [shift, booking.id, oldStart],
        },
        {
          sql: "update booking_attendance set seconds = 300, joined_at_ms = joined_at_ms - ?, last_seen_ms = last_seen_ms - ? where booking_id = ? and user_id = ?",
          args: [shift, shift, booking.id, booking.learnerId],
        },
        {
          sql: "update jobs set payload = ?, run_at_ms = ?, dedupe_key = ? where kind = ? and dedupe_key = ? and status = 'queued'",
          args: [
            JSON.stringify({ bookingId: booking.id, startMs: newStart }),
            newStart + NO_SHOW_CHECK_MINUTES * MINUTE,
            `${kind}:${booking.id}:${newStart}`,
            kind,
            `${kind}:${booking.id}:${oldStart}`,
          ],
        },
      ],
      "write",
    );
    expect(
      [moved, times, attendance, job].map((result) => result!.rowsAffected),
      "rows moved: booking, confirmed time, learner's attendance, attendance job",
    ).toEqual([1, 1, 1, 1]);
  } finally {
    db.close();
  }
}

/**
 * Screenshots for people to look at, not assertions: written to artifacts/screenshots/billing/ (git-ignored)
 * only when E2E_SHOTS=1, at each of `viewports` (full page, toasts dismissed), then the page's own size again.
 */
const SHOTS = process.env.E2E_SHOTS === "1" ? fileURLToPath(new URL("../../artifacts/screenshots/billing/", import.meta.url)) : null;

export async function shoot(page: Page, name: string, viewports = [PHONE, DESKTOP]): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  const dismiss = toasts(page).getByRole("button", { name: "Dismiss notification" });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    // A phone opens the page at its own width (the tab strips scroll to the current tab on load).
    if (viewport.width < 600) await page.reload({ waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}${name}-${viewport.width}.png`, fullPage: true, animations: "disabled" });
  }
  if (before) await page.setViewportSize(before);
}
