import { expect, type APIRequestContext, type Page } from "./support/test.ts";
import { mailboxMessageSchema } from "@kora/shared/contracts/dev-mailbox.ts";

const CODE_SUBJECT = /^([A-Z2-9]{6}) is your Kora code$/;

/** Waits for a code mail to `email` that is not one of `seen`, and returns its code. */
export async function readCode(request: APIRequestContext, email: string, seen: string[] = []): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const { data } = (await response.json()) as { data: unknown[] };
        const subjects = data.map((raw) => mailboxMessageSchema.parse(raw).subject);
        code = subjects.map((subject) => CODE_SUBJECT.exec(subject)?.[1] ?? "").find((found) => found && !seen.includes(found)) ?? "";
        return code;
      },
      { message: `a code mailed to ${email}`, timeout: 10_000 },
    )
    .not.toBe("");
  return code;
}

/** A fresh address per test run, so tests never share an account. */
export const freshEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/**
 * What sign-up asks besides names and email (public-site §1): a profile link (or a mobile number) and
 * the zone and country the browser suggested. The API's people are in Sydney, as the demo advisors' cards expect.
 */
export const SIGNUP_EXTRAS = { timezone: "Australia/Sydney", country: "AU", professionalUrl: "https://www.linkedin.com/in/kora-tester" };

/** Signs a new user in inside this page's browser context (the API sets the cookie) without the UI. */
export async function signInAs(page: Page, firstName: string, lastName: string): Promise<string> {
  const email = freshEmail(firstName.toLowerCase());
  const sent = await page.request.post("/api/password-free/verification-code", {
    data: { step: "signup", email, firstName, lastName, type: "Advisor", ...SIGNUP_EXTRAS },
  });
  expect(sent.status()).toBe(202);
  const code = await readCode(page.request, email);
  expect((await page.request.post("/api/password-free/verify", { data: { email, code } })).ok()).toBe(true);
  return email;
}
