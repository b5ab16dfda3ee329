import { describe, expect, it } from "vitest";
import type { SessionCalendarEntry } from "./booking-calendar.ts";
import { googleCalendarUrl, outlookCalendarUrl } from "./calendar-links.ts";

const entry: SessionCalendarEntry = {
  summary: "Kora: Q&A, design with Ada",
  description: "Topic line\n\nJoin the call: https://kora.test/j?x=1&y=2",
  location: "https://kora.test/j?x=1&y=2",
  startMs: Date.UTC(2026, 2, 28, 23, 30, 0, 500),
  endMs: Date.UTC(2026, 2, 29, 0, 30),
};

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("googleCalendarUrl", () => {
  it("opens Google's event editor with the UTC span in basic format", () => {
    const url = googleCalendarUrl(entry);
    expect(url.startsWith("https://calendar.google.com/calendar/render?action=TEMPLATE&text=")).toBe(true);
    expect(params(url)).toEqual({
      action: "TEMPLATE",
      text: entry.summary,
      dates: "20260328T233000Z/20260329T003000Z",
      details: entry.description,
      location: entry.location,
    });
  });
});

describe("outlookCalendarUrl", () => {
  it("opens Outlook's compose form with ISO UTC instants and the add-event route", () => {
    const url = outlookCalendarUrl(entry);
    expect(url.startsWith("https://outlook.live.com/calendar/0/deeplink/compose?subject=")).toBe(true);
    expect(params(url)).toEqual({
      subject: entry.summary,
      startdt: "2026-03-28T23:30:00Z",
      enddt: "2026-03-29T00:30:00Z",
      body: entry.description,
      location: entry.location,
      path: "/calendar/action/compose",
      rru: "addevent",
    });
  });
});

describe("encoding: every character survives, spaces are %20 never +", () => {
  it.each([
    ["ampersand and equals", "a&b=c"],
    ["plus sign", "C++ + Rust"],
    ["hash and question mark", "#1? yes"],
    ["newlines", "one\ntwo\r\nthree"],
    ["unicode", "Résumé 東京 🚀"],
    ["percent", "100% sure"],
  ])("%s", (_name, text) => {
    for (const build of [googleCalendarUrl, outlookCalendarUrl]) {
      const url = build({ ...entry, summary: text, description: text });
      const values = params(url);
      expect(values.text ?? values.subject).toBe(text);
      expect(values.details ?? values.body).toBe(text);
      expect(url).not.toMatch(/\+/);
    }
  });
});
