import { z } from "zod";
import { BOOKING_MESSAGES, DISCUSSION_TOPIC_MIN_LENGTH, type CreateBookingInput } from "@kora/shared/contracts/bookings.ts";
import { limitedText } from "@kora/shared/contracts/text.ts";
import { nameField } from "@kora/shared/contracts/users.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { fillMessage } from "@kora/shared/messages.ts";
import { expiryChoice, expiryForApi } from "../manage/expiry-choice.ts";

/** The three advisor-initiated flows that create a booking (core §2 initiate flows). */
export type AdvisorFlow = "you-suggest-time" | "already-agreed" | "invite-someone";

const topic = limitedText(TEXT_LIMITS.discussionTopic).min(
  DISCUSSION_TOPIC_MIN_LENGTH,
  fillMessage("minLength", { field: "discussion topic", min: DISCUSSION_TOPIC_MIN_LENGTH }),
);
const cardId = z.string().min(1, "Please choose one of your cards.");
const duration = z.string().regex(/^\d+$/, BOOKING_MESSAGES.duration);
const times = (max: number) =>
  z
    .array(z.string())
    .min(1, max === 1 ? "Please choose the time you agreed." : BOOKING_MESSAGES.times)
    .max(max, BOOKING_MESSAGES.times);
const email = limitedText(TEXT_LIMITS.email).pipe(z.email(fillMessage("email")));

/**
 * The form of each flow. Field names are the API's, so a 422 lands on the right field:
 * an existing contact (learnerId), or someone new by email and first name (invite-someone);
 * up to three times, or the one agreed time (already-agreed). Every flow's request expires like any other:
 * at the earliest time when it is under 48 hours away, else after the chosen hours (preselected).
 */
export function advisorFlowSchema(flow: AdvisorFlow) {
  const base = { cardId, duration, discussionTopic: topic, expiry: z.string() };
  if (flow === "invite-someone")
    return z.object({
      ...base,
      learnerEmail: email,
      learnerFirstName: nameField("first name"),
      preferredTimes: times(3),
      learnerId: z.string(),
    });
  return z.object({
    ...base,
    learnerId: z.string().min(1, BOOKING_MESSAGES.learner),
    preferredTimes: times(flow === "already-agreed" ? 1 : 3),
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

/** "Your contact suggests": they get my book link by mail. */
export const contactSuggestsSchema = z.object({
  email,
  firstName: nameField("first name"),
  cardId,
  message: limitedText(TEXT_LIMITS.message),
});
export type ContactSuggestsValues = z.input<typeof contactSuggestsSchema>;
