import { describe, expect, it } from "vitest";
import { normaliseRules } from "../availability/working-hours.ts";
import { coveredMinutes, needsHoursWarning } from "./bookable-time.ts";
import { type OnboardingFacts, onboardingChecklist, showGetStarted } from "./checklist.ts";
import { DEFAULT_WORKING_HOURS, defaultHoursOffer, weeklyMinutes } from "./default-hours.ts";
import { INFO_BOX_IDS, isInfoBoxId, pendingInfoBoxes } from "./info-boxes.ts";

const advisor: OnboardingFacts = {
  type: "Advisor",
  isPlaceholder: false,
  country: "AU",
  hasAvatar: false,
  hasLocation: false,
  hasWorkingHours: false,
  liveCards: 0,
  paidLiveCards: 0,
  draftCards: 0,
  payoutReady: false,
  favourites: 0,
  bookingsAsLearner: 0,
  hidden: false,
};
const learner: OnboardingFacts = { ...advisor, type: "Learner" };
const doneOf = (facts: OnboardingFacts) => Object.fromEntries(onboardingChecklist(facts)!.items.map((item) => [item.id, item.done]));

describe("default working hours", () => {
  it("are Monday to Friday, 9 am to 5 pm: 40 hours, already in normal form", () => {
    expect(DEFAULT_WORKING_HOURS.map((rule) => rule.day)).toEqual([1, 2, 3, 4, 5]);
    expect(DEFAULT_WORKING_HOURS.every((rule) => rule.startMinute === 540 && rule.endMinute === 1020)).toBe(true);
    expect(weeklyMinutes(DEFAULT_WORKING_HOURS)).toBe(40 * 60);
    expect(normaliseRules(DEFAULT_WORKING_HOURS)).toEqual(DEFAULT_WORKING_HOURS);
    expect(defaultHoursOffer("London time")).toBe("Start with Mon–Fri, 9 am – 5 pm in London time?");
  });
});

describe("the advisor's checklist", () => {
  it.each<[string, Partial<OnboardingFacts>, Record<string, boolean>]>([
    ["a new advisor", {}, { details: false, hours: false, "first-card": false, payouts: false }],
    ["a photo", { hasAvatar: true }, { details: true, hours: false, "first-card": false, payouts: false }],
    ["a location", { hasLocation: true }, { details: true, hours: false, "first-card": false, payouts: false }],
    ["working hours", { hasWorkingHours: true }, { details: false, hours: true, "first-card": false, payouts: false }],
    ["only drafts", { draftCards: 2 }, { details: false, hours: false, "first-card": false, payouts: false }],
    ["a live paid card", { liveCards: 1, paidLiveCards: 1 }, { details: false, hours: false, "first-card": true, payouts: false }],
    ["only free live cards", { liveCards: 2 }, { details: false, hours: false, "first-card": true, payouts: true }],
    ["a country without paid cards", { country: "DE" }, { details: false, hours: false, "first-card": false, payouts: true }],
    ["no country yet", { country: null }, { details: false, hours: false, "first-card": false, payouts: true }],
    [
      "a payout account",
      { payoutReady: true, liveCards: 1, paidLiveCards: 1 },
      { details: false, hours: false, "first-card": true, payouts: true },
    ],
  ])("%s", (_name, change, expected) => {
    expect(doneOf({ ...advisor, ...change })).toEqual(expected);
  });

  it("says why payouts are not needed, and is complete when everything is done", () => {
    const free = onboardingChecklist({ ...advisor, liveCards: 1 })!;
    expect(free.items.find((item) => item.id === "payouts")!.note).toBe("Not needed while all your cards are free.");
    const all = onboardingChecklist({
      ...advisor,
      hasAvatar: true,
      hasWorkingHours: true,
      liveCards: 1,
      paidLiveCards: 1,
      payoutReady: true,
    })!;
    expect(all).toMatchObject({ kind: "advisor", complete: true, hidden: false });
    expect(all.items.find((item) => item.id === "payouts")!.note).toBeNull();
  });

  it("links each item to where it is done; the first card to My cards once a draft exists", () => {
    const hrefs = (facts: OnboardingFacts) => onboardingChecklist(facts)!.items.map((item) => item.href);
    expect(hrefs(advisor)).toEqual([
      "/my-kora/my-details",
      "/my-kora/my-calendar/working-hours",
      "/my-kora/kora-cards/create",
      "/my-kora/my-details/advisor-settings",
    ]);
    expect(hrefs({ ...advisor, draftCards: 1 })[2]).toBe("/my-kora/kora-cards");
  });
});

describe("the learner's checklist and the Get-started banner", () => {
  it.each<[string, Partial<OnboardingFacts>, Record<string, boolean>, boolean]>([
    ["a new learner", {}, { "find-advisor": false, "first-booking": false }, true],
    ["a favourite", { favourites: 1 }, { "find-advisor": true, "first-booking": false }, true],
    ["a booking request", { bookingsAsLearner: 1 }, { "find-advisor": true, "first-booking": true }, false],
  ])("%s", (_name, change, expected, banner) => {
    expect(doneOf({ ...learner, ...change })).toEqual(expected);
    expect(showGetStarted({ ...learner, ...change })).toBe(banner);
  });

  it("shows nothing to guests, and no banner to advisors", () => {
    expect(onboardingChecklist({ ...learner, isPlaceholder: true })).toBeNull();
    expect(showGetStarted({ ...learner, isPlaceholder: true })).toBe(false);
    expect(showGetStarted(advisor)).toBe(false);
  });

  it("keeps the hidden flag it is given", () => {
    expect(onboardingChecklist({ ...learner, hidden: true })!.hidden).toBe(true);
  });
});

describe("info boxes", () => {
  const none = { phoneVerified: false, hasAvatar: false, hasVideo: false };
  it.each<[string, Partial<typeof none>, string[], string[]]>([
    ["nothing done", {}, [], ["verify-phone", "add-photo", "record-video"]],
    ["a verified mobile", { phoneVerified: true }, [], ["add-photo", "record-video"]],
    ["a photo and a video", { hasAvatar: true, hasVideo: true }, [], ["verify-phone"]],
    ["one completed", {}, ["record-video"], ["verify-phone", "add-photo"]],
    ["all completed", {}, ["verify-phone", "add-photo", "record-video"], []],
  ])("%s", (_name, facts, completed, expected) => {
    expect(pendingInfoBoxes({ ...none, ...facts }, new Set(completed)).map((box) => box.id)).toEqual(expected);
  });

  it("knows its ids", () => {
    expect(INFO_BOX_IDS).toEqual(["verify-phone", "add-photo", "record-video"]);
    expect(isInfoBoxId("add-photo")).toBe(true);
    expect(isInfoBoxId("__proto__")).toBe(false);
  });
});

describe("bookable time", () => {
  const at = (start: number, end: number) => ({ startMs: start * 60_000, endMs: end * 60_000 });
  it.each([
    ["nothing", [], 0],
    ["one slot", [at(0, 30)], 30],
    ["overlapping 60-minute slots every 30 minutes", [at(0, 60), at(30, 90), at(60, 120)], 120],
    ["apart", [at(0, 30), at(60, 90)], 60],
    ["touching", [at(0, 30), at(30, 60)], 60],
    ["unsorted, one inside another", [at(60, 90), at(0, 120), at(10, 20)], 120],
    ["empty ranges", [at(10, 10)], 0],
  ])("%s covers the right minutes", (_name, intervals, minutes) => {
    expect(coveredMinutes(intervals)).toBe(minutes);
  });

  it("warns only when nothing can be booked", () => {
    expect(needsHoursWarning({ bookableMinutesNext4Weeks: 0 })).toBe(true);
    expect(needsHoursWarning({ bookableMinutesNext4Weeks: 30 })).toBe(false);
  });
});
