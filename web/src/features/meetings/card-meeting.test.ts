import { describe, expect, it } from "vitest";
import type { PersonalRoom } from "@kora/shared/contracts/meetings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { cardMeetingFrame, cardOpensMeeting } from "./card-meeting.ts";
import { tokenRequest } from "./engine/meeting.client.ts";

const card = {
  title: "Career coaching",
  status: "published" as const,
  deletedAt: null,
  link: "/advisors/maya-patel/career-coaching",
  user: { id: "u-maya", slug: "maya-patel", firstName: "Maya", fullName: "Maya Patel", avatarUrl: "/a.png", timezone: "UTC" },
};
const room: PersonalRoom = {
  roomId: "room:u-maya",
  slug: "maya-patel",
  hostName: "Maya Patel",
  hostFirstName: "Maya",
  locked: true,
  knocking: true,
  isHost: false,
};
const member = { id: "u-lee", firstName: "Lee", isPlaceholder: false } as Me;
const placeholder = { id: "u-ann", firstName: "Ann", isPlaceholder: true } as Me;

describe("a card's instant meeting", () => {
  it.each([
    ["a published card", card, "maya-patel", true],
    ["a private (unlisted) card", { ...card, status: "unlisted" as const }, "maya-patel", true],
    ["a draft", { ...card, status: "draft" as const }, "maya-patel", false],
    ["a card awaiting review", { ...card, status: "awaiting-review" as const }, "maya-patel", false],
    ["a deleted card", { ...card, deletedAt: "2026-11-01T00:00:00.000Z" }, "maya-patel", false],
    ["another advisor's card under this advisor's link", card, "omar-ali", false],
  ])("opens for %s: %s", (_what, given, userSlug, opens) => {
    expect(cardOpensMeeting(given, userSlug)).toBe(opens);
  });

  it("heads the preview with the card and its advisor; a guest gives a first name and knocks", () => {
    const frame = cardMeetingFrame(card, room, null);
    expect(frame).toMatchObject({
      kind: "personal",
      eyebrow: "Instant meeting",
      title: "Career coaching",
      host: { name: "Maya Patel", avatarUrl: "/a.png" },
      joinMode: "knock",
      guestName: "",
      notice: null,
      exit: { to: "/advisors/maya-patel/career-coaching", label: "Back to the card" },
    });
    expect(cardMeetingFrame(card, room, placeholder).guestName).toBe("Ann");
    expect(cardMeetingFrame(card, room, member).guestName).toBeNull();
  });

  it("walks the advisor in as host, and anyone in while the room is unlocked; says when knocks are off", () => {
    const host = cardMeetingFrame(card, { ...room, isHost: true }, member);
    expect(host).toMatchObject({ eyebrow: "Your instant meeting", joinMode: "join", exit: { label: "Back to my dashboard" } });
    expect(cardMeetingFrame(card, { ...room, locked: false }, member).joinMode).toBe("join");
    expect(cardMeetingFrame(card, { ...room, knocking: false }, member).notice).toMatch(/isn't taking knocks/);
  });

  it("asks for the token naming the card, so the knock carries it", () => {
    expect(tokenRequest({ kind: "personal", slug: "maya-patel", cardId: "c1" })).toEqual({
      path: "/api/meetings/rooms/maya-patel/token",
      body: { cardId: "c1" },
    });
    expect(tokenRequest({ kind: "personal", slug: "maya-patel" }).body).toEqual({});
    expect(tokenRequest({ kind: "booking", bookingId: "b1" })).toEqual({ path: "/api/bookings/b1/video-token", body: undefined });
    // Someone not on the booking knocks through requestApproval (core §7).
    expect(tokenRequest({ kind: "booking", bookingId: "b1", ask: true }).path).toBe("/api/bookings/b1/requestApproval");
  });
});
