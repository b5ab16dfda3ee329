import { type MailboxMessage, mailboxMessageSchema } from "@kora/shared/contracts/dev-mailbox.ts";
import { devSmsSchema } from "@kora/shared/contracts/verification.ts";
import { CARD_PAYS, DESKTOP } from "./billing.fixtures.ts";
import { freshEmail, readCode, SIGNUP_EXTRAS } from "./fixtures.ts";
import { expect, serverNow, type Browser, type Page } from "./support/test.ts";

/** The people, mails and texts of the first-hour specs (sign-up, verification, booking mails, the first hour). */

/** The newest text to `to` (E.164) in the dev SMS outbox that carries a code: its whole body. */
export async function newestText(page: Page, to: string): Promise<string> {
  let body = "";
  await expect
    .poll(async () => {
      const { data } = (await (await page.request.get(`/api/dev/sms?to=${encodeURIComponent(to)}`)).json()) as { data: unknown[] };
      body = data[0] ? devSmsSchema.parse(data[0]).body : "";
      return body;
    })
    .toMatch(/code is [A-Z2-9]{6}/);
  return body;
}

/** The code of the newest text to `to`. */
export const textedCode = async (page: Page, to: string) => /code is ([A-Z2-9]{6})/.exec(await newestText(page, to))![1]!;

/** Pastes `text` into the first code box, as a person pasting from the message would. */
export const pasteCode = (page: Page, text: string) =>
  page.getByLabel("Character 1 of 6").evaluate((box, pasted) => {
    const data = new DataTransfer();
    data.setData("text", pasted);
    box.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);

/** The newest mail to `email` whose subject matches, waiting for the outbox to deliver it. */
export async function mailTo(page: Page, email: string, subject: RegExp): Promise<MailboxMessage> {
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

/** A learner who signed up in London (browser and account alike), with the test card saved. */
export async function londonLearner(browser: Browser, baseURL: string): Promise<{ page: Page; email: string; methodId: string }> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, timezoneId: "Europe/London", locale: "en-GB" });
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
  return { page, email, methodId: ((await card.json()) as { data: { id: string } }).data.id };
}

/** An instant as the mails write it for a reader in London: "Sun, 29 Nov 2026, 10:00 pm (Europe/London)". */
export const londonTime = (ms: number) =>
  `${new Intl.DateTimeFormat("en-AU", {
    timeZone: "Europe/London",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  })
    .format(ms)
    .replace(/\u202f/g, " ")} (Europe/London)`;
