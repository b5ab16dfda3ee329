import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import ICAL from "ical.js";
import { CLOCK, expect, serverNow, test, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { advisorWithPaidCard, bookingAs, confirmAs, DESKTOP, freeTimes, PHONE, requestSession } from "./billing.fixtures.ts";
import { londonLearner, londonTime, mailTo } from "./first-hour.fixtures.ts";

/** Booking mails (public-site §4.1): booking mails that say what happened (in the reader's zone), and Add to calendar on the booking page. */

const SHOTS = process.env.E2E_SHOTS === "1" ? fileURLToPath(new URL("../../artifacts/screenshots/booking-mails/", import.meta.url)) : null;
const DAY = 24 * 3_600_000;

/** Full-page screenshots at 375 and 1280 px when E2E_SHOTS=1. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}${name}-${viewport.width}.png`, fullPage: true, animations: "disabled" });
  }
}

test(
  "booking mails state the times in the learner's zone; the booking page adds the session to a calendar",
  CLOCK,
  async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Sam", "Reed");
    const { page: learner, email, methodId } = await londonLearner(browser, baseURL!);
    const [start] = await freeTimes(learner, card.id, (await serverNow()) + 2 * DAY);
    expect(start, "a free time two days ahead").toBeTruthy();
    const london = londonTime(Date.parse(start!));

    // The request mail lists the time asked for, in London's time, named.
    const requested = await requestSession(learner, card, start!, methodId, 24);
    const request = await mailTo(learner, email, /^Your booking request to Sam was sent$/);
    expect(request.text).toContain(`Times you suggested: ${london}`);

    // Confirmed: the time, the charge, the join link; the HTML is React Email's table layout.
    await confirmAs(advisor, requested.id, start!);
    const confirmed = await mailTo(learner, email, /^Booking confirmed with Sam for /);
    expect(confirmed.subject).toBe(`Booking confirmed with Sam for ${london}`);
    expect(confirmed.text).toContain(`When: ${london}`);
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
