import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, serverNow, test, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import {
  advisorWithPaidCard,
  bookingAs,
  CARD_PAYS,
  confirmAs,
  DESKTOP,
  freeTimes,
  freshPerson,
  PHONE,
  requestSession,
  saveCard,
  savedCardIds,
} from "./billing.fixtures.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { signInAs } from "./fixtures.ts";

const MINUTE = 60_000;
const SHOTS = process.env.E2E_SHOTS === "1" ? fileURLToPath(new URL("../../artifacts/screenshots/dashboard/", import.meta.url)) : null;

/** Screenshots (E2E_SHOTS=1) of the whole dashboard at 375 and 1280 px, toasts dismissed. */
async function snap(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const dismiss = toasts(page).getByRole("button", { name: "Dismiss notification" });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}${name}-${viewport.width}.png`, fullPage: true, animations: "disabled" });
  }
  await page.setViewportSize(DESKTOP);
}

test("the dashboard shows an advisor's next session and the request waiting on them, and a learner's spending this month", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Dana", "Dashboard");
  const learner = await freshPerson(browser, baseURL!, "Theo", "Learner");
  await saveCard(learner, CARD_PAYS);
  const [paymentMethodId] = await savedCardIds(learner);
  // Times a day or more after the server's now, whatever the hour.
  const times = await freeTimes(learner, card.id, (await serverNow()) + 24 * 60 * MINUTE);
  expect(times.length).toBeGreaterThan(4);
  const session = await requestSession(learner, card, times[0]!, paymentMethodId!, "exact");
  const confirmed = await confirmAs(advisor, session.id, session.bookingTimesSuggested[0]!.timestampUtc);
  const waiting = await requestSession(learner, card, times[4]!, paymentMethodId!, "exact");

  await advisor.goto("/my-kora/dashboard");
  const alert = advisor.getByRole("link", { name: /1 booking request is waiting for your answer/ });
  await expect(alert).toHaveAttribute("href", "/my-kora/bookings/requests");
  const upcoming = advisor.getByRole("region", { name: "Upcoming sessions" });
  await expect(upcoming.getByRole("link", { name: "Theo Learner", exact: true })).toHaveAttribute(
    "href",
    `/my-kora/bookings/${confirmed.id}`,
  );
  await expect(upcoming.getByText(card.title)).toBeVisible();
  const requests = advisor.getByRole("region", { name: "Requests needing your answer" });
  await expect(requests.getByRole("link", { name: "Answer Theo Learner" })).toHaveAttribute("href", `/my-kora/bookings/${waiting.id}`);
  await expect(requests.getByText(/^Awaiting Response · /)).toBeVisible();
  await expect(advisor.getByRole("region", { name: "This month" }).getByRole("heading", { name: "Earnings" })).toBeVisible();
  await snap(advisor, "dashboard-advisor");
  await alert.click();
  await expect(advisor).toHaveURL(/\/my-kora\/bookings\/requests$/);

  // The learner paid when the advisor confirmed: this month's spending shows what their card paid (credit aside).
  const paid = await bookingAs(learner, confirmed.id);
  const byCard = paid.payment.charged - paid.payment.credit;
  expect(byCard).toBeGreaterThan(0);
  await learner.goto("/my-kora/dashboard");
  const month = learner.getByRole("region", { name: "This month" });
  await expect(month.getByRole("heading", { name: "Spending" })).toBeVisible();
  await expect(month.getByText(formatMoney(byCard, paid.price.currency), { exact: true })).toBeVisible();
  await expect(month.getByText("from 1 session")).toBeVisible();
  await expect(
    learner.getByRole("region", { name: "Upcoming sessions" }).getByRole("link", { name: "Dana Dashboard", exact: true }),
  ).toBeVisible();
  await snap(learner, "dashboard-learner");
});

test("a guest's limited dashboard leads with Start for free! and has no money panel", async ({ page, request }) => {
  const created = await request.post("/api/guests", { data: { firstName: "Juniper" } });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()).data as { token: string };
  await page.setViewportSize(DESKTOP);
  await page.goto(`/my-kora/dashboard?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole("heading", { name: /Juniper/ })).toBeVisible();
  const convert = page.getByRole("region", { name: "Make it yours" });
  await expect(convert.getByRole("link", { name: "Start for free!" })).toHaveAttribute("href", "/password-free?step=signup");
  const upcoming = page.getByRole("region", { name: "Upcoming sessions" });
  await expect(upcoming.getByRole("link", { name: "Find an advisor" })).toHaveAttribute("href", "/search");
  await expect(page.getByRole("region", { name: "This month" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Record for free!" })).toHaveCount(0);
  await snap(page, "dashboard-guest");
});

test("Record for free! and the library's options show for a signed-in user and lead where they say", async ({ page }) => {
  await signInAs(page, "Rory", "Recorder");
  const me = (await (await page.request.get("/api/me")).json()) as { data: { slug: string } };
  const room = `/meet/${me.data.slug}`;
  await page.setViewportSize(DESKTOP);
  await page.goto("/my-kora/dashboard");

  const convert = page.getByRole("region", { name: "Your personal meeting room" });
  await expect(convert.getByText("cloud recording is free and unlimited")).toBeVisible();
  await convert.getByRole("link", { name: "Record for free!" }).click();
  await expect(page).toHaveURL(room);
  await expect(page.getByRole("button", { name: /^(Join now|Ask to join)$/ })).toBeVisible({ timeout: 15_000 });

  await page.goto("/my-kora/dashboard");
  const library = page.getByRole("region", { name: "Your video library" });
  await expect(library.getByRole("link", { name: /Record a video now/ })).toHaveAttribute("href", new RegExp(`${room}$`));
  await library.getByRole("link", { name: /Upload an existing video/ }).click();
  await expect(page).toHaveURL(/\/my-kora\/videos\?upload=1$/);
  await expect(page.getByRole("dialog", { name: "Upload a video" })).toBeVisible();

  await page.goto("/my-kora/dashboard");
  await library.getByRole("link", { name: /Open your library/ }).click();
  await expect(page).toHaveURL(/\/my-kora\/videos$/);
  await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
});
