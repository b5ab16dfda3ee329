import { z } from "zod";
import type { CreateBookingInput } from "@kora/shared/contracts/bookings.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { type BookingsT, ENGLISH } from "../bookings-i18n.ts";
import { emailField, firstNameField, limitedTextIn, topicField } from "../booking-validation.ts";
import { expiryChoice, expiryForApi } from "../manage/expiry-choice.ts";

/** The three advisor-initiated flows that create a booking (core §2 initiate flows). */
export type AdvisorFlow = "you-suggest-time" | "already-agreed" | "invite-someone";

const cardId = (t: BookingsT) => z.string().min(1, t.t("validation.card"));
const duration = (t: BookingsT) => z.string().regex(/^\d+$/, t.t("validation.duration"));
const times = (max: number, t: BookingsT) =>
  z
    .array(z.string())
    .min(1, t.t(max === 1 ? "validation.agreedTime" : "validation.times"))
    .max(max, t.t("validation.times"));

/**
 * The form of each flow. Field names are the API's, so a 422 lands on the right field:
 * an existing contact (learnerId), or someone new by email and first name (invite-someone);
 * up to three times, or the one agreed time (already-agreed). Every flow's request expires like any other:
 * at the earliest time when it is under 48 hours away, else after the chosen hours (preselected).
 * `t` words the checks (English: the shared rules' words).
 */
export function advisorFlowSchema(flow: AdvisorFlow, t: BookingsT = ENGLISH) {
  const base = { cardId: cardId(t), duration: duration(t), discussionTopic: topicField(t), expiry: z.string() };
  if (flow === "invite-someone")
    return z.object({
      ...base,
      learnerEmail: emailField(t),
      learnerFirstName: firstNameField(t),
      preferredTimes: times(3, t),
      learnerId: z.string(),
    });
  return z.object({
    ...base,
    learnerId: z.string().min(1, t.t("validation.learner")),
    preferredTimes: times(flow === "already-agreed" ? 1 : 3, t),
    learnerEmail: z.string(),
    learnerFirstName: z.string(),
  });
}
export type AdvisorFlowValues = z.input<ReturnType<typeof advisorFlowSchema>>;
export type AdvisorFlowOutput = z.output<ReturnType<typeof advisorFlowSchema>>;

export const emptyAdvisorFlow = (learnerId = ""): AdvisorFlowValues => ({
  cardId: "",
  duration: "",
  discussionTopic: "",
  expiry: "",
  preferredTimes: [],
  learnerId,
  learnerEmail: "",
  learnerFirstName: "",
});

/** The `POST /api/bookings` body of a flow's valid values. */
export function advisorBookingBody(flow: AdvisorFlow, values: AdvisorFlowOutput, nowMs: number): CreateBookingInput {
  const invite = flow === "invite-someone";
  return {
    cardId: values.cardId,
    duration: Number(values.duration),
    preferredTimes: values.preferredTimes,
    discussionTopic: values.discussionTopic,
    expiry: expiryForApi(values.expiry, expiryChoice(values.preferredTimes, nowMs)),
    instant: false,
    useProbonoCredit: false,
    paymentMethodId: null,
    learnerId: invite ? null : values.learnerId,
    learnerEmail: invite ? values.learnerEmail : null,
    learnerFirstName: invite ? values.learnerFirstName : null,
  };
}

/** "Your contact suggests": they get my book link by mail. `t` words the checks. */
export const contactSuggestsSchemaIn = (t: BookingsT) =>
  z.object({
    email: emailField(t),
    firstName: firstNameField(t),
    cardId: cardId(t),
    message: limitedTextIn(TEXT_LIMITS.message, t),
  });
export const contactSuggestsSchema = contactSuggestsSchemaIn(ENGLISH);
export type ContactSuggestsValues = z.input<typeof contactSuggestsSchema>;
