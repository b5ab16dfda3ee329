import { describe, expect, it } from "vitest";
import { fillMessage } from "../../messages.ts";
import { countedLength, TEXT_LIMITS, textLimit, tooLong } from "./text-limit.ts";

describe("text limits", () => {
  it("carry the spec's maxLength message, with the right article", () => {
    expect(textLimit("summary", 5000).message).toBe("Please provide a summary with no more than 5000 characters.");
    expect(TEXT_LIMITS.email.message).toBe("Please provide an email with no more than 254 characters.");
    expect(TEXT_LIMITS.organisation.message).toBe("Please provide an organisation with no more than 120 characters.");
    expect(fillMessage("minLength", { field: "user name", min: 2 })).toBe("Please provide a user name with at least 2 characters.");
  });

  it("count as the schemas do: trimmed, except passwords", () => {
    const note = textLimit("note", 5);
    expect(countedLength("  abcde  ", note)).toBe(5);
    expect(tooLong("  abcde  ", note)).toBeNull();
    expect(tooLong("abcdef", note)).toBe("Please provide a note with no more than 5 characters.");
    expect(countedLength(" pass ", TEXT_LIMITS.password)).toBe(6);
  });

  it("give every field people type into a maximum", () => {
    for (const [key, limit] of Object.entries(TEXT_LIMITS)) {
      expect(limit.max, key).toBeGreaterThan(0);
      expect(limit.message, key).toContain(`no more than ${limit.max} characters`);
    }
    expect(TEXT_LIMITS.firstName.max).toBe(80);
    expect(TEXT_LIMITS.cardSummary.max).toBe(5000);
    expect(TEXT_LIMITS.link.max).toBe(2048);
  });
});
