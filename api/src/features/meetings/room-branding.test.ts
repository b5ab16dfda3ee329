import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRO_SLUG } from "@kora/shared/domain/plans/plans.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { makeAdvisor, makeUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { bookingRoomId, loadRoomContext, personalRoomId } from "./room-context.ts";

/** Rooms a Pro advisor hosts carry their branding to the call's header (RoomInfo.branding). */
let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe("branding in rooms", () => {
  it("brands a Pro advisor's personal room, and nobody else's", async () => {
    const pro = await makeAdvisor(t, "Pia");
    const basic = await makeUser(t, { firstName: "Bea", type: "Advisor" });
    await t.services.db
      .insertInto("plan_subscriptions")
      .values({ id: "sub-pro", user_id: pro.user.id, slug: PRO_SLUG, started_at: t.clock.now.toISOString(), ends_at: null })
      .execute();
    for (const person of [pro, basic])
      expect((await t.call("PUT", "/api/me/branding", { cookie: person.cookie, body: { colour: "#ffeb3b" } })).status).toBe(
        person === pro ? 200 : 403,
      );
    const room = await loadRoomContext(t.services, personalRoomId(pro.user.id));
    expect(room?.branding).toEqual({ colour: "#ffeb3b", textColour: "#000000", logoUrl: null });
    expect((await loadRoomContext(t.services, personalRoomId(basic.user.id)))?.branding).toBeNull();

    await t.services.db.updateTable("plan_subscriptions").set({ ends_at: t.clock.now.toISOString() }).execute();
    t.clock.advance(1000);
    expect((await loadRoomContext(t.services, personalRoomId(pro.user.id)))?.branding).toBeNull();
  });

  it("brands a booking's call with its advisor's branding", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed();
    expect((await loadRoomContext(t.services, bookingRoomId(booking.id)))?.branding).toBeNull();
    await t.services.db
      .insertInto("plan_subscriptions")
      .values({ id: "sub-pro", user_id: s.advisor.user.id, slug: PRO_SLUG, started_at: t.clock.now.toISOString(), ends_at: null })
      .execute();
    expect((await t.call("PUT", "/api/me/branding", { cookie: s.advisor.cookie, body: { colour: "#1a237e" } })).status).toBe(200);
    expect((await loadRoomContext(t.services, bookingRoomId(booking.id)))?.branding).toEqual({
      colour: "#1a237e",
      textColour: "#ffffff",
      logoUrl: null,
    });
  });
});
