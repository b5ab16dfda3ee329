import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import ICAL from "ical.js";
import { CLOCK, expect, serverNow, test, type Browser, type Page } from "./support/test.ts";
import { type MailboxMessage, mailboxMessageSchema } from "@kora/shared/contracts/dev-mailbox.ts";
import { advisorWithPaidCard, bookingAs, CARD_PAYS, confirmAs, DESKTOP, freeTimes, PHONE, requestSession } from "./billing.fixtures.ts";
import { freshEmail, readCode, SIGNUP_EXTRAS } from "./fixtures.ts";

/** Issue 16, item 5: booking mails that say what happened (in the reader's zone), and Add to calendar on the booking page. */

const SHOTS = process.env.E2E_SHOTS === "1" ? fileURLToPath(new URL("../../artifacts/screenshots/booking-mails/", import.meta.url)) : null;
const DAY = 24 * 3_600_000;

/** Full-page screenshots at 375 and 1280 px when E2E_SHOTS=1. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}${name}-${viewport.width}.png`, fullPage: true, animations: "disabled" });
  }
}

/** A learner who signed up in London, with the test card saved. */
async function londonLearner(browser: Browser, baseURL: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  const email = freshEmail("olivia");
  const sent = await page.request.post("/api/password-free/verification-code", {
    data: {
      step: "signup",
      email,
      firstName: "Olivia",
      lastName: "Hart",
      type: "Learner",
      ...SIGNUP_EXTRAS,
      timezone: "Europe/London",
      country: "GB",
    },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const code = await readCode(page.request, email);
  expect((await page.request.post("/api/password-free/verify", { data: { email, code } })).ok()).toBe(true);
  const year = new Date(await serverNow()).getUTCFullYear() + 3;
  const card = await page.request.post("/api/me/payment-methods", { data: { number: CARD_PAYS, expMonth: 12, expYear: year, cvc: "123" } });
  expect(card.status(), await card.text()).toBe(201);
  return { page, email };
}

/** The newest mail to `email` whose subject matches, waiting for the outbox to deliver it. */
async function mailTo(page: Page, email: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const { data } = (await response.json()) as { data: unknown[] };
        found = data.map((raw) => mailboxMessageSchema.parse(raw)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${email} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

test(
  "booking mails state the times in the learner's zone; the booking page adds the session to a calendar",
  CLOCK,
  async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Sam", "Reed");
    const { page: learner, email } = await londonLearner(browser, baseURL!);
    const [start] = await freeTimes(learner, card.id, (await serverNow()) + 2 * DAY);
    expect(start, "a free time two days ahead").toBeTruthy();
    const london = new Intl.DateTimeFormat("en-AU", {
      timeZone: "Europe/London",
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    })
      .format(Date.parse(start!))
      .replace(/\u202f/g, " ");

    // The request mail lists the time asked for, in London's time, named.
    const methods = (await (await learner.request.get("/api/me/payment-methods")).json()) as { data: { id: string }[] };
    const requested = await requestSession(learner, card, start!, methods.data[0]!.id, 24);
    const request = await mailTo(learner, email, /^Your booking request to Sam was sent$/);
    expect(request.text).toContain(`Times you suggested: ${london} (Europe/London)`);

    // Confirmed: the time, the charge, the join link; the HTML is React Email's table layout.
    await confirmAs(advisor, requested.id, start!);
    const confirmed = await mailTo(learner, email, /^Booking confirmed with Sam for /);
    expect(confirmed.subject).toBe(`Booking confirmed with Sam for ${london} (Europe/London)`);
    expect(confirmed.text).toContain(`When: ${london} (Europe/London)`);
    expect(confirmed.text).toMatch(/Charged: A\$\d+\.\d\d/);
    expect(confirmed.text).toContain(`/my-kora/bookings/${requested.id}/join`);
    expect(confirmed.html).toContain('role="presentation"');

    const mailView = await browser.newPage({ viewport: DESKTOP });
    await mailView.setContent(confirmed.html);
    await expect(mailView.getByRole("heading", { level: 1, name: "Your session with Sam is confirmed" })).toBeVisible();
    await expect(mailView.getByRole("link", { name: "Join the call" })).toHaveAttribute("href", /\/my-kora\/bookings\/[\w-]+\/join$/);
    await shoot(mailView, "confirmation-mail");
    await mailView.close();

    // The booking page: Add to calendar with the file, Google and Outlook.
    await learner.goto(`/my-kora/bookings/${requested.id}`);
    const group = learner.getByRole("group", { name: "Add to calendar" });
    await expect(group).toBeVisible();
    await expect(group.getByRole("link", { name: "Google Calendar" })).toHaveAttribute(
      "href",
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/,
    );
    await expect(group.getByRole("link", { name: "Outlook" })).toHaveAttribute(
      "href",
      /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?subject=/,
    );
    const google = new URL((await group.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!);
    const basic = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    const booking = await bookingAs(learner, requested.id);
    expect(google.searchParams.get("dates")).toBe(`${basic(booking.bookingTimeUtc!)}/${basic(booking.endTimeUtc!)}`);

    await shoot(learner, "booking-add-to-calendar");

    // The downloaded file parses (ical.js) to the booked instant, with the booking's UID.
    const download = learner.waitForEvent("download");
    await group.getByRole("link", { name: "Download .ics" }).click();
    const ics = await readFile((await (await download).path())!, "utf8");
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toMatch(new RegExp(`^${requested.id}@`));
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.bookingTimeUtc);
  },
);
