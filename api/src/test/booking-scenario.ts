import type { WorkingHoursRule } from "@kora/shared/domain/availability/working-hours.ts";
import { type BookingDto, bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import type { CardInput } from "@kora/shared/contracts/cards.ts";
import { paymentMethodSchema } from "@kora/shared/contracts/availability.ts";
import { makeAdvisor, makeStaff, makeUser, publishedCard } from "./factories.ts";
import { dataOf, type JsonResponse, type TestApp } from "./harness.ts";

/** Every day, all day: tests that aren't about working hours can book any time. */
export const ALL_WEEK: WorkingHoursRule[] = ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => ({ day, startMinute: 0, endMinute: 1440 }));

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface ScenarioOptions {
  card?: Partial<CardInput>;
  workingHours?: WorkingHoursRule[];
  advisorTimezone?: string;
  settings?: Record<string, unknown>;
  /** Save a card that behaves like this test number (default: 4242…, succeeds). */
  testCard?: string | null;
}

/**
 * A scenario in one call (the cal.com `createBookingScenario` habit): an advisor with hours and a
 * published card, a learner with a saved payment card, and helpers to request and act on bookings.
 */
export async function bookingScenario(t: TestApp, options: ScenarioOptions = {}) {
  const advisor = await makeAdvisor(t, "Avery");
  if (options.advisorTimezone)
    await t.services.db.updateTable("users").set({ timezone: options.advisorTimezone }).where("id", "=", advisor.user.id).execute();
  const staff = await makeStaff(t);
  const cardId = await publishedCard(t, advisor.cookie, staff.cookie, {
    timezone: options.advisorTimezone ?? "Australia/Sydney",
    ...options.card,
  });
  const settings = await t.call("PUT", "/api/me/availability", {
    cookie: advisor.cookie,
    body: { workingHours: options.workingHours ?? ALL_WEEK, minNoticeHours: 0, ...options.settings },
  });
  if (settings.status !== 200) throw new Error(`availability failed: ${settings.status} ${await settings.text()}`);
  const learner = await makeUser(t, { firstName: "Lena" });
  const paymentMethodId = options.testCard === null ? null : await addCard(t, learner.cookie, options.testCard ?? "4242424242424242");

  /** Minutes from the test clock's now, as an ISO instant. */
  const inHours = (hours: number) => new Date(t.clock.now.getTime() + hours * HOUR).toISOString();
  const request = async (times: string[], extra: Record<string, unknown> = {}, who = learner.cookie): Promise<JsonResponse> =>
    t.call("POST", "/api/bookings", {
      cookie: who,
      body: {
        cardId,
        duration: 60,
        preferredTimes: times,
        discussionTopic: "Moving from QA into engineering management",
        expiry: null,
        paymentMethodId,
        ...extra,
      },
    });
  const requested = async (times: string[], extra: Record<string, unknown> = {}): Promise<BookingDto> => {
    const response = await request(times, extra);
    if (response.status !== 201) throw new Error(`request failed: ${response.status} ${await response.text()}`);
    return dataOf(response, bookingDtoSchema);
  };
  const act = (cookie: string, id: string, action: string, body: unknown = {}) =>
    t.call("POST", `/api/bookings/${id}/${action}`, { cookie, body });
  const get = async (cookie: string, id: string): Promise<BookingDto> =>
    dataOf(await t.call("GET", `/api/bookings/${id}`, { cookie }), bookingDtoSchema);
  const confirmed = async (hours = 72): Promise<BookingDto> => {
    const booking = await requested([inHours(hours)]);
    const response = await act(advisor.cookie, booking.id, "confirm", { time: booking.bookingTimesSuggested[0]!.timestampUtc });
    if (response.status !== 200) throw new Error(`confirm failed: ${response.status} ${await response.text()}`);
    return dataOf(response, bookingDtoSchema);
  };
  return { advisor, learner, staff, cardId, paymentMethodId, inHours, request, requested, act, get, confirmed };
}

/** Stripe's test PaymentMethods standing for the ledger's test card numbers: the same behaviour on both providers. */
export const STRIPE_TEST_TOKENS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
  "4000002760003184": "pm_card_authenticationRequired",
};

/** Saves a card that behaves like test number `number`: the number on the ledger, the matching pm_card_* token on Stripe. */
export async function addCard(t: TestApp, cookie: string, number: string): Promise<string> {
  const body =
    t.services.payments.kind === "stripe"
      ? { token: STRIPE_TEST_TOKENS[number] ?? number }
      : { number, expMonth: 12, expYear: 2030, cvc: "123" };
  const response = await t.call("POST", "/api/me/payment-methods", { cookie, body });
  if (response.status !== 201) throw new Error(`card failed: ${response.status} ${await response.text()}`);
  return (await dataOf(response, paymentMethodSchema)).id;
}

/**
 * A booking's money by kind, from our payment records: what was charged and refunded, and the
 * advisor's transfer (`paidOut`: scheduled, on hold or made — the share decided at settlement;
 * `transferred`: made). `rows` are the built-in ledger's own entries (the "bank").
 */
export async function ledger(t: TestApp, bookingId: string) {
  const records = await t.services.db.selectFrom("payments").selectAll().where("booking_id", "=", bookingId).execute();
  const rows = await t.services.db
    .selectFrom("ledger_entries")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .where("status", "=", "succeeded")
    .execute();
  const sum = (kind: string, statuses: string[]) =>
    records.filter((r) => r.kind === kind && statuses.includes(r.status)).reduce((total, r) => total + r.amount, 0);
  return {
    charged: sum("charge", ["succeeded"]),
    refunded: sum("refund", ["succeeded", "pending"]),
    paidOut: sum("transfer", ["scheduled", "on-hold", "pending", "succeeded"]),
    transferred: sum("transfer", ["succeeded"]),
    rows,
    records,
  };
}
