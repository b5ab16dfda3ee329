import { describe, expect, it } from "vitest";
import { moneyBlocks } from "./money-blocks.ts";

const some = [{ currency: "AUD", amount: 5750, sessions: 1 }];

describe("which money the dashboard shows this month", () => {
  it.each([
    ["an advisor with nothing yet: earnings", "Advisor", [], [], { earnings: true, spending: false }],
    ["a learner with nothing yet: spending", "Learner", [], [], { earnings: false, spending: true }],
    ["an advisor who also booked someone: both", "Advisor", some, some, { earnings: true, spending: true }],
    ["a learner paid for a session (past advising): both", "Learner", some, some, { earnings: true, spending: true }],
    ["an advisor who only spent: both", "Advisor", [], some, { earnings: true, spending: true }],
  ] as const)("%s", (_, type, earnings, spending, expected) =>
    expect(moneyBlocks(type, { earnings: [...earnings], spending: [...spending] })).toEqual(expected),
  );
});
