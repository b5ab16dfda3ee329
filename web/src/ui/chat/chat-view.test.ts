import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@kora/shared/contracts/meetings.ts";
import { charactersLeft, chatDraftError, chatLines, chatTime } from "./chat-view.ts";

const message = (id: string, authorId: string | null, sentAt: string, system = false): ChatMessage => ({
  id,
  roomId: "booking:b1",
  authorId,
  authorName: authorId ?? "Kora",
  text: id,
  system,
  sentAt,
});

describe("chatLines", () => {
  it("sorts by time, marks my own messages and groups a run of one author", () => {
    const lines = chatLines(
      [
        message("3", "me", "2026-11-21T10:02:00Z"),
        message("1", "maya", "2026-11-21T10:00:00Z"),
        message("2", "maya", "2026-11-21T10:01:00Z"),
        message("4", null, "2026-11-21T10:03:00Z", true),
        message("5", "me", "2026-11-21T10:04:00Z"),
        message("6", "me", "2026-11-21T10:20:00Z"),
      ],
      "me",
    );
    expect(lines.map((line) => [line.message.id, line.own, line.head])).toEqual([
      ["1", false, true],
      ["2", false, false],
      ["3", true, true],
      ["4", false, true],
      ["5", true, true],
      ["6", true, true],
    ]);
  });

  it("marks nothing as mine when I'm not known (the archive before the profile loads)", () => {
    expect(chatLines([message("1", "me", "2026-11-21T10:00:00Z")], null)[0]!.own).toBe(false);
  });
});

describe("chatTime", () => {
  const now = Date.parse("2026-11-21T15:00:00Z");
  it.each([
    ["2026-11-21T09:05:00Z", "09:05"],
    ["2026-11-19T09:05:00Z", "Thu 09:05"],
    ["2026-10-03T09:05:00Z", "3 Oct, 09:05"],
  ])("%s reads %s", (iso, text) => expect(chatTime(iso, now, "UTC")).toBe(text));

  it("uses the viewer's zone for the day", () => {
    expect(chatTime("2026-11-21T14:30:00Z", now, "Australia/Sydney")).toBe("01:30");
  });
});

describe("drafts", () => {
  it.each([
    ["", "Please write a message."],
    ["   ", "Please write a message."],
    ["Hi", null],
    ["x".repeat(2000), null],
    ["x".repeat(2001), "Messages are at most 2000 characters."],
  ])("%j → %s", (text, error) => expect(chatDraftError(text)).toBe(error));

  it("counts down only near the limit", () => {
    expect(charactersLeft("hello")).toBeNull();
    expect(charactersLeft("x".repeat(1850))).toBe(150);
    expect(charactersLeft("x".repeat(2010))).toBe(-10);
  });
});
