import { describe, expect, it } from "vitest";
import { cardPaths } from "./card-paths.ts";

describe("card paths", () => {
  it("put a card's instant meeting under its page", () => {
    expect(cardPaths.instantMeeting("/advisors/maya-patel/career-coaching")).toBe("/advisors/maya-patel/career-coaching/instant-meeting");
    expect(cardPaths.instantMeeting("/advisors/maya-patel/career-coaching/")).toBe("/advisors/maya-patel/career-coaching/instant-meeting");
  });
});
