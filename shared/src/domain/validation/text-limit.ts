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
  SKILL_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from "../../constants.ts";
import { SEARCH_TEXT_LIMIT, type TextLimit, textLimit } from "./text-limit-core.ts";

export { countedLength, SEARCH_TEXT_LIMIT, type TextLimit, textLimit, tooLong } from "./text-limit-core.ts";

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
  search: SEARCH_TEXT_LIMIT,
  contactName: textLimit("name", FULL_NAME_MAX_LENGTH),
  contactOrganisation: textLimit("company or organisation name", TITLE_MAX_LENGTH),
  /** Video titles (core §3 Video): the same 100 characters as the contract's VIDEO_TITLE_MAX. */
  videoTitle: textLimit("title", 100),
  videoReport: textLimit("report", 2000),
  /** Profile (core §3 User): where someone is, what they studied, and each interest tag. */
  location: textLimit("location", 100),
  education: textLimit("education", 200),
  interest: textLimit("interest", 40),
} as const satisfies Record<string, TextLimit>;
