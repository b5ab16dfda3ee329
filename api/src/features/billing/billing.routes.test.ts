import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { nextPaymentSchema, receiptSchema } from "@kora/shared/contracts/payments.ts";
import { bookingScenario, DAY, HOUR } from "../../test/booking-scenario.ts";
import { makeUser } from "../../test/factories.ts";
import { dataOf, errorOf, pageOf, type TestApp } from "../../test/harness.ts";
import { enablePayouts, PROVIDERS, paymentsTestApp } from "../../test/payments-fixtures.ts";
import { completeSession } from "../../test/payments-scenarios.ts";

// A 60-minute session on the scenario's card: 50.00 + 15% admin fee = 57.50.
const TOTAL = 5750;
const ADMIN_FEE = 750;
const ADVISOR_FEE = 5000;
const MINUTE = 60_000;

type Scenario = Awaited<ReturnType<typeof bookingScenario>>;

/** A booking at `startIso` confirmed (charged) and, a minute later, cancelled by the advisor (refunded in full): two movements. */
async function confirmedThenAdvisorCancelled(t: TestApp, s: Scenario, startIso: string) {
  const booking = await s.requested([startIso]);
  expect((await s.act(s.advisor.cookie, booking.id, "confirm", { time: startIso })).status).toBe(200);
  t.clock.advance(MINUTE);
  t.clock.advance(MINUTE);
  const cancelled = await s.act(s.advisor.cookie, booking.id, "cancel", { cancelReason: "emergency" });
  expect(cancelled.status).toBe(200);
  t.clock.advance(MINUTE);
  return booking;
}

describe.each(PROVIDERS)("receipts on the %s provider", (provider) => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeEach(async () => ({ t, close } = await paymentsTestApp(provider)));
  afterEach(() => close());

  const receipts = (cookie: string, query = "") =>
    t.call("GET", `/api/me/receipts${query}`, { cookie }).then((r) => pageOf(r, receiptSchema));

  it("shows the learner the charge and its refund, newest first, with the reason and the price; the advisor sees neither", async () => {
    const s = await bookingScenario(t);
    const booking = await s.get(s.learner.cookie, (await confirmedThenAdvisorCancelled(t, s, s.inHours(72))).id);
    const { data, meta } = await receipts(s.learner.cookie);
    expect(meta).toEqual({ total: 2, page: 1, limit: 10, pages: 1 });
    const about = {
      id: booking.id,
      cardTitle: "Career coaching for engineers",
      otherName: "Avery Tester",
      bookingTimeUtc: booking.bookingTimeUtc,
      duration: 60,
      price: booking.price,
      // No credit here: the card paid it all, and all of it went back.
      credit: 0,
      refunded: booking.price.total,
    };
    expect(data).toEqual([
      {
        id: expect.any(String),
        kind: "refund",
        status: "succeeded",
        amount: TOTAL,
        currency: "AUD",
        fees: 0,
        reason: "The advisor cancelled: full refund.",
        dueAtUtc: null,
        booking: about,
        giftCard: null,
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        kind: "charge",
        status: "succeeded",
        amount: TOTAL,
        currency: "AUD",
        fees: ADMIN_FEE,
        reason: null,
        dueAtUtc: null,
        booking: about,
        giftCard: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(booking.price).toMatchObject({ total: TOTAL, adminFee: ADMIN_FEE });
    expect(Date.parse(data[0]!.createdAt)).toBeGreaterThan(Date.parse(data[1]!.createdAt));
    expect(await receipts(s.advisor.cookie)).toEqual({ data: [], meta: { total: 0, page: 1, limit: 10, pages: 1 } });

    // One receipt by id: the owner's only.
    const [refund] = data;
    const own = await t.call("GET", `/api/me/receipts/${refund!.id}`, { cookie: s.learner.cookie });
    expect(await dataOf(own, receiptSchema)).toEqual(refund);
    const stranger = await makeUser(t, { firstName: "Mallory" });
    for (const cookie of [s.advisor.cookie, stranger.cookie]) {
      const response = await t.call("GET", `/api/me/receipts/${refund!.id}`, { cookie });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe("not_found");
    }
    expect((await t.call("GET", `/api/me/receipts/${refund!.id}`)).status).toBe(401);
  });
});

describe("receipts and earnings on the ledger", () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeEach(async () => ({ t, close } = await paymentsTestApp("ledger")));
  afterEach(() => close());

  const receipts = (cookie: string, query = "") =>
    t.call("GET", `/api/me/receipts${query}`, { cookie }).then((r) => pageOf(r, receiptSchema));
  const nextPayment = async (cookie: string) => dataOf(await t.call("GET", "/api/me/next-payment", { cookie }), nextPaymentSchema);

  it("gives the advisor a transfer receipt once the share is paid, about a week after the session", async () => {
    const s = await bookingScenario(t);
    await enablePayouts(t, null, s.advisor.cookie);
    const booking = await s.confirmed(3);
    await completeSession(t, s, booking);
    const endedMs = t.clock.now.getTime();
    const waiting = await receipts(s.advisor.cookie);
    expect(waiting.data).toMatchObject([{ kind: "transfer", status: "scheduled", amount: ADVISOR_FEE }]);
    expect(Date.parse(waiting.data[0]!.dueAtUtc!)).toBe(endedMs + 7 * DAY);

    t.clock.advance(7 * DAY + MINUTE);
    await t.services.jobs.runDue();
    const { data } = await receipts(s.advisor.cookie);
    expect(data).toEqual([
      {
        id: waiting.data[0]!.id,
        kind: "transfer",
        status: "succeeded",
        amount: ADVISOR_FEE,
        currency: "AUD",
        fees: 0,
        reason: null,
        dueAtUtc: waiting.data[0]!.dueAtUtc,
        booking: expect.objectContaining({ id: booking.id, otherName: "Lena Tester", price: booking.price }),
        giftCard: null,
        createdAt: expect.any(String),
      },
    ]);
    expect((await receipts(s.learner.cookie)).data.map((r) => r.kind)).toEqual(["charge"]);
  });

  it("pages receipts ten at a time, newest first, without gaps or repeats", async () => {
    const s = await bookingScenario(t);
    const starts = [0, 1, 2, 3, 4, 5].map((i) => s.inHours(72 + 2 * i));
    for (const start of starts) await confirmedThenAdvisorCancelled(t, s, start);
    const first = await receipts(s.learner.cookie);
    const second = await receipts(s.learner.cookie, "?page[number]=2");
    expect(first.meta).toEqual({ total: 12, page: 1, limit: 10, pages: 2 });
    expect(second.meta).toEqual({ total: 12, page: 2, limit: 10, pages: 2 });
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(2);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((r) => r.id)).size).toBe(12);
    const times = all.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.map((r) => r.kind)).toEqual(Array.from({ length: 6 }, () => ["refund", "charge"]).flat());
    expect((await receipts(s.learner.cookie, "?page=3")).data).toEqual([]);
    expect((await t.call("GET", "/api/me/receipts?limit=51", { cookie: s.learner.cookie })).status).toBe(422);
  });

  it("answers the next payment: nothing, then the request charged on confirmation", async () => {
    const s = await bookingScenario(t);
    expect(await nextPayment(s.learner.cookie)).toBeNull();
    const request = await s.requested([s.inHours(72)]);
    expect(await nextPayment(s.learner.cookie)).toEqual({
      amount: TOTAL,
      currency: "AUD",
      kind: "on-confirmation",
      dueAtUtc: null,
      bookingId: request.id,
      cardTitle: "Career coaching for engineers",
    });
    expect(await nextPayment(s.advisor.cookie)).toBeNull(); // it's the learner's to pay
    await s.act(s.advisor.cookie, request.id, "confirm", { time: request.bookingTimesSuggested[0]!.timestampUtc });
    expect(await nextPayment(s.learner.cookie)).toBeNull(); // charged
  });

  it.each([
    ["declined", "4000000000000002"],
    ["needs the bank's check", "4000002760003184"],
  ])("puts a confirmed booking whose card %s before any request, with its deadline", async (_name, number) => {
    const s = await bookingScenario(t, { testCard: number });
    const soonerRequest = await s.requested([s.inHours(5)]);
    const unpaid = await s.confirmed(72);
    expect(unpaid.payment.dueAtUtc).not.toBeNull();
    expect(Date.parse(soonerRequest.requestExpiresAtUtc!)).toBeLessThan(Date.parse(unpaid.payment.dueAtUtc!));
    expect(await nextPayment(s.learner.cookie)).toEqual({
      amount: TOTAL,
      currency: "AUD",
      kind: "action-required",
      dueAtUtc: unpaid.payment.dueAtUtc,
      bookingId: unpaid.id,
      cardTitle: "Career coaching for engineers",
    });
  });

  it("exports the advisor's transfers as CSV: one line each, amounts in major units, formulas defused", async () => {
    // "-" may start a card title, and a spreadsheet would read "-…" as a formula.
    const s = await bookingScenario(t, { card: { title: "-Career chat for engineers" } });
    await enablePayouts(t, null, s.advisor.cookie);
    const hour = await s.confirmed(3);
    await completeSession(t, s, hour);
    const nextHour = new Date(Math.ceil(t.clock.now.getTime() / HOUR) * HOUR + 3 * HOUR).toISOString();
    const half = await s.requested([nextHour], { duration: 30 });
    await s.act(s.advisor.cookie, half.id, "confirm", { time: half.bookingTimesSuggested[0]!.timestampUtc });
    await completeSession(t, s, await s.get(s.learner.cookie, half.id));
    t.clock.advance(7 * DAY + HOUR);
    await t.services.jobs.runDue();

    const response = await t.call("GET", "/api/me/earnings.csv", { cookie: s.advisor.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w-]+\.csv"$/);
    const [header, ...lines] = parseCsv(await response.text());
    expect(header).toEqual(["Date", "Type", "Status", "Amount", "Currency", "Due", "Booking", "Session", "Learner", "Session start (UTC)"]);
    expect(lines.map((cells) => [cells[1], cells[2], cells[3], cells[4], cells[6], cells[7], cells[8], cells[9]])).toEqual([
      ["transfer", "succeeded", "50.00", "AUD", hour.id, "'-Career chat for engineers", "Lena Tester", hour.bookingTimeUtc],
      ["transfer", "succeeded", "25.00", "AUD", half.id, "'-Career chat for engineers", "Lena Tester", expect.any(String)],
    ]);

    const learners = parseCsv(await (await t.call("GET", "/api/me/earnings.csv", { cookie: s.learner.cookie })).text());
    expect(learners).toEqual([header]); // charges aren't earnings
    expect((await t.call("GET", "/api/me/earnings.csv")).status).toBe(401);
  });
});

/** Our CSV: CRLF lines of cells that are always quoted, quotes doubled. */
function parseCsv(text: string): string[][] {
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .slice(0, -2)
    .split("\r\n")
    .map((line) => {
      expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
      return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
    });
}
