import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { describe, expect, it } from "vitest";
import { agendaFrom } from "./desktop-agenda.ts";
import { bookingNotice, KnockBook, knockAnswerPath, knockNotice } from "./desktop-notices.ts";

const NOW = Date.parse("2026-03-10T12:00:00.000Z");
const ADA = { id: "ada", timezone: "UTC" };

/** Only what the agenda and the notices read of a booking. */
const booking = (over: Partial<Record<keyof BookingDto, unknown>>): BookingDto =>
  ({
    id: "b1",
    status: "confirmed",
    role: "advisor",
    advisor: { id: "ada", firstName: "Ada" },
    learner: { id: "leo", firstName: "Leo" },
    card: { title: "Career chat" },
    bookingTimeUtc: "2026-03-10T15:00:00.000Z",
    joinClosesAtUtc: "2026-03-10T15:30:00.000Z",
    awaitingMe: false,
    cancelledBy: null,
    confirmedBy: "ada",
    createdBy: "leo",
    ...over,
  }) as unknown as BookingDto;

describe("the agenda handed to main", () => {
  it("keeps confirmed sessions still joinable, soonest first, and counts the requests I must answer", () => {
    const agenda = agendaFrom(
      [
        booking({ id: "later", bookingTimeUtc: "2026-03-11T09:00:00.000Z", joinClosesAtUtc: "2026-03-11T09:30:00.000Z" }),
        booking({ id: "soon" }),
        booking({ id: "over", bookingTimeUtc: "2026-03-10T10:00:00.000Z", joinClosesAtUtc: "2026-03-10T10:30:00.000Z" }),
        booking({ id: "completed", status: "completed" }),
      ],
      [booking({ id: "r1", status: "awaiting-advisor", awaitingMe: true }), booking({ id: "r2", awaitingMe: false })],
      NOW,
    );
    expect(agenda.requests).toBe(1);
    expect(agenda.sessions).toEqual([
      {
        bookingId: "soon",
        title: "Career chat",
        otherParty: "Leo",
        startsAt: "2026-03-10T15:00:00.000Z",
        joinPath: "/my-kora/bookings/soon/join",
        joinClosesAt: "2026-03-10T15:30:00.000Z",
      },
      expect.objectContaining({ bookingId: "later", joinPath: "/my-kora/bookings/later/join" }),
    ]);
  });
});

describe("booking notices", () => {
  const data = { bookingId: "b1", status: "pending" as const, otherName: "Leo", cardTitle: "Career chat", startUtc: null, actorId: "leo" };

  it("tells the advisor about a new request in plain words, opening the booking", () => {
    expect(bookingNotice("PendingApproval", data, ADA, booking({ awaitingMe: true }), NOW)).toEqual({
      title: "New booking request",
      body: "New booking request from Leo: Career chat",
      path: "/my-kora/bookings/b1",
    });
  });

  it("says nothing about my own action, nor about events main reminds of itself", () => {
    expect(bookingNotice("Confirmed", { ...data, actorId: "ada" }, ADA, booking({}), NOW)).toBeNull();
    expect(bookingNotice("StartsInTenMinutes", data, ADA, booking({}), NOW)).toBeNull();
    expect(bookingNotice("PendingApproval", data, ADA, booking({ awaitingMe: false }), NOW)).toBeNull();
  });

  it("tells a cancellation by the other party", () => {
    const cancelled = booking({ status: "cancelled-confirmed", cancelledBy: "leo" });
    expect(bookingNotice("CancelledConfirmed", data, ADA, cancelled, NOW)).toMatchObject({
      title: "Booking cancelled",
      body: "Leo cancelled your confirmed booking: Career chat",
    });
  });
});

describe("knocks", () => {
  const roomKnock = { roomId: "room:ada", participantId: "g 1", name: "Anna", link: "/meet/ada-advisor" };
  const callKnock = { roomId: "booking:b1", participantId: "g2", name: "Pat", link: "/my-kora/bookings/b1/join" };

  it("offers Admit and Deny, and says whose room", () => {
    expect(knockNotice(roomKnock, "knock-1")).toMatchObject({
      title: "Anna wants to join your room",
      path: "/meet/ada-advisor",
      tag: "knock-1",
      actions: [
        { id: "admit", label: "Admit" },
        { id: "deny", label: "Deny" },
      ],
    });
    expect(knockNotice(callKnock, "knock-2").title).toBe("Pat wants to join your call");
  });

  it("names the card a knock came from", () => {
    expect(knockNotice({ ...roomKnock, cardTitle: "Career coaching" }, "knock-3").body).toBe(
      "About 'Career coaching'. Admit or deny them here, or open the room to see who is waiting.",
    );
    expect(knockNotice(roomKnock, "knock-1").body).toBe("Admit or deny them here, or open the room to see who is waiting.");
  });

  it("answers through the room's host-control route", () => {
    expect(knockAnswerPath(roomKnock, "admit")).toBe("/api/meetings/rooms/ada-advisor/approve/g%201");
    expect(knockAnswerPath(roomKnock, "deny")).toBe("/api/meetings/rooms/ada-advisor/revoke/g%201");
    expect(knockAnswerPath(callKnock, "admit")).toBe("/api/bookings/b1/approve/g2");
    expect(knockAnswerPath({ ...roomKnock, link: "/elsewhere/x" }, "admit")).toBeNull();
    expect(knockAnswerPath({ ...roomKnock, roomId: "other:1" }, "admit")).toBeNull();
  });

  it("finds a knock once by its tag, and forgets the oldest past fifty", () => {
    const book = new KnockBook();
    const first = book.add(roomKnock);
    for (let i = 0; i < 50; i++) book.add(callKnock);
    expect(book.take(first)).toBeNull();
    const last = book.add(roomKnock);
    expect(book.take(last)).toEqual(roomKnock);
    expect(book.take(last)).toBeNull();
  });
});
