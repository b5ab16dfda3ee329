import { describe, expect, it } from "vitest";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { CARD_MESSAGES } from "@kora/shared/domain/cards/rules.ts";
import { makeMe } from "../../test/me-fixture.ts";
import {
  cardEditorSchema,
  editorDefaults,
  editorRate,
  skillProblem,
  takesPaidBookings,
  toCardInput,
  valuesFromCard,
  type CardEditorValues,
} from "./card-editor-values.ts";

const SUMMARY = "I help early-stage founders find their first customers. ".repeat(6);

function filled(overrides: Partial<CardEditorValues> = {}): CardEditorValues {
  return {
    ...editorDefaults(makeMe({ country: "AU" }), "personal"),
    title: "Startup growth coaching",
    summary: SUMMARY,
    rate: "25",
    skills: ["Marketing", "Sales"],
    categoryIds: ["cat-startups"],
    yearsOfExperience: "5-10",
    ...overrides,
  };
}

const messages = (values: CardEditorValues, country: string | null = "AU") => {
  const result = cardEditorSchema(country).safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
};

describe("editorDefaults", () => {
  it("starts from the advisor's currency and timezone, 30 minutes and English", () => {
    const values = editorDefaults(makeMe({ currency: "GBP", timezone: "Europe/London", country: "GB" }), "personal");
    expect(values).toMatchObject({
      type: "marketplace",
      groupId: "",
      currency: "GBP",
      timezone: "Europe/London",
      durations: ["30"],
      bookingSlotDuration: "30",
      advisingIn: ["en"],
      free: false,
      rate: "",
    });
  });
  it("starts free where paid bookings are not possible", () => {
    expect(editorDefaults(makeMe({ country: "DE" }), "personal").free).toBe(true);
    expect(editorDefaults(makeMe({ country: null }), "personal").free).toBe(true);
    expect(editorDefaults(makeMe({ country: "NZ" }), "personal").free).toBe(false);
  });
  it("makes a group card and preselects the only group", () => {
    const one = makeMe({ groups: [{ id: "g1", slug: "acme", name: "Acme", isAdmin: false }] });
    expect(editorDefaults(one, "group")).toMatchObject({ type: "group", groupId: "g1" });
    const two = makeMe({ groups: [...one.groups, { id: "g2", slug: "guild", name: "Guild", isAdmin: true }] });
    expect(editorDefaults(two, "group").groupId).toBe("");
  });
});

describe("takesPaidBookings", () => {
  it("allows AU, NZ, GB, SE and DK only", () => {
    expect(["AU", "NZ", "GB", "SE", "DK", "US", "DE", null].map(takesPaidBookings)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("toCardInput", () => {
  it("sends the rate in minor units, 0 when free", () => {
    expect(toCardInput(filled({ rate: "25.5" })).rate).toBe(2550);
    expect(toCardInput(filled({ free: true, rate: "25" })).rate).toBe(0);
    expect(toCardInput(filled({ rate: "" })).rate).toBeUndefined();
    expect(editorRate({ free: false, rate: "abc" })).toBeNull();
  });
  it("turns checkbox strings into numbers and empty choices into nothing", () => {
    const input = toCardInput(filled({ durations: ["30", "90"], bookingSlotDuration: "60", yearsOfExperience: "" }));
    expect(input).toMatchObject({ durations: [30, 90], bookingSlotDuration: 60, yearsOfExperience: undefined, groupId: null });
  });
  it("sends an open-ended work history with no end date", () => {
    const input = toCardInput(
      filled({ workHistories: [{ organization: "Acme", role: "CTO", description: "", startDate: "2020-01", endDate: "" }] }),
    );
    expect(input.workHistories?.[0]?.endDate).toBeNull();
  });
});

describe("cardEditorSchema", () => {
  it("accepts a complete card and returns the API body", () => {
    const result = cardEditorSchema("AU").safeParse(filled());
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ rate: 2500, currency: "AUD", durations: [30], skills: ["Marketing", "Sales"], groupId: null });
  });
  it("reports the spec's messages for skills, summary and rate at once", () => {
    const found = messages(filled({ skills: ["Marketing"], summary: "Too short.", rate: "5" }));
    expect(found.skills).toBe(CARD_MESSAGES.skills);
    expect(found.summary).toBe("Please provide a summary with at least 300 characters.");
    expect(found.rate).toBe(CARD_MESSAGES.rate);
  });
  it("allows a free card anywhere, a paid one only where payouts work", () => {
    expect(messages(filled({ free: true }), "US")).toEqual({});
    expect(messages(filled(), "US").rate).toBe(CARD_MESSAGES.ratePayouts);
  });
  it("asks for a group on group cards", () => {
    expect(messages(filled({ type: "group", groupId: "" })).groupId).toBe(CARD_MESSAGES.groupRequired);
  });
  it("checks nested fields by their dotted names", () => {
    const found = messages(
      filled({ workHistories: [{ organization: "", role: "CTO", description: "", startDate: "2020-01", endDate: "2019-01" }] }),
    );
    expect(found["workHistories.0.organization"]).toBe("Oops! Looks like you missed the organisation.");
  });
});

describe("cardEditorSchema in draft mode (Save as draft)", () => {
  const draftMessages = (values: CardEditorValues) => {
    const result = cardEditorSchema("AU", () => "draft").safeParse(values);
    return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
  };
  const empty = editorDefaults(makeMe({ country: "AU" }), "personal");

  it("saves a half-written card: only a title, no rate, no years, one skill", () => {
    const result = cardEditorSchema("AU", () => "draft").safeParse({ ...empty, title: "Half an idea", skills: ["SEO"] });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ title: "Half an idea", rate: null, yearsOfExperience: null, summary: "", skills: ["SEO"] });
  });
  it("still wants a title, and a rate that is an amount when one is typed", () => {
    expect(draftMessages(empty).title).toBe("Oops! Looks like you missed the title.");
    expect(draftMessages({ ...empty, title: "Half an idea", rate: "lots" }).rate).toBe(
      "Please give the rate as an amount, like 25 or 25.50.",
    );
  });
  it("leaves the publish rules to publishing", () => {
    expect(draftMessages({ ...empty, title: "Half an idea", rate: "5", summary: "Short." })).toEqual({});
    expect(messages({ ...empty, title: "Half an idea", rate: "5", summary: "Short." }).rate).toBe(CARD_MESSAGES.rate);
  });
});

describe("valuesFromCard", () => {
  it("reopens a draft's unset rate and years empty, not as Free and a placeholder", () => {
    const values = valuesFromCard({
      ...({} as CardDetail),
      rate: 0,
      yearsOfExperience: "1-5",
      unsetFields: ["rate", "yearsOfExperience"],
      group: null,
      durations: [],
      skills: [],
      categoryIds: [],
      advisingIn: [],
      workHistories: [],
      qualifications: [],
      supportingLinks: [],
      bookingSlotDuration: 30,
    } as CardDetail);
    expect(values).toMatchObject({ free: false, rate: "", yearsOfExperience: "", durations: [] });
  });
  it("round-trips a saved card back to the same body", () => {
    const card = {
      type: "marketplace",
      group: null,
      title: "Startup growth coaching",
      summary: SUMMARY,
      rate: 2550,
      currency: "AUD",
      durations: [30, 60],
      bookingSlotDuration: 60,
      skills: ["Marketing", "Sales"],
      categoryIds: ["cat-startups"],
      advisingIn: ["en", "fr"],
      yearsOfExperience: "10-20",
      proBono: true,
      repeatOnly: false,
      timezone: "Australia/Perth",
      workHistories: [{ id: "w1", organization: "Acme", role: "CTO", description: "Built things", startDate: "2019-03", endDate: null }],
      qualifications: [{ id: "q1", qualification: "MBA", subject: "Business", organization: "UNSW", completionDate: "2015-11" }],
      supportingLinks: [{ id: "l1", link: "https://github.com/ada", title: "Code", description: "", icon: "github" }],
    } as unknown as CardDetail;
    const values = valuesFromCard(card);
    expect(values).toMatchObject({ rate: "25.50", free: false, durations: ["30", "60"], bookingSlotDuration: "60" });
    expect(cardEditorSchema("AU").parse(values)).toMatchObject({
      rate: 2550,
      durations: [30, 60],
      bookingSlotDuration: 60,
      timezone: "Australia/Perth",
      workHistories: [{ organization: "Acme", role: "CTO", description: "Built things", startDate: "2019-03", endDate: null }],
      supportingLinks: [{ link: "https://github.com/ada", title: "Code", description: "" }],
    });
  });
  it("shows a free card as Free with an empty amount", () => {
    const values = valuesFromCard({
      ...({} as CardDetail),
      rate: 0,
      group: null,
      durations: [30],
      skills: [],
      categoryIds: [],
      advisingIn: [],
      workHistories: [],
      qualifications: [],
      supportingLinks: [],
      bookingSlotDuration: 30,
    } as CardDetail);
    expect(values).toMatchObject({ free: true, rate: "" });
  });
});

describe("skillProblem", () => {
  it("says a skill is already chosen, whatever its case", () => {
    expect(skillProblem("marketing", ["Marketing", "Sales"])).toBe("marketing: already chosen");
  });
  it("stops at 5 skills and checks the length", () => {
    expect(skillProblem("Pricing", ["A1", "B2", "C3", "D4", "E5"])).toBe(CARD_MESSAGES.skills);
    expect(skillProblem("X", [])).toBe("Please provide a skill with at least 2 characters.");
    expect(skillProblem("y".repeat(41), [])).toBe("Please provide a skill with no more than 40 characters.");
    expect(skillProblem("Pricing", ["Marketing"])).toBeNull();
  });
});
