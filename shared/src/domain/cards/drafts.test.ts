import { describe, expect, it } from "vitest";
import { cardDraftSchema, cardPublishProblems, draftToInput } from "../../contracts/card-drafts.ts";
import { issuesToFields } from "../../contracts/errors.ts";
import { fillMessage } from "../../messages.ts";
import { CARD_MESSAGES } from "./rules.ts";

const complete = {
  title: "Career coaching for engineers",
  summary: "x".repeat(300),
  rate: 2500,
  currency: "AUD",
  durations: [30, 60],
  skills: ["Career change", "Interviews"],
  categoryIds: ["cat-career-coaching"],
  advisingIn: ["en"],
  yearsOfExperience: "5-10",
  timezone: "Australia/Sydney",
};
const draftFields = (input: unknown) => {
  const result = cardDraftSchema.safeParse(input);
  return result.success ? {} : issuesToFields(result.error.issues);
};
/** What publishing a saved draft would say: the draft as stored, then the publish rules. */
const publishFields = (input: Record<string, unknown>, country: string | null = "AU") => {
  const draft = cardDraftSchema.parse(input);
  return cardPublishProblems(draftToInput({ ...draft, currency: draft.currency ?? "AUD", timezone: draft.timezone ?? "UTC" }), country);
};

describe("drafts save with any subset of the fields (core §4 Cards)", () => {
  it.each([
    ["only a title", { title: "Half an idea" }],
    ["a title and a short summary", { title: "Half an idea", summary: "Started." }],
    ["one skill", { title: "Half an idea", skills: ["SEO"] }],
    ["no rate, no years, no session length", { ...complete, rate: undefined, yearsOfExperience: undefined, durations: [] }],
    ["a title the publish rules refuse", { title: "Coaching <draft>" }],
    ["a paid rate under the minimum", { title: "Half an idea", rate: 500 }],
    [
      "half a work history and an unfinished link",
      { title: "Half an idea", workHistories: [{ role: "CTO" }], supportingLinks: [{ link: "www." }] },
    ],
    ["everything", complete],
  ])("accepts %s", (_name, input) => {
    expect(draftFields(input)).toEqual({});
  });

  it.each([
    ["no title", {}, "title", fillMessage("required", { field: "title" })],
    ["a title past 80 characters", { title: "x".repeat(81) }, "title", undefined],
    ["six skills", { title: "T", skills: ["a1", "b2", "c3", "d4", "e5", "f6"] }, "skills", CARD_MESSAGES.skills],
    ["a skill twice", { title: "T", skills: ["SEO", "seo"] }, "skills.1", "seo: already chosen"],
    ["a negative rate", { title: "T", rate: -100 }, "rate", "The rate can't be negative."],
    ["a rate that isn't a whole number of cents", { title: "T", rate: 12.5 }, "rate", undefined],
    ["four work histories", { title: "T", workHistories: [{}, {}, {}, {}] }, "workHistories", CARD_MESSAGES.workHistories],
    ["a month that doesn't exist", { title: "T", workHistories: [{ startDate: "2024-13" }] }, "workHistories.0.startDate", undefined],
    ["a group card without a group", { title: "T", type: "group" }, "groupId", CARD_MESSAGES.groupRequired],
    ["a session length twice", { title: "T", durations: [30, 30] }, "durations", "Each session length once, please."],
    ["a 45-minute session", { title: "T", durations: [45] }, "durations.0", undefined],
  ])("refuses %s", (_name, input, field, message) => {
    const fields = draftFields(input);
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toContain(message);
  });
});

describe("the publish rules (core §5) name every field a draft still lacks", () => {
  it("a complete card has no problems", () => {
    expect(publishFields(complete)).toEqual({});
  });

  it("a title-only draft lacks everything the rules ask for", () => {
    expect(publishFields({ title: "Half an idea" })).toEqual({
      summary: ["Please provide a summary with at least 300 characters."],
      rate: [fillMessage("required", { field: "rate" })],
      durations: [fillMessage("required", { field: "session length" })],
      skills: [CARD_MESSAGES.skills],
      categoryIds: [fillMessage("required", { field: "category" })],
      advisingIn: [fillMessage("required", { field: "language" })],
      yearsOfExperience: [fillMessage("required", { field: "years of experience" })],
    });
  });

  it.each([
    ["one skill", { skills: ["Solo"] }, "skills", CARD_MESSAGES.skills],
    ["a short summary", { summary: "x".repeat(299) }, "summary", "Please provide a summary with at least 300 characters."],
    ["odd characters in the title", { title: "Coaching <script>" }, "title", CARD_MESSAGES.title],
    ["a paid rate under 15", { rate: 1000 }, "rate", CARD_MESSAGES.rate],
    ["half a work history", { workHistories: [{ role: "CTO" }] }, "workHistories.0.organization", undefined],
    ["an unfinished link", { supportingLinks: [{ link: "www.", title: "Me" }] }, "supportingLinks.0.link", "Please provide a valid url."],
  ])("refuses %s", (_name, change, field, message) => {
    const fields = publishFields({ ...complete, ...change });
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toContain(message);
  });

  it.each([
    ["AU", 2500, null],
    ["US", 2500, CARD_MESSAGES.ratePayouts],
    [null, 2500, CARD_MESSAGES.ratePayouts],
    ["US", 0, null],
  ])("in %s a rate of %i is %s", (country, rate, message) => {
    const fields = publishFields({ ...complete, rate }, country);
    expect(fields.rate ?? null).toEqual(message === null ? null : [message]);
  });
});
