import { expect, serverNow, test, type Page } from "./support/test.ts";
import { sessionTookPlace } from "./held-session.fixtures.ts";
import {
  advisorWithPaidCard,
  CARD_PAYS,
  confirmAs,
  freeTimes,
  freshPerson,
  receiptsOf,
  requestSession,
  saveCard,
  savedCardIds,
} from "./billing.fixtures.ts";
import { signInReviewer } from "./cards.fixtures.ts";
import { shooter } from "./groups.fixtures.ts";

/** Pro analytics (public-site §1 Pro) — a Pro advisor's income chart, learners and CSV; everyone else sees what Pro gives. */

const MINUTE = 60_000;
const shoot = shooter("analytics");

/** The signed-in person's email and time zone. */
async function meOf(page: Page): Promise<{ email: string; timezone: string }> {
  const response = await page.request.get("/api/me");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { email: string; timezone: string } }).data;
}

/** The advisor asks for Pro and the staff reviewer approves it, through the API the plan and staff pages use. */
async function approvedPro(advisor: Page, browser: Parameters<typeof signInReviewer>[0], baseURL: string): Promise<void> {
  const asked = await advisor.request.post("/api/subscriptions/pro/subscribe", {
    data: { message: "I coach founders every week and want to see my bookings and income." },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { result } = ((await asked.json()) as { data: { result: { kind: string; request: { id: string } } } }).data;
  expect(result.kind).toBe("request");
  const staff = await signInReviewer(browser, baseURL);
  const approved = await staff.request.post(`/api/subscriptions/pro-requests/${result.request.id}/approve`, { data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);
  await staff.context().close();
}

test("a Pro advisor sees the income chart, their learner's email, and downloads both as CSV", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { advisor, card } = await advisorWithPaidCard(browser, baseURL!, "Avery", "Analytic");
  await approvedPro(advisor, browser, baseURL!);

  // A paid session, held and completed: the advisor's A$45.00 share is settled (scheduled for payout).
  const learner = await freshPerson(browser, baseURL!, "Lorna", "Learner");
  const { email: learnerEmail } = await meOf(learner);
  await saveCard(learner, CARD_PAYS);
  const [paymentMethodId] = await savedCardIds(learner);
  const [time] = await freeTimes(learner, card.id, (await serverNow()) + 24 * 60 * MINUTE);
  const requested = await requestSession(learner, card, time!, paymentMethodId!, "exact");
  const confirmed = await confirmAs(advisor, requested.id, requested.bookingTimesSuggested[0]!.timestampUtc);
  await sessionTookPlace(confirmed);
  const done = await learner.request.post(`/api/bookings/${confirmed.id}/complete`, { data: {} });
  expect(done.ok(), await done.text()).toBe(true);

  // The month the share settled in, in the advisor's zone (from the transfer itself: no guessing at the date).
  const { timezone } = await meOf(advisor);
  const transfer = (await receiptsOf(advisor)).find((receipt) => receipt.kind === "transfer" && receipt.booking?.id === confirmed.id);
  expect(transfer, "the advisor's share is recorded").toBeTruthy();
  const month = new Intl.DateTimeFormat("en-AU", { month: "long", year: "numeric", timeZone: timezone }).format(
    new Date(transfer!.createdAt),
  );

  await advisor.goto("/my-kora/analytics");
  await expect(advisor.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const tiles = advisor.getByRole("group", { name: "Headline figures" });
  await expect(tiles).toContainText("A$45.00");
  await expect(tiles).toContainText("Income earned");

  // The chart draws one bar (this month's), and its table has the month with the amount.
  const income = advisor.getByTestId("income-chart");
  await expect(income.locator("path.recharts-rectangle")).toHaveCount(1);
  await expect(income.getByRole("row").filter({ hasText: month })).toContainText("A$45.00");
  const bookings = advisor.getByTestId("bookings-chart");
  await expect(bookings.getByRole("row").filter({ hasText: month })).toContainText("1");

  const people = advisor.getByRole("region", { name: "Your learners" });
  await expect(people.getByRole("row").filter({ hasText: learnerEmail })).toContainText("Lorna Learner");
  await expect(people.getByText("People who had at least one confirmed booking with you", { exact: false })).toBeVisible();
  await shoot(advisor, "analytics-pro");

  // Both downloads, from the page's own links.
  const learnersLink = people.getByRole("link", { name: "Download CSV" });
  const learnersCsv = await advisor.request.get((await learnersLink.getAttribute("href"))!);
  expect(learnersCsv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(learnersCsv.headers()["content-disposition"]).toMatch(/^attachment; filename="kora-learners-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(await learnersCsv.text()).toContain(`"Lorna Learner","${learnerEmail}","1"`);
  const monthsLink = advisor.getByRole("region", { name: "Income by month" }).getByRole("link", { name: "Download CSV" });
  const monthsCsv = await (await advisor.request.get((await monthsLink.getAttribute("href"))!)).text();
  expect(monthsCsv).toContain('"Earned (AUD)","Paid out (AUD)"');
  expect(monthsCsv).toContain('"45.00","0.00"');

  await learner.context().close();
  await advisor.context().close();
});

test("a Basic advisor sees what Pro gives and where to ask for it, with no analytics calls", async ({ browser, baseURL }) => {
  const advisor = await freshPerson(browser, baseURL!, "Basil", "Basic");
  const calls: string[] = [];
  advisor.on("request", (request) => {
    if (request.url().includes("/api/me/analytics")) calls.push(request.url());
  });
  await advisor.goto("/my-kora/analytics");
  const upsell = advisor.getByRole("region", { name: "Analytics come with Pro" });
  await expect(upsell).toBeVisible();
  await expect(upsell).toContainText("Data analytics: learner emails, booking counts and income reports");
  await expect(upsell.getByRole("link", { name: "Request Pro" })).toHaveAttribute("href", "/my-kora/more/plan");
  // Found under My Account.
  await expect(advisor.getByRole("link", { name: "Analytics" }).first()).toBeVisible();
  await shoot(advisor, "analytics-upsell");
  expect(calls).toEqual([]);
  await upsell.getByRole("link", { name: "Request Pro" }).click();
  await expect(advisor).toHaveURL(/\/my-kora\/more\/plan$/);
  await advisor.context().close();
});
