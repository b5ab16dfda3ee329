import { describe, expect, it } from "vitest";
import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { endView } from "./end-rules.ts";

describe("endView", () => {
  it.each([
    [null, true, "You left the call", true],
    ["You left the call.", true, "You left the call", true],
    [null, false, "The call has ended", true],
    [MEETING_MESSAGES.removed, false, MEETING_MESSAGES.removed, true],
    [MEETING_MESSAGES.denied, false, MEETING_MESSAGES.denied, true],
    [MEETING_MESSAGES.disabled, false, MEETING_MESSAGES.disabled, false],
    [MEETING_MESSAGES.windowClosed, false, MEETING_MESSAGES.windowClosed, false],
    [MEETING_MESSAGES.notYours, false, MEETING_MESSAGES.notYours, false],
  ])("%s (left by me: %s) → %s, rejoin %s", (message, leftByMe, heading, canRejoin) => {
    expect(endView(message, leftByMe)).toMatchObject({ heading, canRejoin });
  });
});
