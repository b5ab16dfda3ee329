import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { bookingScenario, HOUR, ledger } from "../../test/booking-scenario.ts";
import type { FakeStripe } from "../../test/fake-stripe/index.ts";
import { dataOf, type TestApp } from "../../test/harness.ts";
import { enablePayouts, PROVIDERS, paymentsTestApp } from "../../test/payments-fixtures.ts";

// A marketplace card at 25.00 per 30 minutes: a 60-minute session is 50.00 + 15% admin fee = 57.50.
const TOTAL = 5750;
const ADVISOR_FEE = 5000;
const ADMIN_FEE = 750;
const DAY = 24 * HOUR;

type Scenario = Awaited<ReturnType<typeof bookingScenario>>;
type Attendance = "both" | "advisor only" | "learner only" | "nobody";

/** One row of the money table: where the booking stands, who ends it and when, and what money moves. */
interface Row {
  name: string;
  /** The booking's state when it ends: a request, or confirmed `hoursAhead` before its start. */
  stage: "request" | "confirmed";
  hoursAhead: number;
  end:
    | { by: "learner" | "advisor"; how: "cancel" }
    | { by: "advisor" | "learner"; how: "reschedule-refused" | "reschedule-lapses" }
    | { by: "system"; how: "expire" }
    | { by: "system"; how: "attendance"; attendance: Attendance };
  status: string;
  charged: number;
  refunded: number;
  paidOut: number;
}

const TABLE: Row[] = [
  {
    name: "request cancelled by the learner",
    stage: "request",
    hoursAhead: 72,
    end: { by: "learner", how: "cancel" },
    status: "cancelled-provisional",
    charged: 0,
    refunded: 0,
    paidOut: 0,
  },
  {
    name: "request declined by the advisor",
    stage: "request",
    hoursAhead: 72,
    end: { by: "advisor", how: "cancel" },
    status: "cancelled-provisional",
    charged: 0,
    refunded: 0,
    paidOut: 0,
  },
  {
    name: "request nobody answered",
    stage: "request",
    hoursAhead: 72,
    end: { by: "system", how: "expire" },
    status: "provisional-request-expired",
    charged: 0,
    refunded: 0,
    paidOut: 0,
  },
  {
    name: "learner cancels days ahead: fees kept",
    stage: "confirmed",
    hoursAhead: 72,
    end: { by: "learner", how: "cancel" },
    status: "cancelled-confirmed",
    charged: TOTAL,
    refunded: ADVISOR_FEE,
    paidOut: 0,
  },
  {
    name: "learner cancels within 24 hours: advisor paid",
    stage: "confirmed",
    hoursAhead: 20,
    end: { by: "learner", how: "cancel" },
    status: "cancelled-confirmed",
    charged: TOTAL,
    refunded: 0,
    paidOut: ADVISOR_FEE,
  },
  {
    name: "advisor cancels days ahead: full refund",
    stage: "confirmed",
    hoursAhead: 72,
    end: { by: "advisor", how: "cancel" },
    status: "cancelled-confirmed",
    charged: TOTAL,
    refunded: TOTAL,
    paidOut: 0,
  },
  {
    name: "advisor cancels within 24 hours: full refund",
    stage: "confirmed",
    hoursAhead: 20,
    end: { by: "advisor", how: "cancel" },
    status: "cancelled-confirmed",
    charged: TOTAL,
    refunded: TOTAL,
    paidOut: 0,
  },
  {
    name: "advisor's reschedule refused: admin fee kept",
    stage: "confirmed",
    hoursAhead: 72,
    end: { by: "advisor", how: "reschedule-refused" },
    status: "cancelled-confirmed",
    charged: TOTAL,
    refunded: TOTAL - ADMIN_FEE,
    paidOut: 0,
  },
  {
    name: "learner's reschedule refused: admin fee kept",
    stage: "confirmed",
    hoursAhead: 72,
    end: { by: "learner", how: "reschedule-refused" },
    status: "cancelled-confirmed",
    charged: TOTAL,
    refunded: TOTAL - ADMIN_FEE,
    paidOut: 0,
  },
  {
    name: "advisor's late reschedule lapses: their cancellation",
    stage: "confirmed",
    hoursAhead: 20,
    end: { by: "advisor", how: "reschedule-lapses" },
    status: "cancelled-confirmed",
    charged: TOTAL,
    refunded: TOTAL,
    paidOut: 0,
  },
  {
    name: "learner's late reschedule lapses: their late cancellation",
    stage: "confirmed",
    hoursAhead: 20,
    end: { by: "learner", how: "reschedule-lapses" },
    status: "cancelled-confirmed",
    charged: TOTAL,
    refunded: 0,
    paidOut: ADVISOR_FEE,
  },
  {
    name: "both attend: completed, advisor paid",
    stage: "confirmed",
    hoursAhead: 3,
    end: { by: "system", how: "attendance", attendance: "both" },
    status: "completed",
    charged: TOTAL,
    refunded: 0,
    paidOut: ADVISOR_FEE,
  },
  {
    name: "advisor no-show: full refund",
    stage: "confirmed",
    hoursAhead: 3,
    end: { by: "system", how: "attendance", attendance: "learner only" },
    status: "expired-advisor-no-show",
    charged: TOTAL,
    refunded: TOTAL,
    paidOut: 0,
  },
  {
    name: "learner no-show: advisor who joined is paid",
    stage: "confirmed",
    hoursAhead: 3,
    end: { by: "system", how: "attendance", attendance: "advisor only" },
    status: "expired-learner-no-show",
    charged: TOTAL,
    refunded: 0,
    paidOut: ADVISOR_FEE,
  },
  {
    name: "both absent: no refund, nobody paid",
    stage: "confirmed",
    hoursAhead: 3,
    end: { by: "system", how: "attendance", attendance: "nobody" },
    status: "expired-both-no-show",
    charged: TOTAL,
    refunded: 0,
    paidOut: 0,
  },
];

async function attend(t: TestApp, s: Scenario, id: string, cookie: string) {
  for (let i = 0; i <= 4; i++) {
    expect((await s.act(cookie, id, "join")).status).toBe(200);
    t.clock.advance(30_000);
  }
}

/** Plays a row's ending on a booking. */
async function end(t: TestApp, s: Scenario, id: string, start: number, row: Row): Promise<void> {
  const cookie = (who: "advisor" | "learner") => s[who].cookie;
  const other = (who: "advisor" | "learner") => (who === "advisor" ? "learner" : "advisor");
  const e = row.end;
  if (e.how === "cancel") expect((await s.act(cookie(e.by), id, "cancel", { cancelReason: "emergency" })).status).toBe(200);
  if (e.how === "expire") {
    t.clock.now = new Date(start);
    await t.services.jobs.runDue();
  }
  if (e.how === "reschedule-refused" || e.how === "reschedule-lapses") {
    const asked = await s.act(cookie(e.by), id, "reschedule", { times: [s.inHours(100)], expiry: 48 });
    expect(asked.status).toBe(200);
    if (e.how === "reschedule-refused")
      expect((await s.act(cookie(other(e.by)), id, "cancel", { cancelReason: "schedule-conflict" })).status).toBe(200);
    else {
      t.clock.now = new Date(start);
      await t.services.jobs.runDue();
    }
  }
  if (e.how === "attendance") {
    t.clock.now = new Date(start - 5 * 60_000);
    if (e.attendance === "both" || e.attendance === "advisor only") await attend(t, s, id, cookie("advisor"));
    t.clock.now = new Date(start - 2 * 60_000);
    if (e.attendance === "both" || e.attendance === "learner only") await attend(t, s, id, cookie("learner"));
    t.clock.now = new Date(start + 61 * 60_000);
    await t.services.jobs.runDue();
  }
}

describe.each(PROVIDERS)("the money table on the %s provider", (provider) => {
  let t: TestApp;
  let fake: FakeStripe | null;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, fake, close } = await paymentsTestApp(provider)));
  afterAll(() => close());

  it.each(TABLE)("$name", async (row) => {
    t.clock.now = new Date("2027-02-01T09:00:00Z");
    const s = await bookingScenario(t);
    await enablePayouts(t, fake, s.advisor.cookie);
    const booking = await s.requested([s.inHours(row.hoursAhead)]);
    const start = Date.parse(booking.bookingTimesSuggested[0]!.timestampUtc);
    if (row.stage === "confirmed")
      expect((await s.act(s.advisor.cookie, booking.id, "confirm", { time: booking.bookingTimesSuggested[0]!.timestampUtc })).status).toBe(
        200,
      );
    await end(t, s, booking.id, start, row);

    const after = await dataOf(await t.call("GET", `/api/bookings/${booking.id}`, { cookie: s.learner.cookie }), bookingDtoSchema);
    expect(after.status).toBe(row.status);
    expect(after.payment).toMatchObject({ charged: row.charged, refunded: row.refunded });
    expect(after.payment.refunds.map((r) => r.amount)).toEqual(row.refunded ? [row.refunded] : []);
    expect(await ledger(t, booking.id)).toMatchObject({
      charged: row.charged,
      refunded: row.refunded,
      paidOut: row.paidOut,
      transferred: 0,
    });

    // About a week after it ended, the advisor's share is transferred, and nothing else moves.
    t.clock.advance(7 * DAY + HOUR);
    await t.services.jobs.runDue();
    expect(await ledger(t, booking.id)).toMatchObject({ charged: row.charged, refunded: row.refunded, transferred: row.paidOut });
    if (fake) {
      const posted = (path: string) =>
        fake!.requests.filter((r) => r.method === "POST" && r.path === path && JSON.stringify(r.body).includes(booking.id));
      expect(posted("/v1/payment_intents").map((r) => Number(r.body.amount))).toEqual(row.charged ? [row.charged] : []);
      expect(posted("/v1/refunds").map((r) => Number(r.body.amount))).toEqual(row.refunded ? [row.refunded] : []);
      expect(posted("/v1/transfers").map((r) => Number(r.body.amount))).toEqual(row.paidOut ? [row.paidOut] : []);
    }
  });
});
