import { z } from "zod";
import { DISCUSSION_TOPIC_MIN_LENGTH } from "@kora/shared/contracts/bookings.ts";
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "@kora/shared/constants.ts";
import { validateName } from "@kora/shared/domain/validation/rules.ts";
import { TEXT_LIMITS, type TextLimit } from "@kora/shared/domain/validation/text-limit.ts";
import type { KeyOf } from "@kora/shared/i18n/translate.ts";
import type { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { fillMessage } from "@kora/shared/messages.ts";
import { type BookingsT, ENGLISH } from "./bookings-i18n.ts";

/**
 * The booking forms' own checks in the reader's language. English says exactly what the shared rules
 * (BOOKING_MESSAGES, TEXT_LIMITS, validateName) say, so the form and the API's 422 read the same.
 */
type Key = KeyOf<typeof bookingsMessages>;

/** The limits the booking forms have, each with its message. */
const LIMIT_KEYS = new Map<TextLimit, Key>([
  [TEXT_LIMITS.discussionTopic, "validation.topicMax"],
  [TEXT_LIMITS.message, "validation.messageMax"],
  [TEXT_LIMITS.review, "validation.reviewMax"],
  [TEXT_LIMITS.callQualityComment, "validation.commentMax"],
  [TEXT_LIMITS.email, "validation.emailMax"],
]);

/** A limit's message ("Please provide a message with no more than 5000 characters."). */
export function tooLongText(limit: TextLimit, t: BookingsT = ENGLISH): string {
  const key = LIMIT_KEYS.get(limit);
  return key ? t.t(key, { max: String(limit.max) }) : limit.message;
}

/** The limit's message when `value` is over it, else null (as the shared `tooLong`). */
export function tooLongIn(value: string, limit: TextLimit, t: BookingsT = ENGLISH): string | null {
  const length = (limit.trim ? value.trim() : value).length;
  return length > limit.max ? tooLongText(limit, t) : null;
}

/** Free text of at most `limit.max` characters, as the shared `limitedText`, saying the limit in `t`'s language. */
export function limitedTextIn(limit: TextLimit, t: BookingsT = ENGLISH) {
  const text = z.string({ error: fillMessage("required", { field: limit.field }) });
  return (limit.trim ? text.trim() : text).max(limit.max, tooLongText(limit, t));
}

/** The discussion topic: at least DISCUSSION_TOPIC_MIN_LENGTH characters, within its limit. */
export const topicField = (t: BookingsT = ENGLISH) =>
  limitedTextIn(TEXT_LIMITS.discussionTopic, t).min(
    DISCUSSION_TOPIC_MIN_LENGTH,
    t.t("validation.topicMin", { min: String(DISCUSSION_TOPIC_MIN_LENGTH) }),
  );

/** An email address within its limit. */
export const emailField = (t: BookingsT = ENGLISH) => limitedTextIn(TEXT_LIMITS.email, t).pipe(z.email(t.t("validation.email")));

const FIRST_NAME = "first name";
const NAME_KEYS: [string, Key, Record<string, string>?][] = [
  [fillMessage("required", { field: FIRST_NAME }), "validation.firstName.required"],
  [fillMessage("maxLength", { field: FIRST_NAME, max: NAME_MAX_LENGTH }), "validation.firstName.max", { max: String(NAME_MAX_LENGTH) }],
  [fillMessage("name", { field: FIRST_NAME }), "validation.firstName.chars"],
  [fillMessage("minLength", { field: FIRST_NAME, min: NAME_MIN_LENGTH }), "validation.firstName.min", { min: String(NAME_MIN_LENGTH) }],
  [fillMessage("noTitle", { field: FIRST_NAME }), "validation.firstName.noTitle"],
];

/** Someone's first name, checked as the shared `nameField("first name")` checks it. */
export const firstNameField = (t: BookingsT = ENGLISH) =>
  z.string({ error: t.t("validation.firstName.required") }).transform((value, ctx) => {
    const message = validateName(value, FIRST_NAME);
    if (message) {
      const known = NAME_KEYS.find(([english]) => english === message);
      ctx.addIssue({ code: "custom", message: known ? t.t(known[1], known[2]) : message });
    }
    return value.trim().replace(/\s+/g, " ");
  });
