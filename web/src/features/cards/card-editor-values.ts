import { z } from "zod";
import type { Currency } from "@kora/shared/constants.ts";
import { cardDraftSchema, type CardDraft } from "@kora/shared/contracts/card-drafts.ts";
import { CARD_DURATIONS, cardInputSchema, type CardDetail, type CardInput } from "@kora/shared/contracts/cards.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import type { CardType } from "@kora/shared/domain/cards/lifecycle.ts";
import { CARD_MESSAGES, CARD_RULES, PAID_BOOKABLE_COUNTRIES, rateProblem } from "@kora/shared/domain/cards/rules.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { fillMessage } from "@kora/shared/messages.ts";
import { majorToMinor, minorToMajor } from "./card-format.ts";
import { RATE_AMOUNT_MESSAGE } from "./card-validation.ts";

/** Puts a check's English message into the page's language (see cardIssueText); none keeps English. */
type IssueText = ((message: string) => string) | null;

export interface WorkHistoryValues {
  organization: string;
  role: string;
  description: string;
  startDate: string;
  endDate: string;
}
export interface QualificationValues {
  qualification: string;
  subject: string;
  organization: string;
  completionDate: string;
}
export interface SupportingLinkValues {
  link: string;
  title: string;
  description: string;
}

/**
 * The card editor's form state: the authoring fields of CardInput as inputs hold them (the rate as
 * typed in major units, numbers as the strings checkboxes give, "" for "not chosen").
 */
export interface CardEditorValues {
  type: CardType;
  groupId: string;
  title: string;
  summary: string;
  free: boolean;
  rate: string;
  currency: Currency;
  durations: string[];
  bookingSlotDuration: string;
  skills: string[];
  categoryIds: string[];
  advisingIn: string[];
  yearsOfExperience: string;
  proBono: boolean;
  repeatOnly: boolean;
  timezone: string;
  workHistories: WorkHistoryValues[];
  qualifications: QualificationValues[];
  supportingLinks: SupportingLinkValues[];
}

/** /create makes marketplace or private cards; /create/group makes a card for one of the user's groups. */
export type EditorKind = "personal" | "group";

/** Whether advisors in this country can take paid bookings (elsewhere every card is free). */
export const takesPaidBookings = (country: string | null) =>
  Boolean(country && (PAID_BOOKABLE_COUNTRIES as readonly string[]).includes(country));

export const emptyWorkHistory = (): WorkHistoryValues => ({ organization: "", role: "", description: "", startDate: "", endDate: "" });
export const emptyQualification = (): QualificationValues => ({ qualification: "", subject: "", organization: "", completionDate: "" });
export const emptySupportingLink = (): SupportingLinkValues => ({ link: "", title: "", description: "" });

/**
 * A new card starts from the advisor's own settings: their currency and timezone, the first session
 * length (30 minutes), English, and free when their country cannot take paid bookings. A group card
 * is preselected when the user is in exactly one group.
 */
export function editorDefaults(me: Me, kind: EditorKind): CardEditorValues {
  const onlyGroup = me.groups.length === 1 ? me.groups[0]!.id : "";
  return {
    type: kind === "group" ? "group" : "marketplace",
    groupId: kind === "group" ? onlyGroup : "",
    title: "",
    summary: "",
    free: !takesPaidBookings(me.country),
    rate: "",
    currency: me.currency,
    durations: [String(CARD_DURATIONS[0])],
    bookingSlotDuration: "30",
    skills: [],
    categoryIds: [],
    advisingIn: ["en"],
    yearsOfExperience: "",
    proBono: false,
    repeatOnly: false,
    timezone: me.timezone,
    workHistories: [],
    qualifications: [],
    supportingLinks: [],
  };
}

/** The editor's state for an existing card; a draft's unset rate and years come back empty, as they were left. */
export function valuesFromCard(card: CardDetail): CardEditorValues {
  const unset = new Set(card.unsetFields ?? []);
  return {
    type: card.type,
    groupId: card.group?.id ?? "",
    title: card.title,
    summary: card.summary,
    free: !unset.has("rate") && card.rate <= 0,
    rate: !unset.has("rate") && card.rate > 0 ? minorToMajor(card.rate) : "",
    currency: card.currency as Currency,
    durations: card.durations.map(String),
    bookingSlotDuration: card.bookingSlotDuration === 60 ? "60" : "30",
    skills: [...card.skills],
    categoryIds: [...card.categoryIds],
    advisingIn: [...card.advisingIn],
    yearsOfExperience: unset.has("yearsOfExperience") ? "" : card.yearsOfExperience,
    proBono: card.proBono,
    repeatOnly: card.repeatOnly,
    timezone: card.timezone,
    workHistories: card.workHistories.map(({ organization, role, description, startDate, endDate }) => ({
      organization,
      role,
      description,
      startDate,
      endDate: endDate ?? "",
    })),
    qualifications: card.qualifications.map(({ qualification, subject, organization, completionDate }) => ({
      qualification,
      subject,
      organization,
      completionDate,
    })),
    supportingLinks: card.supportingLinks.map(({ link, title, description }) => ({ link, title, description })),
  };
}

/** The rate the editor would send, in minor units: 0 when Free is ticked, null while the text is no amount. */
export const editorRate = (values: Pick<CardEditorValues, "free" | "rate">): number | null => (values.free ? 0 : majorToMinor(values.rate));

type RawCardInput = Omit<CardInput, "rate" | "durations" | "bookingSlotDuration" | "yearsOfExperience" | "advisingIn"> & {
  rate: number | undefined;
  durations: number[];
  bookingSlotDuration: number;
  yearsOfExperience: string | undefined;
  advisingIn: string[];
};

/** The editor's values as the API body, before validation (the schema decides what is wrong with it). */
export function toCardInput(values: CardEditorValues): RawCardInput {
  return {
    type: values.type,
    groupId: values.type === "group" && values.groupId ? values.groupId : null,
    title: values.title,
    summary: values.summary,
    rate: editorRate(values) ?? undefined,
    currency: values.currency,
    durations: values.durations.map(Number),
    bookingSlotDuration: Number(values.bookingSlotDuration),
    skills: values.skills,
    categoryIds: values.categoryIds,
    advisingIn: values.advisingIn,
    yearsOfExperience: values.yearsOfExperience || undefined,
    proBono: values.proBono,
    repeatOnly: values.repeatOnly,
    timezone: values.timezone,
    workHistories: values.workHistories.map((history) => ({ ...history, endDate: history.endDate || null })),
    qualifications: values.qualifications,
    supportingLinks: values.supportingLinks,
  };
}

/** "Save as draft" checks only what a draft needs; publishing (and saving a live card) checks the publish rules. */
export type EditorMode = "draft" | "publish";

type Issue = { path: (string | number)[]; message: string };
const issuesOf = (error: z.ZodError | undefined): Issue[] =>
  (error?.issues ?? []).map((issue) => ({
    path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
    message: issue.message,
  }));

/** A draft's checks (cardDraftSchema, the server's), plus a rate typed that is no amount (a draft keeps no rate rather than drop it silently). */
function draftIssues(values: CardEditorValues, input: RawCardInput): { issues: Issue[]; data?: CardDraft } {
  const parsed = cardDraftSchema.safeParse(input);
  const issues = issuesOf(parsed.error);
  if (!values.free && values.rate.trim() !== "" && input.rate === undefined) issues.push({ path: ["rate"], message: RATE_AMOUNT_MESSAGE });
  return { issues, data: parsed.data };
}

/** The publish rules (cardInputSchema, the server's) plus those that need the advisor's country or more than one field. */
function publishIssues(input: RawCardInput, country: string | null): { issues: Issue[]; data?: CardDraft } {
  const parsed = cardInputSchema.safeParse(input);
  const issues = issuesOf(parsed.error);
  if (input.rate !== undefined) {
    const problem = rateProblem(input.rate, country);
    if (problem) issues.push({ path: ["rate"], message: problem });
  }
  if (input.type === "group" && !input.groupId) issues.push({ path: ["groupId"], message: CARD_MESSAGES.groupRequired });
  return { issues, data: parsed.data };
}

/**
 * The editor's schema over toCardInput: the draft checks or the publish rules, as `mode()` says at
 * the moment of checking (the button pressed decides). Every problem is reported at once, so the
 * first submit already shows the rate and group messages beside the rest. `text` words them in the page's language.
 */
export function cardEditorSchema(
  country: string | null,
  mode: () => EditorMode = () => "publish",
  text: IssueText = null,
): z.ZodType<CardDraft, CardEditorValues> {
  return z.custom<CardEditorValues>().transform((values, ctx) => {
    const input = toCardInput(values);
    const { issues, data } = mode() === "draft" ? draftIssues(values, input) : publishIssues(input, country);
    const seen = new Set<string>();
    for (const issue of issues) {
      const key = `${issue.path.join(".")}\n${issue.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      ctx.addIssue({ code: "custom", path: issue.path, message: text ? text(issue.message) : issue.message });
    }
    return data && issues.length === 0 ? data : z.NEVER;
  });
}

/** Why a skill can't join the chosen ones, or null: 'already chosen' (any case), the 2–5 limit, the length rules. */
export function skillProblem(name: string, chosen: readonly string[], text: IssueText = null): string | null {
  const problem = englishSkillProblem(name, chosen);
  return problem && text ? text(problem) : problem;
}

function englishSkillProblem(name: string, chosen: readonly string[]): string | null {
  if (chosen.some((skill) => skill.toLowerCase() === name.toLowerCase())) return `${name}: ${CARD_MESSAGES.skillTwice}`;
  if (chosen.length >= CARD_RULES.skillsMax) return CARD_MESSAGES.skills;
  if (name.length < 2) return fillMessage("minLength", { field: "skill", min: 2 });
  if (tooLong(name, TEXT_LIMITS.skill)) return TEXT_LIMITS.skill.message;
  return null;
}
