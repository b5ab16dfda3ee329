import {
  CARD_TITLE_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  LINK_DESCRIPTION_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from "../../constants.ts";
import { fillMessage } from "../../messages.ts";

/**
 * A free-text field's maximum and the one message both ends give past it: the API's schema answers
 * 422 with `message`, and the form counts towards `max` and shows the same `message` inline — it
 * never cuts what was typed or pasted. zod-free, so the public pages can use it too.
 */
export interface TextLimit {
  /** The field as the message names it ("first name"). */
  readonly field: string;
  readonly max: number;
  readonly message: string;
  /** Counted after trimming (as the schemas trim); false for passwords, which are taken as typed. */
  readonly trim: boolean;
}

export const textLimit = (field: string, max: number, options: { trim?: boolean } = {}): TextLimit => ({
  field,
  max,
  message: fillMessage("maxLength", { field, max }),
  trim: options.trim ?? true,
});

/** The length the limit counts: trimmed unless the field is taken as typed. */
export const countedLength = (value: string, limit: TextLimit): number => (limit.trim ? value.trim() : value).length;

/** The limit's message when `value` is over it, else null. */
export const tooLong = (value: string, limit: TextLimit): string | null => (countedLength(value, limit) > limit.max ? limit.message : null);

/** The limits of the fields people type into; schemas and forms both take theirs from here. */
export const TEXT_LIMITS = {
  firstName: textLimit("first name", NAME_MAX_LENGTH),
  lastName: textLimit("last name", NAME_MAX_LENGTH),
  email: textLimit("email", EMAIL_MAX_LENGTH),
  password: textLimit("password", PASSWORD_MAX_LENGTH, { trim: false }),
  cardTitle: textLimit("title", CARD_TITLE_MAX_LENGTH),
  cardSummary: textLimit("summary", SUMMARY_MAX_LENGTH),
  skill: textLimit("skill", SKILL_MAX_LENGTH),
  role: textLimit("role", TITLE_MAX_LENGTH),
  organisation: textLimit("organisation", TITLE_MAX_LENGTH),
  workDescription: textLimit("description", DESCRIPTION_MAX_LENGTH),
  qualification: textLimit("qualification", TITLE_MAX_LENGTH),
  subject: textLimit("subject", TITLE_MAX_LENGTH),
  link: textLimit("link", URL_MAX_LENGTH),
  linkTitle: textLimit("link title", TITLE_MAX_LENGTH),
  linkDescription: textLimit("description", LINK_DESCRIPTION_MAX_LENGTH),
  reviewerComments: textLimit("comment", MESSAGE_MAX_LENGTH),
  discussionTopic: textLimit("discussion topic", MESSAGE_MAX_LENGTH),
  message: textLimit("message", MESSAGE_MAX_LENGTH),
  review: textLimit("review", MESSAGE_MAX_LENGTH),
  callQualityComment: textLimit("comment", DESCRIPTION_MAX_LENGTH),
  note: textLimit("note", NOTE_MAX_LENGTH),
  search: textLimit("search term", SEARCH_MAX_LENGTH),
  contactName: textLimit("name", FULL_NAME_MAX_LENGTH),
  contactOrganisation: textLimit("company or organisation name", TITLE_MAX_LENGTH),
} as const satisfies Record<string, TextLimit>;
