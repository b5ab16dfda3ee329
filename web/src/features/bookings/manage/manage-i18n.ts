import { bookingsDetailMessages } from "@kora/shared/i18n/messages/bookings-detail.ts";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** The "bookings-manage" namespace's translator: lists and actions. */
export type ManageT = Translator<KeyOf<typeof bookingsManageMessages>>;
/** The "bookings-detail" namespace's translator: one booking's page. */
export type DetailT = Translator<KeyOf<typeof bookingsDetailMessages>>;

/** English, for helpers called without a translator (unit tests). */
export const ENGLISH_MANAGE: ManageT = createTranslator("en", bookingsManageMessages.en);
export const ENGLISH_DETAIL: DetailT = createTranslator("en", bookingsDetailMessages.en);

/**
 * The state machine's refusals (shared/src/domain/bookings/lifecycle.ts `transitionBooking`) that a viewer's
 * action can meet, by their English words: the catalogue says them in the reader's language.
 */
const REFUSALS: Record<string, KeyOf<typeof bookingsManageMessages>> = {
  "This booking is already confirmed.": "refusal.alreadyConfirmed",
  "This booking can no longer be answered.": "refusal.noLongerAnswerable",
  "Only the advisor or the learner can answer a booking.": "refusal.onlyPartiesAnswer",
  "You're waiting for the other side to answer.": "refusal.waitingForOther",
  "This request has expired.": "refusal.expired",
  "Only a confirmed booking can be rescheduled.": "refusal.rescheduleConfirmedOnly",
  "Only the advisor or the learner can reschedule.": "refusal.onlyPartiesReschedule",
  "This booking has already started.": "refusal.started",
  "This booking can no longer be cancelled.": "refusal.noLongerCancellable",
  "Only a confirmed booking can be completed.": "refusal.completeConfirmedOnly",
  "Only the advisor or the learner can complete a booking.": "refusal.onlyPartiesComplete",
  "This booking hasn't started yet.": "refusal.notStarted",
};

/** A refusal of the state machine in the reader's language (as it is when the catalogue doesn't know it). */
export const refusalText = (message: string, t: ManageT = ENGLISH_MANAGE) => {
  const key = Object.hasOwn(REFUSALS, message) ? REFUSALS[message] : undefined;
  return key ? t.t(key) : message;
};
