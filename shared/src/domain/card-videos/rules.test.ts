import { describe, expect, it } from "vitest";
import { PLANS } from "../plans/plans.ts";
import {
  CARD_VIDEO_MAX_SECONDS,
  CARD_VIDEO_MESSAGES,
  type CandidateVideo,
  clipLength,
  showsVideoMessage,
  videoMessageProblem,
} from "./rules.ts";

const ready = (over: Partial<CandidateVideo> = {}): CandidateVideo => ({ ownerId: "u1", status: "ready", durationSeconds: 45, ...over });

describe("videoMessageProblem", () => {
  const table: [string, keyof typeof PLANS, CandidateVideo | undefined, string | null][] = [
    ["Pro, own ready short video", "pro", ready(), null],
    ["Pro, exactly the limit", "pro", ready({ durationSeconds: CARD_VIDEO_MAX_SECONDS }), null],
    ["Pro, one second over", "pro", ready({ durationSeconds: CARD_VIDEO_MAX_SECONDS + 1 }), CARD_VIDEO_MESSAGES.tooLong],
    ["Pro, unknown length", "pro", ready({ durationSeconds: null }), CARD_VIDEO_MESSAGES.tooLong],
    ["Pro, still processing", "pro", ready({ status: "processing" }), CARD_VIDEO_MESSAGES.notReady],
    ["Pro, failed", "pro", ready({ status: "failed" }), CARD_VIDEO_MESSAGES.notReady],
    ["Pro, someone else's", "pro", ready({ ownerId: "u2" }), CARD_VIDEO_MESSAGES.notYours],
    ["Pro, no such video", "pro", undefined, CARD_VIDEO_MESSAGES.notYours],
    ["Plus", "plus", ready(), CARD_VIDEO_MESSAGES.proOnly],
    ["Basic", "basic", ready(), CARD_VIDEO_MESSAGES.proOnly],
    ["Basic, someone else's (plan first: nothing told)", "basic", ready({ ownerId: "u2" }), CARD_VIDEO_MESSAGES.proOnly],
  ];
  it.each(table)("%s", (_, plan, video, expected) => {
    expect(videoMessageProblem(PLANS[plan], "u1", video)).toBe(expected);
  });
});

describe("showsVideoMessage", () => {
  it.each([
    ["pro", "ready", true],
    ["pro", "processing", false],
    ["plus", "ready", false],
    ["basic", "ready", false],
  ] as const)("%s owner, %s video → %s", (plan, status, expected) => {
    expect(showsVideoMessage(PLANS[plan], status)).toBe(expected);
  });
});

describe("clipLength", () => {
  it.each([
    [0, "0:00"],
    [9.6, "0:10"],
    [65, "1:05"],
    [120, "2:00"],
  ])("%s s → %s", (seconds, text) => expect(clipLength(seconds)).toBe(text));
});
