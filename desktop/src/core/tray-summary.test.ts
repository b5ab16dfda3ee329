import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDesktopSettingsStore } from "./desktop-settings.ts";
import type { AgendaSession } from "./notification-scheduler.ts";
import { badgeCount, HeldBack, nextSession, traySummary, whenLabel } from "./tray-summary.ts";

const NOW = Date.parse("2026-03-10T12:00:00.000Z"); // a Tuesday

const session = (id: string, startsAt: string, title = "Career chat", otherParty = "Anna"): AgendaSession => ({
  bookingId: id,
  title,
  otherParty,
  startsAt,
  joinPath: `/my-kora/bookings/${id}/join`,
  joinClosesAt: null,
});

describe("tray summary", () => {
  it("names the next session with its time in the user's zone, and the number of requests", () => {
    const agenda = {
      sessions: [session("later", "2026-03-11T09:00:00.000Z", "Portfolio review", "Ben"), session("soon", "2026-03-10T15:30:00.000Z")],
      requests: 2,
    };
    expect(traySummary(agenda, NOW, "UTC", false)).toEqual({
      tooltip: "Kora · Next: Career chat with Anna, today 15:30 · 2 booking requests",
      nextSession: "Next: Career chat with Anna, today 15:30",
      requests: "2 booking requests",
    });
    // 15:30 UTC is 16:30 in Berlin (CET); in Tokyo it is already 00:30 the next day.
    expect(traySummary(agenda, NOW, "Europe/Berlin", false).nextSession).toBe("Next: Career chat with Anna, today 16:30");
    expect(traySummary(agenda, NOW, "Asia/Tokyo", false).nextSession).toBe("Next: Career chat with Anna, tomorrow 00:30");
  });

  it("says when there is nothing, one request, a session in progress and do not disturb", () => {
    expect(traySummary({ sessions: [], requests: 0 }, NOW, "UTC", true)).toEqual({
      tooltip: "Kora · No upcoming sessions · No booking requests · Do not disturb",
      nextSession: "No upcoming sessions",
      requests: "No booking requests",
    });
    const running = { sessions: [session("now", "2026-03-10T11:50:00.000Z")], requests: 1 };
    expect(traySummary(running, NOW, "UTC", false).nextSession).toBe("Next: Career chat with Anna, now");
    expect(traySummary(running, NOW, "UTC", false).requests).toBe("1 booking request");
  });

  it("skips sessions whose join window has closed and dates ones further away", () => {
    const agenda = { sessions: [session("past", "2026-03-10T11:00:00.000Z"), session("far", "2026-03-16T08:05:00.000Z")], requests: 0 };
    expect(nextSession(agenda, NOW)?.bookingId).toBe("far");
    expect(whenLabel(Date.parse("2026-03-16T08:05:00.000Z"), NOW, "UTC")).toBe("Mon 16 Mar 08:05");
  });

  it("badges the requests, never a negative or broken count", () => {
    expect(badgeCount({ sessions: [], requests: 3 })).toBe(3);
    expect(badgeCount({ sessions: [], requests: 0 })).toBe(0);
    expect(badgeCount({ sessions: [], requests: -2 })).toBe(0);
    expect(badgeCount({ sessions: [], requests: Number.NaN })).toBe(0);
  });
});

describe("held back by do not disturb", () => {
  it("summarises what was held back once, naming the first three", () => {
    const held = new HeldBack();
    expect(held.drain()).toBeNull();
    held.add("Session in 10 minutes: Career chat with Anna");
    expect(held.drain()).toEqual({
      title: "1 notification while you were not disturbed",
      body: "Session in 10 minutes: Career chat with Anna",
    });
    for (const title of ["New booking request", "Booking confirmed", "Anna wants to join your room", "Booking cancelled"]) held.add(title);
    expect(held.count).toBe(4);
    expect(held.drain()).toEqual({
      title: "4 notifications while you were not disturbed",
      body: "New booking request; Booking confirmed; Anna wants to join your room; and 1 more",
    });
    expect(held.drain()).toBeNull();
  });

  it("keeps counting past its memory limit", () => {
    const held = new HeldBack();
    for (let i = 0; i < 150; i++) held.add(`n${i}`);
    expect(held.count).toBe(150);
    expect(held.drain()?.body).toBe("n0; n1; n2; and 147 more");
  });
});

describe("do-not-disturb setting on disk", () => {
  let folder = "";
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("defaults to off, survives a restart, and keeps the other settings", () => {
    folder = mkdtempSync(join(tmpdir(), "kora-dnd-"));
    expect(createDesktopSettingsStore(folder).read().doNotDisturb).toBe(false);
    createDesktopSettingsStore(folder).update({ serverUrl: "https://kora.example.com" });
    createDesktopSettingsStore(folder).update({ doNotDisturb: true });
    const reopened = createDesktopSettingsStore(folder).read();
    expect(reopened).toMatchObject({ doNotDisturb: true, serverUrl: "https://kora.example.com" });
    expect(JSON.parse(readFileSync(join(folder, "settings.json"), "utf8")).doNotDisturb).toBe(true);
  });

  it("falls back to off for a damaged value without losing the server URL", () => {
    folder = mkdtempSync(join(tmpdir(), "kora-dnd-"));
    writeFileSync(join(folder, "settings.json"), JSON.stringify({ doNotDisturb: "yes please", serverUrl: "https://kora.example.com" }));
    const warnings: string[] = [];
    expect(createDesktopSettingsStore(folder, (m) => warnings.push(m)).read()).toMatchObject({
      doNotDisturb: false,
      serverUrl: "https://kora.example.com",
    });
  });
});
