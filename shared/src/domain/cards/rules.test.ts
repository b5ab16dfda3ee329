import { describe, expect, it } from "vitest";
import { cardInputSchema } from "../../contracts/cards.ts";
import { issuesToFields } from "../../contracts/errors.ts";
import { linkIcon } from "./link-icon.ts";
import { CARD_MESSAGES, rateProblem, titleKey } from "./rules.ts";

const valid = {
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
const fieldsOf = (input: unknown) => {
  const result = cardInputSchema.safeParse(input);
  return result.success ? {} : issuesToFields(result.error.issues);
};

describe("card rules (core §5)", () => {
  it("accepts a complete card and fills the defaults", () => {
    expect(cardInputSchema.parse(valid)).toMatchObject({ type: "marketplace", proBono: false, workHistories: [], bookingSlotDuration: 30 });
  });

  it.each([
    ["one skill", { skills: ["Solo"] }, "skills", CARD_MESSAGES.skills],
    ["six skills", { skills: ["a1", "b2", "c3", "d4", "e5", "f6"] }, "skills", CARD_MESSAGES.skills],
    ["a skill twice", { skills: ["SEO", "seo"] }, "skills.1", "seo: already chosen"],
    ["a short summary", { summary: "x".repeat(299) }, "summary", "Please provide a summary with at least 300 characters."],
    [
      "four work histories",
      { workHistories: Array(4).fill({ organization: "A", role: "B", startDate: "2020-01" }) },
      "workHistories",
      CARD_MESSAGES.workHistories,
    ],
    ["odd characters in the title", { title: "Coaching <script>" }, "title", CARD_MESSAGES.title],
    ["a group card without a group", { type: "group" }, "groupId", CARD_MESSAGES.groupRequired],
    ["a 45-minute session", { durations: [45] }, "durations.0", undefined],
    [
      "an end before the start",
      { workHistories: [{ organization: "A", role: "B", startDate: "2020-05", endDate: "2019-01" }] },
      "workHistories.0.endDate",
      "The end can't be before the start.",
    ],
    [
      "a link that isn't a web address",
      { supportingLinks: [{ link: "javascript:alert(1)", title: "x" }] },
      "supportingLinks.0.link",
      "Please provide a valid url.",
    ],
  ])("refuses %s", (_name, change, field, message) => {
    const fields = fieldsOf({ ...valid, ...change });
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toContain(message);
  });

  it.each([
    [0, null, null],
    [0, "US", null],
    [1499, "AU", CARD_MESSAGES.rate],
    [1500, "AU", null],
    [1500, "GB", null],
    [1500, "US", CARD_MESSAGES.ratePayouts],
    [5000, null, CARD_MESSAGES.ratePayouts],
  ])("rate %i in %s → %s", (rate, country, message) => expect(rateProblem(rate, country)).toBe(message));

  it("compares titles without case or extra spaces", () => expect(titleKey("  Career   Coaching ")).toBe(titleKey("career coaching")));
});

describe("link icons (core §9)", () => {
  it.each([
    ["https://github.com/ada", "github"],
    ["https://www.youtube.com/watch?v=1", "youtube"],
    ["https://youtu.be/1", "youtube"],
    ["https://x.com/ada", "twitter"],
    ["https://au.linkedin.com/in/ada", "linkedin"],
    ["https://www.instagram.com/ada", "instagram"],
    ["https://facebook.com/ada", "facebook"],
    ["https://www.researchgate.net/profile/Ada", "researchgate"],
    ["https://medium.com/@ada", "medium"],
    ["https://scholar.google.com.au/citations?user=1", "google-scholar"],
    ["https://github.com.evil.example/x", "article"],
    ["https://example.com/post", "article"],
    ["not a url", "article"],
  ])("%s → %s", (url, icon) => expect(linkIcon(url)).toBe(icon));
});
