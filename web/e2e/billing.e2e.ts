import { type Browser, CLOCK, expect, serverNow, test } from "./support/test.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { pickTimes, toasts } from "./booking-request.fixtures.ts";
import { signInAdvisor } from "./cards.fixtures.ts";
import {
  advisorWithPaidCard,
  bookingAs,
  CARD_NEEDS_BANK_CHECK,
  CARD_PAYS,
  confirmAs,
  DESKTOP,
  freeTimes,
  freshPerson,
  moveBookingIntoThePast,
  receiptsOf,
  requestSession,
  saveCardOnBillingPage,
  savedCardIds,
  shoot,
} from "./billing.fixtures.ts";

/** Payments (public-site §4.1, §9.1) on the built-in test ledger: cards in Billing, charges on confirmation, the bank's check, refunds, receipts, payouts. */

const BILLING = "/my-kora/my-details/billing";
/** Every new account's sign-up credit in its currency (AUD here: core §9, "others 20"). */
const SIGN_UP_CREDIT = 2000;
const MINUTE = 60_000;

/**
 * An advisor's paid card and a fresh learner with the test card saved (through the API), and a session
 * on it starting within the hour — at least 3 minutes away, so it is still ahead when confirmed —
 * requested and confirmed.
 */
async function confirmedWithinTheHour(browser: Browser, baseURL: string, advisorName: [string, string], learnerName: [string, string]) {
  const { advisor, card } = await advisorWithPaidCard(browser, baseURL, ...advisorName);
  const learner = await freshPerson(browser, baseURL, ...learnerName);
  const year = new Date(await serverNow()).getUTCFullYear() + 3;
  const saved = await learner.request.post("/api/me/payment-methods", {
    data: { number: CARD_PAYS, expMonth: 12, expYear: year, cvc: "123" },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const [cardId] = await savedCardIds(learner);
  const now = await serverNow();
  const start = (await freeTimes(learner, card.id, now)).find((t) => Date.parse(t) - now > 3 * MINUTE && Date.parse(t) - now < 55 * MINUTE);
  expect(start, "a free time within the hour").toBeTruthy();
  const requested = await requestSession(learner, card, start!, cardId!, "exact");
  const confirmed = await confirmAs(advisor, requested.id, start!);
  return { advisor, learner, requested, confirmed };
}

test(
  "a learner saves a card in Billing, is charged when the advisor confirms, and finds a printable receipt",
  CLOCK,
  async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Ava", "Brennan");
    const learner = await freshPerson(browser, baseURL!, "Noah", "Fischer");
    await saveCardOnBillingPage(learner, CARD_PAYS);
    await expect(learner.getByRole("region", { name: "Receipts" }).getByText("No receipts yet.", { exact: false })).toBeVisible();

    // The request, through the book page: the saved card is chosen by itself.
    await learner.goto(card.bookLink);
    await expect(learner.getByRole("heading", { level: 1, name: "Book a session with Ava Brennan" })).toBeVisible();
    await pickTimes(learner, 1);
    await learner
      .getByRole("textbox", { name: "What would you like to discuss?" })
      .fill("Pricing my first product: what to charge early customers and how to test it.");
    await expect(learner.getByText("You're only charged when the advisor confirms.").first()).toBeVisible();
    await expect(learner.getByRole("radio", { name: /•••• 4242/ })).toBeChecked();
    await learner.getByRole("button", { name: "Send request" }).click();
    await expect(learner).toHaveURL(/\/my-kora\/bookings\/[\w-]+$/);
    const id = new URL(learner.url()).pathname.split("/").at(-1)!;
    const requested = await bookingAs(learner, id);
    expect(requested.payment).toMatchObject({ status: "card-saved", charged: 0 });
    const { price } = requested;
    const money = (minor: number) => formatMoney(minor, price.currency);

    // The advisor confirms (through the API, as booking-request's spec does the UI); the charge is taken then, never before.
    // A new learner's sign-up credit (A$20) pays first; the card pays the rest.
    const confirmed = await confirmAs(advisor, id, requested.bookingTimesSuggested[0]!.timestampUtc);
    expect(confirmed.payment).toMatchObject({ status: "charged", charged: price.total, credit: SIGN_UP_CREDIT });
    // No payout details yet: My details says what waits on them — a session now, no longer a request.
    await advisor.goto("/my-kora/my-details");
    await expect(
      advisor.getByText("You have a paid session to be paid for. Add your payout details so you're paid for the session."),
    ).toBeVisible();
    await shoot(advisor, "my-details-payout-due");
    // The booking's Payment section says the same: the payout comes once the details are in.
    await advisor.goto(`/my-kora/bookings/${id}`);
    await expect(
      advisor
        .getByRole("region", { name: "Payment" })
        .getByText("You're paid about a week after the session is completed, once you add your payout details."),
    ).toBeVisible();
    await shoot(advisor, "booking-payout-waits");
    const onCard = price.total - SIGN_UP_CREDIT;
    await learner.reload();
    const payment = learner.getByRole("region", { name: "Payment", exact: true });
    await expect(payment.getByText("Paid", { exact: true })).toBeVisible();
    await expect(payment.getByRole("term").filter({ hasText: "Charged to your card" })).toBeVisible();
    await expect(payment.getByRole("definition").filter({ hasText: money(onCard) })).toBeVisible();
    await expect(payment.getByRole("term").filter({ hasText: "Paid with your credit" })).toBeVisible();
    await expect(payment.getByRole("definition").filter({ hasText: money(SIGN_UP_CREDIT) })).toBeVisible();
    await expect(learner.getByText("Payment needed", { exact: false })).toHaveCount(0);

    // Billing → Receipts: the payment, and its receipt with the fee breakdown.
    await learner.goto(BILLING);
    const receipts = learner.getByRole("region", { name: "Receipts" });
    const row = receipts.getByRole("row").filter({ hasText: `${card.title} with Ava Brennan` });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(2)).toHaveText("Payment");
    await expect(row.getByRole("cell").nth(3)).toHaveText(money(onCard));
    await expect(row.getByRole("cell").nth(4)).toHaveText(money(price.adminFee + price.privateCardFee));
    await expect(row.getByRole("cell").nth(5)).toHaveText("Paid");
    await expect(
      learner.getByRole("region", { name: "Next payment" }).getByText("Nothing to pay right now.", { exact: false }),
    ).toBeVisible();
    await shoot(learner, "billing-page");

    await row.getByRole("link", { name: /^View payment receipt, / }).click();
    await expect(learner).toHaveURL(/\/my-kora\/my-details\/billing\/receipts\/[\w-]+$/);
    const receipt = learner.getByRole("article", { name: "Payment receipt" });
    await expect(receipt.getByRole("heading", { level: 1, name: "Payment receipt" })).toBeVisible();
    await expect(receipt.getByRole("row", { name: /^Session fee \(30 min\)/ })).toContainText(money(price.advisorFee));
    await expect(receipt.getByRole("row", { name: /^Admin fee \(\d+(\.\d+)?%\)/ })).toContainText(money(price.adminFee));
    await expect(receipt.getByRole("row", { name: /^Session total/ })).toContainText(money(price.total));
    await expect(receipt.getByRole("row", { name: /^Paid with credit/ })).toContainText(`−${money(SIGN_UP_CREDIT)}`);
    await expect(receipt.getByRole("row", { name: /^Charged to your card/ })).toContainText(money(onCard));
    expect(price.advisorFee + price.adminFee + price.privateCardFee).toBe(price.total);
    await expect(receipt.getByText(`${card.title}, with Ava Brennan`)).toBeVisible();
    await expect(learner.getByRole("button", { name: "Print" })).toBeVisible();
    await shoot(learner, "receipt-page");

    await learner.context().close();
    await advisor.context().close();
  },
);

test("a card the bank wants to check: the learner completes the payment from the booking page", CLOCK, async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Iris", "Moreau");
  const learner = await freshPerson(browser, baseURL!, "Omar", "Haddad");
  await saveCardOnBillingPage(learner, CARD_NEEDS_BANK_CHECK);
  const [cardId] = await savedCardIds(learner);
  const [time] = await freeTimes(learner, card.id, (await serverNow()) + 2 * 24 * 60 * MINUTE);
  const requested = await requestSession(learner, card, time!, cardId!, 24);
  // What the card is asked for: the price less the sign-up credit, which paid first.
  const total = formatMoney(requested.price.total - SIGN_UP_CREDIT, requested.price.currency);

  // Confirmed, but the charge waits for the bank's check.
  const confirmed = await confirmAs(advisor, requested.id, time!);
  expect(confirmed.status).toBe("confirmed");
  expect(confirmed.payment).toMatchObject({ status: "action-required", charged: 0, credit: SIGN_UP_CREDIT });

  // Billing's Next payment asks for it and leads to the booking.
  await learner.goto(BILLING);
  const next = learner.getByRole("region", { name: "Next payment" });
  await expect(next.getByText(total)).toBeVisible();
  await expect(next.getByText(/^Pay by \d+ \w{3} \d{4}$/)).toBeVisible();
  await next.getByRole("link", { name: "Pay now" }).click();
  await expect(learner).toHaveURL(new RegExp(`/my-kora/bookings/${requested.id}$`));

  const notice = learner.getByRole("alert").filter({ hasText: "Payment needed" });
  await expect(notice).toContainText(
    /^Payment needed: Your bank asks you to confirm this payment\. Pay by .+ or the booking is cancelled\./,
  );
  const payment = learner.getByRole("region", { name: "Payment", exact: true });
  await expect(payment.getByText("Payment waiting for the bank's check")).toBeVisible();
  await shoot(learner, "booking-payment-needed");
  await notice.getByRole("button", { name: "Complete payment" }).click();
  const bank = learner.getByRole("dialog", { name: "Confirm your payment" });
  await expect(bank).toContainText(`Your bank asks you to confirm this payment of ${total}.`);
  await bank.getByRole("button", { name: "Confirm payment" }).click();

  await expect(toasts(learner).getByText("Payment complete.")).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(payment.getByText("Paid", { exact: true })).toBeVisible();
  await expect(payment.getByRole("term").filter({ hasText: "Charged to your card" })).toBeVisible();
  await expect(payment.getByRole("definition").filter({ hasText: total })).toBeVisible();
  expect((await bookingAs(learner, requested.id)).payment).toMatchObject({ status: "charged", charged: requested.price.total });

  await learner.context().close();
  await advisor.context().close();
});

test("a learner who cancels within 24 hours is told plainly that nothing comes back, and why", CLOCK, async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { advisor, learner, requested } = await confirmedWithinTheHour(browser, baseURL!, ["Ines", "Moreau"], ["Tom", "Becker"]);

  await learner.goto(`/my-kora/bookings/${requested.id}`);
  await learner.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = learner.getByRole("dialog", { name: "Cancel this booking?" });
  await dialog.getByLabel("Reason").selectOption({ index: 1 });
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(learner.getByText("Booking cancelled")).toBeVisible();
  await expect(
    learner.getByText("You cancelled less than 24 hours before the start, so under the cancellation policy nothing is refunded."),
  ).toBeVisible();
  await expect(learner.getByText("Any refund is paid back within a few days.")).toHaveCount(0);
  await shoot(learner, "booking-cancelled-late");
  // The advisor's side: paid as booked.
  await advisor.goto(`/my-kora/bookings/${requested.id}`);
  await expect(
    advisor.getByText("Tom cancelled less than 24 hours before the start, so you're paid for the session as booked."),
  ).toBeVisible();
  // Their pending earnings hold it, and say that late cancellations count there.
  await advisor.goto("/my-kora/my-details/advisor-settings");
  const earnings = advisor.getByRole("region", { name: "Earnings" });
  await expect(earnings.getByText("Ended paid sessions, late cancellations included; payout scheduled or on hold")).toBeVisible();
  await expect(earnings.getByText("A$45.00")).toBeVisible();
  // And the details are due for it, though no booking is open any more.
  await expect(
    advisor
      .getByRole("region", { name: "Payouts" })
      .getByText("You have a paid session to be paid for. Add your payout details so you're paid for the session."),
  ).toBeVisible();
  await shoot(advisor, "earnings-late-cancellation");
  await learner.context().close();
  await advisor.context().close();
});

test(
  "the advisor doesn't join: the learner is refunded in full, with the reason, and gets a refund receipt",
  CLOCK,
  async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const { advisor, learner, requested, confirmed } = await confirmedWithinTheHour(
      browser,
      baseURL!,
      ["Leo", "Tanaka"],
      ["Mia", "Kowalski"],
    );
    expect(confirmed.payment).toMatchObject({ status: "charged", charged: requested.price.total, credit: SIGN_UP_CREDIT });
    await advisor.context().close();

    // The learner joins inside the window; the advisor never does.
    const joined = await learner.request.post(`/api/bookings/${requested.id}/join`);
    expect(joined.ok(), await joined.text()).toBe(true);

    // Half an hour later (see moveBookingIntoThePast), the server's attendance check settles it.
    await moveBookingIntoThePast(confirmed);
    await expect
      .poll(
        async () => {
          const booking = await bookingAs(learner, requested.id);
          return `${booking.status} / ${booking.payment.status}`;
        },
        { message: "the attendance job settles the booking", timeout: 20_000 },
      )
      .toBe("expired-advisor-no-show / refunded");

    const reason = "The advisor didn't join the session: full refund.";
    // The card's part goes back to the card, the sign-up credit back to the learner's credit.
    const onCard = requested.price.total - SIGN_UP_CREDIT;
    const total = formatMoney(onCard, requested.price.currency);
    await learner.goto(`/my-kora/bookings/${requested.id}`);
    await expect(learner.getByRole("heading", { level: 1, name: "Session with Leo Tanaka" })).toBeVisible();
    const payment = learner.getByRole("region", { name: "Payment", exact: true });
    await expect(payment.getByText("Refunded", { exact: true })).toBeVisible();
    // Both parts of the refund, said the same way on every screen (refund-split.ts).
    const refunds = payment.getByRole("list", { name: "Refunds" }).getByRole("listitem");
    await expect(refunds).toHaveCount(2);
    const refund = refunds.first();
    await expect(refund.getByText(`${total} back to your card`)).toBeVisible();
    await expect(refund.getByText(/ · refunded$/)).toBeVisible();
    await expect(refund.getByText(reason)).toBeVisible();
    const asCredit = formatMoney(SIGN_UP_CREDIT, requested.price.currency);
    await expect(refunds.nth(1)).toContainText(`${asCredit} back as credit`);
    await expect(refunds.nth(1)).toContainText("added to your credit");
    await shoot(learner, "booking-refunded");

    // Receipts: the payment and, newest first, its refund.
    const api = await receiptsOf(learner);
    expect(api.map((r) => `${r.kind} ${r.status} ${r.amount}`)).toEqual([`refund succeeded ${onCard}`, `charge succeeded ${onCard}`]);
    const credit = (await (await learner.request.get("/api/me/credit-available")).json()) as { data: { credit_available: number } };
    expect(credit.data.credit_available).toBe(SIGN_UP_CREDIT);
    await learner.goto(BILLING);
    const row = learner.getByRole("region", { name: "Receipts" }).getByRole("row").filter({ hasText: "Refund" });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(3)).toHaveText(`+${total}Money back, and ${asCredit} back as credit`);
    await expect(row.getByRole("cell").nth(5)).toHaveText("Refunded");
    await row.getByRole("link", { name: /^View refund receipt, / }).click();
    const receipt = learner.getByRole("article", { name: "Refund receipt" });
    await expect(receipt.getByRole("row", { name: /^Paid for the session/ })).toContainText(
      formatMoney(requested.price.total, requested.price.currency),
    );
    await expect(receipt.getByRole("row", { name: /^Back as credit/ })).toContainText(`+${asCredit}`);
    await expect(receipt.getByRole("row", { name: /^Refunded to your card/ })).toContainText(`+${total}`);
    await expect(receipt.getByText("Why it was refunded:")).toBeVisible();
    await expect(receipt.getByText(reason)).toBeVisible();
    await shoot(learner, "refund-receipt");

    await learner.context().close();
  },
);

test("an advisor sets up payouts: details with the terms, then a bank account, and is ready to be paid", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const advisor = await context.newPage();
  await signInAdvisor(advisor, "Zara", "Okonkwo");
  await advisor.goto("/my-kora/my-details/advisor-settings");
  await expect(advisor.getByRole("heading", { level: 1, name: "Advisor settings" })).toBeVisible();
  const payouts = advisor.getByRole("region", { name: "Payouts" });
  await expect(payouts.getByText("Not set up", { exact: true })).toBeVisible();

  // The details; the terms box left unticked first.
  const details = payouts.getByRole("form", { name: "Payout details" });
  // Payouts are set up only where paid bookings work, and the form says so.
  await expect(
    details.getByText(
      "Payouts are available in Australia, New Zealand, the UK, Sweden and Denmark, where advisors can take paid bookings.",
    ),
  ).toBeVisible();
  await expect(details.getByLabel("Country").locator("option")).toHaveText([
    "Choose your country",
    "Australia",
    "Denmark",
    "New Zealand",
    "Sweden",
    "United Kingdom",
  ]);
  await shoot(advisor, "payout-details");
  await details.getByLabel("Country").selectOption({ label: "Australia" });
  await details.getByLabel("Date of birth").fill("1990-05-17");
  await details.getByRole("button", { name: "Save payout details" }).click();
  await expect(details.getByText("You must agree to the terms and conditions.")).toBeVisible();
  const terms = details.getByRole("checkbox", { name: "I agree to the payout terms and conditions" });
  await expect(terms).toHaveAttribute("aria-invalid", "true");
  await terms.check();
  await details.getByRole("button", { name: "Save payout details" }).click();
  await expect(toasts(advisor).getByText("Your payout details are saved.")).toBeVisible();
  await expect(payouts.getByText("Waiting for details", { exact: true })).toBeVisible();
  await expect(payouts.getByRole("button", { name: "Continue to Stripe" })).toHaveCount(0);

  // The bank account, on the ledger's own form.
  const bank = payouts.getByRole("form", { name: "Bank account" });
  await expect(bank.getByLabel("Account holder")).toHaveValue("Zara Okonkwo");
  await bank.getByLabel("BSB").fill("062000");
  await bank.getByLabel("Account number").fill("000123456789");
  await bank.getByRole("button", { name: "Save bank account" }).click();
  await expect(toasts(advisor).getByText("Payouts will go to the account ending •••• 6789.")).toBeVisible();

  await expect(payouts.getByText("Ready to receive payouts", { exact: true })).toBeVisible();
  await expect(payouts.getByText("Payouts go to your bank account ending •••• 6789.")).toBeVisible();
  for (const [term, value] of [
    ["Country", "Australia"],
    ["Date of birth", "17 May 1990"],
    ["Bank account", "Ending •••• 6789"],
  ]) {
    await expect(payouts.getByRole("term").filter({ hasText: term! })).toBeVisible();
    await expect(payouts.getByRole("definition").filter({ hasText: value! })).toBeVisible();
  }
  await expect(payouts.getByRole("button", { name: "Open payout dashboard" })).toBeVisible();
  await expect(bank).toHaveCount(0);
  const account = ((await (await advisor.request.get("/api/me/payout-account")).json()) as { data: { status: string; bankLast4: string } })
    .data;
  expect(account).toMatchObject({ status: "enabled", bankLast4: "6789" });

  const earnings = advisor.getByRole("region", { name: "Earnings" });
  await expect(earnings.getByRole("term").filter({ hasText: /^Pending/ })).toBeVisible();
  await expect(earnings.getByRole("term").filter({ hasText: /^Paid/ })).toBeVisible();
  await expect(earnings.getByText("Nothing yet")).toHaveCount(2);
  const csv = earnings.getByRole("link", { name: "Download CSV" });
  await expect(csv).toHaveAttribute("href", "/api/me/earnings.csv");
  const download = await advisor.request.get("/api/me/earnings.csv");
  expect(download.ok()).toBe(true);
  expect((await download.text()).split("\n")[0]).toMatch(/^"?Date"?,"?Type"?,/);
  await shoot(advisor, "advisor-settings");
  await context.close();
});
