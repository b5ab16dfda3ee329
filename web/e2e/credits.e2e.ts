import { issuedVouchersSchema } from "@kora/shared/contracts/credits.ts";
import { expect, test } from "./support/test.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { signInReviewer } from "./cards.fixtures.ts";
import { freshPerson, shoot } from "./billing.fixtures.ts";

/** Credits (core §3 Credit, §9): the sign-up credit, and vouchers staff issue redeemed on the Credits page. */

test("a learner redeems a voucher on the Credits page and sees the credit with its expiry; the code works once", async ({
  browser,
  baseURL,
}) => {
  const staff = await signInReviewer(browser, baseURL!);
  const issued = await staff.request.post("/api/vouchers", { data: { amount: 2500, currency: "AUD", count: 1 } });
  expect(issued.status()).toBe(201);
  const { codes } = issuedVouchersSchema.parse(((await issued.json()) as { data: unknown }).data);

  const learner = await freshPerson(browser, baseURL!, "Vera", "Lindqvist");
  await learner.goto("/my-kora/more/credits");
  await expect(learner.getByRole("heading", { name: "Credits", level: 1 })).toBeVisible();
  // A new account starts with its sign-up credit.
  await expect(learner.getByText("Sign-up credit")).toBeVisible();
  await expect(learner.getByText("A$20.00 of A$20.00 left")).toBeVisible();

  const field = learner.getByLabel("Voucher or gift card code");
  await field.fill(codes[0]!.toLowerCase());
  await learner.getByRole("button", { name: "Redeem" }).click();
  await expect(toasts(learner).getByText("Credit of A$25.00 added.")).toBeVisible();
  await expect(field).toHaveValue("");
  await expect(learner.getByText("A$25.00 of A$25.00 left")).toBeVisible();
  await expect(learner.getByRole("region", { name: "Available now" }).getByText("A$45.00")).toBeVisible();
  await expect(learner.getByText(/^Expires \d{1,2}(st|nd|rd|th) \w+ \d{4}$/)).toHaveCount(2);
  await shoot(learner, "credits-page");

  await field.fill(codes[0]!);
  await learner.getByRole("button", { name: "Redeem" }).click();
  await expect(learner.getByText("This voucher code has been claimed.").first()).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  await learner.context().close();
  await staff.context().close();
});
