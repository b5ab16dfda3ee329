import { expect, test } from "./support/test.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { signInReviewer } from "./cards.fixtures.ts";
import { freshPerson, shoot } from "./billing.fixtures.ts";

/** What staff do by hand (core §3 Credit, public-site §1 tiers) — issue voucher codes, and answer requests for Pro. */

test("staff issue voucher codes that work once, and approve a request for Pro, which the advisor sees at once", async ({
  browser,
  baseURL,
}) => {
  const staff = await signInReviewer(browser, baseURL!);
  await staff.goto("/my-kora/more/vouchers");
  await staff.getByLabel("Amount").fill("15");
  await staff.getByLabel("How many codes").fill("2");
  await staff.getByLabel("Note (only staff see it)").fill("Webinar giveaway");
  await staff.getByRole("button", { name: "Issue codes" }).click();
  const codes = staff.getByRole("list", { name: "Issued codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(2);
  await expect(staff.getByText(/^2 × A\$15\.00, redeemable until \d{1,2}(st|nd|rd|th) \w+ \d{4}\.$/)).toBeVisible();
  await shoot(staff, "staff-vouchers", [{ width: 1280, height: 900 }]);
  const code = (await codes.first().textContent())!;

  const advisor = await freshPerson(browser, baseURL!, "Noor", "Haddad");
  const redeemed = await advisor.request.post("/api/me/redeem-voucher", { data: { code } });
  expect(redeemed.status()).toBe(201);

  // The advisor's tab hears about the answer on its socket, which attaches a moment after the page loads.
  const attached = new Promise<void>((resolve) =>
    advisor.on("websocket", (socket) =>
      socket.on("framereceived", (frame) => String(frame.payload).includes('"type":"hello"') && resolve()),
    ),
  );
  await advisor.goto("/my-kora/more/plan");
  const pro = advisor.getByRole("region", { name: "Pro" });
  await pro.getByLabel("How would you use Pro?").fill("Too short");
  await pro.getByRole("button", { name: "Request Pro" }).click();
  await expect(pro.getByText("Tell us a little about how you'd use Pro (at least 20 characters).").first()).toBeVisible();
  await pro.getByLabel("How would you use Pro?").fill("I coach forty founders a month and want analytics on my bookings.");
  await pro.getByRole("button", { name: "Request Pro" }).click();
  await expect(toasts(advisor).getByText("Your request is with us. We'll reply within 24 hours.")).toBeVisible();
  await expect(pro.getByRole("status")).toHaveText(/^Requested on .+\. We'll reply within 24 hours\.$/);

  await staff.goto("/my-kora/more/pro-requests");
  const request = staff.getByRole("list", { name: "Requests" }).getByRole("listitem").filter({ hasText: "Noor Haddad" });
  await expect(request).toContainText("I coach forty founders a month");
  await shoot(staff, "staff-pro-requests");
  await attached;
  await request.getByRole("button", { name: "Approve Pro" }).click();
  await expect(toasts(staff).getByText("Noor Haddad is on Pro now.")).toBeVisible();
  await expect(request).toContainText("Approved: on Pro");

  // The advisor's open tab hears it: a toast, the PRO badge and the plan page, without reloading.
  await expect(toasts(advisor).getByText("Your request was approved: you're on Pro.")).toBeVisible();
  await expect(advisor.getByRole("banner").getByText("PRO", { exact: true })).toBeVisible();
  await expect(pro.getByText("Your plan")).toBeVisible();

  await advisor.context().close();
  await staff.context().close();
});
