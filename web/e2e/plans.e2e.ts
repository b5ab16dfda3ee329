import { mkdirSync } from "node:fs";
import { planEndedCause } from "@kora/shared/domain/plans/subscription.ts";
import { expect, serverNow, test } from "./support/test.ts";
import { whenLive } from "./support/realtime.ts";
import { endFreeMonthNow } from "./plans.fixtures.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { londonLearner } from "./first-hour.fixtures.ts";
import {
  advisorWithPaidCard,
  CARD_PAYS,
  freeTimes,
  freshPerson,
  requestSession,
  saveCard,
  savedCardIds,
  shoot,
} from "./billing.fixtures.ts";

/** Plus from the pricing page (public-site §1 tiers, §4.3) — the free month, the PLUS badge, and the 5% admin fee on the next booking. */

test("an advisor starts the Plus free month from the pricing page, gets the badge, and the next booking's admin fee is 5%", async ({
  browser,
  baseURL,
}) => {
  const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Priya", "Okafor");
  const header = advisor.getByRole("banner");
  await expect(header.getByText("PLUS", { exact: true })).toHaveCount(0);

  await advisor.goto("/pricing");
  await shoot(advisor, "pricing");
  await advisor.getByRole("link", { name: "Start your free month" }).first().click();
  // Signed in, the sign-up link goes straight on to the plan page, where the offer opens.
  await expect(advisor).toHaveURL(/\/my-kora\/more\/plan$/);
  const offer = advisor.getByRole("dialog", { name: "Get more with Plus" });
  await expect(offer).toBeVisible();
  await expect(offer.getByText("Meetings of up to 25 people, no time limit")).toBeVisible();
  await expect(offer.getByText("5% admin fee on your paid bookings, whatever the card")).toBeVisible();
  await shoot(advisor, "plus-offer", [{ width: 1280, height: 900 }]);
  await offer.getByRole("button", { name: "Start your free month" }).click();
  await expect(toasts(advisor).getByText("Your free month of Plus has started.")).toBeVisible();
  await expect(offer).toBeHidden();
  await expect(header.getByText("PLUS", { exact: true })).toBeVisible();

  const plus = advisor.getByRole("region", { name: "Plus" });
  await expect(plus.getByText("Your plan")).toBeVisible();
  await expect(plus.getByRole("status")).toHaveText(
    /^Your free month runs until \d{1,2}(st|nd|rd|th) \w+ \d{4}\. After that Plus renews monthly/,
  );
  await expect(plus.getByRole("button", { name: "Downgrade to Basic" })).toBeVisible();
  await shoot(advisor, "plan-page");

  // The next booking on the advisor's marketplace card: A$45.00 + 5% admin (A$2.25) = A$47.25.
  const learner = await freshPerson(browser, baseURL!, "Tomas", "Reyes");
  await saveCard(learner, CARD_PAYS);
  const [paymentMethodId] = await savedCardIds(learner);
  const [slot] = await freeTimes(learner, card.id, (await serverNow()) + 48 * 3_600_000);
  const booking = await requestSession(learner, card, slot!, paymentMethodId!, 24);
  expect(booking.price).toMatchObject({ adminFeePercent: 5, adminFee: 225, total: 4725 });
  await learner.goto(`/my-kora/bookings/${booking.id}`);
  const price = learner.getByRole("region", { name: "Price" });
  await expect(price.getByText("Admin fee (5%)")).toBeVisible();
  await expect(price.getByText("A$47.25")).toBeVisible();
  // The fee follows the advisor's plan: a learner's own Plus would change nothing they pay, so it isn't offered as a benefit.
  const { page: olivia } = await londonLearner(browser, baseURL!);
  await olivia.goto("/my-kora/more/plan");
  const learnersPlus = olivia.getByRole("region", { name: "Plus" });
  await expect(learnersPlus.getByText("Meetings of up to 25 people, no time limit")).toBeVisible();
  await expect(learnersPlus.getByText(/admin fee/i)).toHaveCount(0);
  await shoot(olivia, "plan-page-learner");
  await olivia.context().close();

  // Downgrading asks first, then takes effect at once: the badge goes.
  await plus.getByRole("button", { name: "Downgrade to Basic" }).click();
  const confirm = advisor.getByRole("dialog", { name: "Move to Basic now?" });
  await expect(confirm).toContainText("the rest of this period isn't refunded");
  await expect(confirm).toContainText("and the admin fee on your bookings follows the card type again.");
  await confirm.getByRole("button", { name: "Downgrade now" }).click();
  await expect(toasts(advisor).getByText("You're on Basic now.")).toBeVisible();
  await expect(header.getByText("PLUS", { exact: true })).toHaveCount(0);
  // The free month was used: Plus is now offered at its price.
  await expect(plus.getByRole("button", { name: /^Subscribe for A\$19\.00 a month$/ })).toBeVisible();

  await learner.context().close();
  await advisor.context().close();
});

test("a free month that ends with no card opens the plan-ended modal, saying why, wherever the person is", async ({ browser, baseURL }) => {
  const person = await freshPerson(browser, baseURL!, "Hana", "Ito");
  expect((await person.request.post("/api/subscriptions/plus/subscribe", { data: {} })).status()).toBe(201);
  const me = (await (await person.request.get("/api/me")).json()) as { data: { id: string } };
  const live = whenLive(person);
  await person.goto("/my-kora/bookings");
  const header = person.getByRole("banner");
  await expect(header.getByText("PLUS", { exact: true })).toBeVisible();
  // The private channel attaches a moment after the app first sees the person.
  await live();

  await endFreeMonthNow(me.data.id);
  const ended = person.getByRole("dialog", { name: "You're on Basic now" });
  await expect(ended).toBeVisible({ timeout: 15_000 });
  await expect(ended).toContainText(planEndedCause("Plus", "no-card"));
  await expect(ended).toContainText("Meetings now hold up to 10 people");
  await expect(ended).not.toContainText("payment didn't go through");
  await expect(header.getByText("PLUS", { exact: true })).toHaveCount(0);
  // Screenshots by hand: the shared helper reloads a phone-sized page, and the modal lives in the page, not the URL.
  mkdirSync("artifacts/screenshots", { recursive: true });
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    await person.setViewportSize(viewport);
    await person.screenshot({ path: `artifacts/screenshots/plan-ended-${viewport.width}.png`, animations: "disabled" });
  }
  await ended.getByRole("button", { name: "See plans" }).click();
  await expect(person).toHaveURL(/\/my-kora\/more\/plan$/);
  await expect(ended).toBeHidden();
  await person.context().close();
});
