import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { createTestApp, dataOf, recordingSocket, type TestApp } from "../../test/harness.ts";
import { bookingScenario, ledger } from "../../test/booking-scenario.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe("a request, a counter-proposal and a confirmation", () => {
  it("goes learner → advisor → learner, charges only on confirmation, and tells both sides", async () => {
    const s = await bookingScenario(t);
    const advisorSocket = recordingSocket("a", s.advisor.user.id);
    const learnerSocket = recordingSocket("l", s.learner.user.id);
    t.services.hub.connect(advisorSocket.client);
    t.services.hub.connect(learnerSocket.client);

    const booking = await s.requested([s.inHours(72), s.inHours(96)]);
    expect(booking).toMatchObject({
      status: "pending-approval",
      statusLabel: "Awaiting Response",
      role: "learner",
      awaitingFrom: "advisor",
      awaitingMe: false,
    });
    expect(booking.bookingTimesSuggested).toHaveLength(2);
    expect(booking.price).toMatchObject({ advisorFee: 5000, adminFee: 750, total: 5750 });
    expect((await ledger(t, booking.id)).charged).toBe(0);
    expect(advisorSocket.frames.some((f) => f.type === "event" && f.event.name === "PendingApproval")).toBe(true);

    // The learner can't answer their own request; the advisor counters with another time.
    expect((await s.act(s.learner.cookie, booking.id, "confirm", { time: s.inHours(72) })).status).toBe(409);
    const countered = await s.act(s.advisor.cookie, booking.id, "suggest-times", {
      times: [s.inHours(120)],
      expiry: 48,
      message: "Thursday suits me better",
    });
    expect(countered.status).toBe(200);
    expect(await dataOf(countered, bookingDtoSchema)).toMatchObject({
      status: "suggested-times",
      awaitingFrom: "learner",
      lastMessage: "Thursday suits me better",
    });
    const suggested = learnerSocket.frames.find((f) => f.type === "event" && f.event.name === "SuggestedTimes");
    expect(suggested?.type === "event" && suggested.event.data).toMatchObject({
      bookingId: booking.id,
      actorId: s.advisor.user.id,
      otherName: "Avery",
    });

    // The old times are gone: only the counter-proposal can be accepted.
    expect((await s.act(s.learner.cookie, booking.id, "confirm", { time: s.inHours(72) })).status).toBe(422);
    const confirmed = await s.act(s.learner.cookie, booking.id, "confirm", { time: s.inHours(120) });
    expect(confirmed.status).toBe(200);
    expect(await dataOf(confirmed, bookingDtoSchema)).toMatchObject({
      status: "confirmed",
      bookingTimeUtc: s.inHours(120),
      payment: { status: "charged", charged: 5750 },
    });
    expect((await ledger(t, booking.id)).charged).toBe(5750);
    for (const socket of [advisorSocket, learnerSocket])
      expect(socket.frames.some((f) => f.type === "event" && f.event.name === "Confirmed")).toBe(true);

    await t.services.jobs.runDue();
    const mails = await t.services.db.selectFrom("dev_mailbox").selectAll().where("subject", "like", "Booking confirmed%").execute();
    expect(mails).toHaveLength(2);
    const ics = JSON.parse(mails[0]!.attachments)[0];
    expect(ics.filename).toBe("invite.ics");
    expect(ics.content).toContain(`DTSTART:${s.inHours(120).replace(/[-:]/g, "").replace(".000", "")}`);
  });
});
