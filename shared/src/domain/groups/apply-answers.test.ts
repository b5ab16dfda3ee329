import { describe, expect, it } from "vitest";
import { type ApplyField, GROUP_MESSAGES } from "../../contracts/groups.ts";
import { answerProblem, checkApplyAnswers } from "./apply-answers.ts";

const field = (over: Partial<ApplyField> & Pick<ApplyField, "type">): ApplyField => ({
  id: "q",
  label: "Question",
  required: true,
  options: [],
  ...over,
});

describe("answerProblem", () => {
  it.each([
    ["required text, blank", field({ type: "text" }), "", GROUP_MESSAGES.answerRequired],
    ["optional text, blank", field({ type: "text", required: false }), "", null],
    ["text", field({ type: "textarea" }), "Anything at all", null],
    ["url over https", field({ type: "url" }), "https://www.linkedin.com/in/lena", null],
    ["url over http", field({ type: "url" }), "http://example.com", GROUP_MESSAGES.answerUrl],
    ["url without a host name", field({ type: "url" }), "https://localhost", GROUP_MESSAGES.answerUrl],
    ["url with spaces", field({ type: "url" }), "https://exa mple.com", GROUP_MESSAGES.answerUrl],
    ["not a url", field({ type: "url" }), "linkedin.com/in/lena", GROUP_MESSAGES.answerUrl],
    ["optional url, blank", field({ type: "url", required: false }), "", null],
    ["email", field({ type: "email" }), "lena@example.com", null],
    ["bad email", field({ type: "email" }), "lena@", GROUP_MESSAGES.answerEmail],
    ["an option", field({ type: "select", options: ["Student", "Staff"] }), "Staff", null],
    ["not an option", field({ type: "select", options: ["Student", "Staff"] }), "Alumni", GROUP_MESSAGES.answerChoice],
    ["option in another case", field({ type: "select", options: ["Student"] }), "student", GROUP_MESSAGES.answerChoice],
  ] as const)("%s", (_, f, value, expected) => {
    expect(answerProblem(f, value)).toBe(expected);
  });
});

describe("checkApplyAnswers", () => {
  const form: ApplyField[] = [
    field({ id: "why", type: "textarea" }),
    field({ id: "site", type: "url", required: false }),
    field({ id: "year", type: "select", options: ["First", "Second"] }),
  ];

  it("keeps trimmed answers to the form's questions and drops the rest", () => {
    expect(checkApplyAnswers(form, { why: "  To learn  ", site: " ", year: "Second", extra: "ignored" })).toEqual({
      ok: true,
      answers: { why: "To learn", year: "Second" },
    });
  });

  it("names every problem under answers.<fieldId>", () => {
    expect(checkApplyAnswers(form, { site: "ftp://x.y", year: "Third" })).toEqual({
      ok: false,
      fields: {
        "answers.why": [GROUP_MESSAGES.answerRequired],
        "answers.site": [GROUP_MESSAGES.answerUrl],
        "answers.year": [GROUP_MESSAGES.answerChoice],
      },
    });
  });

  it("never reads inherited keys as answers", () => {
    expect(checkApplyAnswers([field({ id: "constructor", type: "text" })], {})).toEqual({
      ok: false,
      fields: { "answers.constructor": [GROUP_MESSAGES.answerRequired] },
    });
  });

  it("accepts anything for a form with no questions", () => {
    expect(checkApplyAnswers([], { anything: "x" })).toEqual({ ok: true, answers: {} });
  });
});
