import { describe, expect, it } from "vitest";
import { addDismissed, readDismissed, reminderBookingId } from "./reminder-rule.ts";

const none = new Set<string>();

describe("booking reminder (core §2 Behaviour)", () => {
  it("offers the active booking anywhere else in the app", () => {
    expect(reminderBookingId({ activeBookingId: "b1", pathname: "/my-kora/dashboard", dismissed: none })).toBe("b1");
    expect(reminderBookingId({ activeBookingId: "b1", pathname: "/my-kora/bookings/b1", dismissed: none })).toBe("b1");
  });
  it("stays shut with no active booking, in any call, on review pages, or once answered", () => {
    // A modal over a call would make the call inert: not on another booking's call, nor in a personal room.
    expect(reminderBookingId({ activeBookingId: "b1", pathname: "/my-kora/bookings/b2/join", dismissed: none })).toBeNull();
    expect(reminderBookingId({ activeBookingId: "b1", pathname: "/meet/maya-patel", dismissed: none })).toBeNull();
    expect(reminderBookingId({ activeBookingId: null, pathname: "/", dismissed: none })).toBeNull();
    expect(reminderBookingId({ activeBookingId: "b1", pathname: "/my-kora/bookings/b1/join", dismissed: none })).toBeNull();
    expect(reminderBookingId({ activeBookingId: "b1", pathname: "/my-kora/bookings/b9/review", dismissed: none })).toBeNull();
    expect(reminderBookingId({ activeBookingId: "b1", pathname: "/my-kora/kora-cards/review", dismissed: none })).toBeNull();
    expect(reminderBookingId({ activeBookingId: "b1", pathname: "/", dismissed: new Set(["b1"]) })).toBeNull();
  });
});

describe("answered reminders in session storage", () => {
  const memory = () => {
    const values = new Map<string, string>();
    return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
  };
  it("remembers each answered booking", () => {
    const storage = memory();
    addDismissed(storage, "b1");
    addDismissed(storage, "b2");
    expect([...readDismissed(storage)]).toEqual(["b1", "b2"]);
  });
  it("reads a broken or missing store as empty", () => {
    expect(readDismissed(null).size).toBe(0);
    expect(readDismissed({ getItem: () => "{oops" }).size).toBe(0);
  });
});
