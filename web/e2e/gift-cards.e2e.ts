import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { mailboxMessageSchema } from "@kora/shared/contracts/dev-mailbox.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { CLOCK, expect, type Locator, serverNow, test, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { pickTimes, toasts } from "./booking-request.fixtures.ts";
import { advisorWithPaidCard, bookingAs, CARD_PAYS, confirmAs, DESKTOP, PHONE, receiptsOf, saveCard } from "./billing.fixtures.ts";
import { freshEmail, readCode, SIGNUP_EXTRAS, signInAs } from "./fixtures.ts";

/** Gift cards (public-site §1 Other offers): a gift card bought on /giftcards, mailed to its recipient, redeemed at booking and spent on a paid session. */

/** Every new account's sign-up credit (AUD: core §9, "others 20"). */
const SIGN_UP_CREDIT = 2000;
const GIFT = 2500;
const aud = (minor: number) => formatMoney(minor, "AUD");

/**
 * Screenshots to look at (E2E_SHOTS=1), into artifacts/screenshots/billing/: as the page stands, at each width, without
 * the reload billing's `shoot` does on phones (it would lose a filled form or a confirmation).
 */
const SHOTS = process.env.E2E_SHOTS === "1" ? fileURLToPath(new URL("../../artifacts/screenshots/billing/", import.meta.url)) : null;
async function snap(page: Page, name: string, part?: Locator): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const dismiss = toasts(page).getByRole("button", { name: "Dismiss notification" });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}${name}-${viewport.width}.png`, fullPage: true, animations: "disabled" });
    // The part being looked at, close up (a full phone page is too tall to read).
    if (part) await part.screenshot({ path: `${SHOTS}${name}-part-${viewport.width}.png`, animations: "disabled" });
  }
  await page.setViewportSize(DESKTOP);
}

/** The gift card mail to `email`, once the server's job worker has sent it. */
async function giftMail(page: Page, email: string) {
  let text = "";
  let subject = "";
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const { data } = (await response.json()) as { data: unknown[] };
        const mail = data.map((raw) => mailboxMessageSchema.parse(raw)).find((m) => m.subject.includes("gift card"));
        text = mail?.text ?? "";
        subject = mail?.subject ?? "";
        return subject;
      },
      { message: `a gift card mailed to ${email}`, timeout: 15_000 },
    )
    .not.toBe("");
  return { subject, text };
}

test(
  "a learner buys a gift card; the recipient gets the code by mail, redeems it at booking and the credit pays for a session",
  CLOCK,
  async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Gia", "Romano");

    // A visitor is asked to log in first, and comes back to the form.
    const buyer = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
    const hydration: string[] = [];
    buyer.on("console", (message) => {
      if (/hydrat/i.test(message.text())) hydration.push(message.text());
    });
    buyer.on("pageerror", (error) => hydration.push(error.message));
    await buyer.goto("/giftcards");
    const buy = buyer.getByRole("region", { name: "Buy a gift card" });
    const logIn = buy.getByRole("link", { name: "Log in to buy a gift card" });
    await expect(logIn).toHaveAttribute("href", "/password-free?step=login&redirectTo=%2Fgiftcards%3Fbuy%3D1");
    await snap(buyer, "giftcards-signed-out", buy);
    await signInAs(buyer, "Bea", "Lindqvist");
    await logIn.click();
    await expect(buyer).toHaveURL(/\/giftcards\?buy=1$/);
    const form = buyer.getByRole("form", { name: "Buy a gift card" });
    await expect(form).toBeVisible();
    // Server-rendered signed out and signed in, the page hydrates cleanly either way.
    await expect.poll(() => buyer.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    expect(hydration).toEqual([]);

    // No saved card yet: the card form is right there.
    const payWith = form.getByRole("group", { name: "Pay with" });
    const year = new Date(await serverNow()).getUTCFullYear() + 3;
    await payWith.getByLabel("Card number").fill(CARD_PAYS);
    await payWith.getByLabel("Expiry").fill(`12${String(year).slice(-2)}`);
    await payWith.getByLabel("Security code").fill("123");
    await payWith.getByRole("button", { name: "Save card" }).click();
    await expect(payWith.getByText("Visa ending 4242")).toBeVisible();

    // The form's own rules first, then the purchase.
    await form.getByRole("button", { name: "Buy A$50 gift card" }).click();
    await expect(form.getByText("Oops! Looks like you missed the recipient's name.")).toBeVisible();
    await expect(form.getByLabel("Recipient's name")).toBeFocused();
    const rosaEmail = freshEmail("rosa");
    await form.getByRole("radio", { name: "A$25" }).check();
    await form.getByLabel("Recipient's name").fill("Rosa Diaz");
    await form.getByLabel("Recipient's email").fill(rosaEmail);
    await form.getByLabel("Your message (optional)").fill("Happy birthday, Rosa! Book that pricing chat you keep talking about.");
    // Today (in the buyer's zone) is the default: sent straight away.
    await expect(form.getByLabel("Send it on")).not.toHaveValue("");
    await snap(buyer, "giftcards-form", buy);
    await form.getByRole("button", { name: "Buy A$25 gift card" }).click();

    const done = buy.getByRole("status").filter({ hasText: "Gift card bought" });
    await expect(done).toContainText(`Your A$25 gift card for Rosa Diaz is paid. We're emailing it to Rosa Diaz at ${rosaEmail} now.`);
    await expect(buy.getByRole("region", { name: "Gift cards you've bought" })).toContainText("A$25 for Rosa Diaz");
    await snap(buyer, "giftcards-bought", buy);

    // The buyer's receipts name the gift.
    const receipts = await receiptsOf(buyer);
    expect(receipts[0]).toMatchObject({ kind: "charge", amount: GIFT, booking: null, giftCard: { recipientName: "Rosa Diaz" } });
    await buyer.goto("/my-kora/my-details/billing");
    await expect(
      buyer.getByRole("region", { name: "Receipts" }).getByRole("row").filter({ hasText: "Gift card for Rosa Diaz" }),
    ).toHaveCount(1);

    // The recipient's mail: from Bea, with her message and the code.
    const mail = await giftMail(buyer, rosaEmail);
    expect(mail.subject).toBe("Bea sent you a Kora gift card worth A$25.00");
    expect(mail.text).toContain("Happy birthday, Rosa!");
    const code = /Your code: ([A-Z0-9-]{19})/.exec(mail.text)?.[1];
    expect(code, "the code in the mail").toBeTruthy();

    // The recipient signs up with that address, saves a card, and books a paid session.
    const rosa = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
    const sent = await rosa.request.post("/api/password-free/verification-code", {
      data: { step: "signup", email: rosaEmail, firstName: "Rosa", lastName: "Diaz", type: "Learner", ...SIGNUP_EXTRAS },
    });
    expect(sent.status()).toBe(202);
    expect(
      (
        await rosa.request.post("/api/password-free/verify", { data: { email: rosaEmail, code: await readCode(rosa.request, rosaEmail) } })
      ).ok(),
    ).toBe(true);
    await saveCard(rosa, CARD_PAYS);
    await rosa.goto(card.bookLink);
    await expect(rosa.getByRole("heading", { level: 1, name: "Book a session with Gia Romano" })).toBeVisible();
    await pickTimes(rosa, 1);
    await rosa
      .getByRole("textbox", { name: "What would you like to discuss?" })
      .fill("Pricing my first product: what to charge early customers and how to test it.");

    // The voucher field at booking: a wrong code gets the spec's words, the mailed one becomes credit.
    const payment = rosa.locator("#book-payment");
    await expect(payment.getByText(`Your credit of ${aud(SIGN_UP_CREDIT)} is used when the session is confirmed`)).toBeVisible();
    await payment.getByRole("button", { name: "Have a voucher or gift card code?" }).click();
    const field = payment.getByLabel("Voucher or gift card code");
    await expect(field).toBeFocused();
    await field.fill("ABCD-EFGH-JKMN-PQRS");
    await field.press("Enter");
    await expect(payment.getByText("This voucher code is not valid.")).toBeVisible();
    await snap(rosa, "booking-voucher-field-error", payment);
    await expect(rosa).toHaveURL(/\/book$/); // Enter applied the code; it didn't send the request
    await field.fill(code!.toLowerCase());
    await payment.getByRole("button", { name: "Apply code" }).click();
    await expect(toasts(rosa).getByText(`Credit of ${aud(GIFT)} added.`)).toBeVisible();
    const credit = SIGN_UP_CREDIT + GIFT;
    await expect(payment.getByText(`Your credit of ${aud(credit)} is used when the session is confirmed`)).toBeVisible();
    await snap(rosa, "booking-voucher-field", payment);

    await rosa.getByRole("button", { name: "Send request" }).click();
    await expect(rosa).toHaveURL(/\/my-kora\/bookings\/[\w-]+$/);
    const id = new URL(rosa.url()).pathname.split("/").at(-1)!;
    const requested = await bookingAs(rosa, id);
    expect(requested.price.total).toBeGreaterThan(credit);

    // Confirmed: the credit pays first, the card the rest; the receipt says so.
    const confirmed = await confirmAs(advisor, id, requested.bookingTimesSuggested[0]!.timestampUtc);
    expect(confirmed.payment).toMatchObject({ status: "charged", charged: requested.price.total, credit });
    const charge = (await receiptsOf(rosa)).find((receipt) => receipt.kind === "charge" && receipt.booking?.id === id);
    expect(charge?.amount).toBe(requested.price.total - credit);
    await rosa.goto(`/my-kora/my-details/billing/receipts/${charge!.id}`);
    const receipt = rosa.getByRole("article", { name: "Payment receipt" });
    await expect(receipt.getByRole("row", { name: /^Paid with credit/ })).toContainText(`−${aud(credit)}`);
    await expect(receipt.getByRole("row", { name: /^Charged to your card/ })).toContainText(aud(requested.price.total - credit));

    // And Bea sees it was sent.
    await buyer.goto("/giftcards#buy");
    await expect(buyer.getByRole("region", { name: "Gift cards you've bought" })).toContainText(`Sent to ${rosaEmail} on`);

    for (const page of [buyer, rosa, advisor]) await page.context().close();
  },
);
