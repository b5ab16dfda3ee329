import { CARD_MESSAGES, CARD_RULES } from "@kora/shared/domain/cards/rules.ts";
import { TEXT_LIMITS, type TextLimit } from "@kora/shared/domain/validation/text-limit.ts";
import type { cardsEditorMessages } from "@kora/shared/i18n/messages/cards-editor.ts";
import type { KeyOf, MessageValues, Translator } from "@kora/shared/i18n/translate.ts";
import { fillMessage } from "@kora/shared/messages.ts";

/** The card editor's translator, as the pure helpers here take it. */
export type EditorT = Translator<KeyOf<typeof cardsEditorMessages>>;
type EditorKey = KeyOf<typeof cardsEditorMessages>;

/** Messages of the editor's own checks, before they are put into the page's language. */
export const RATE_AMOUNT_MESSAGE = "Please give the rate as an amount, like 25 or 25.50.";
const SKILL_TWICE = new RegExp(`^(.+): ${CARD_MESSAGES.skillTwice}$`, "s");

const maxLength = (limit: TextLimit, key: EditorKey): [string, EditorKey, MessageValues] => [
  limit.message,
  key,
  { max: String(limit.max) },
];

/**
 * Every message the card's checks give (the shared card schemas', in English as the server speaks),
 * by its English text: the key that says it in another language, and the values it needs.
 */
const KNOWN = new Map<string, [EditorKey, MessageValues?]>(
  (
    [
      [CARD_MESSAGES.title, "validation.title"],
      [CARD_MESSAGES.skills, "validation.skills"],
      [CARD_MESSAGES.rate, "validation.rate"],
      [CARD_MESSAGES.ratePayouts, "validation.ratePayouts"],
      [RATE_AMOUNT_MESSAGE, "validation.rateAmount"],
      [CARD_MESSAGES.workHistories, "validation.workHistories"],
      [CARD_MESSAGES.groupRequired, "validation.groupRequired"],
      ["Please use a month like 2024-03.", "validation.month"],
      ["The end can't be before the start.", "validation.endBeforeStart"],
      ["Each session length once, please.", "validation.durationTwice"],
      [fillMessage("currency"), "validation.currency"],
      [fillMessage("url"), "validation.url"],
      [fillMessage("timezone"), "validation.timezone"],
      [fillMessage("required", { field: "title" }), "validation.required.title"],
      [fillMessage("required", { field: "rate" }), "validation.required.rate"],
      [fillMessage("required", { field: "session length" }), "validation.required.sessionLength"],
      [fillMessage("required", { field: "category" }), "validation.required.category"],
      [fillMessage("required", { field: "language" }), "validation.required.language"],
      [fillMessage("required", { field: "years of experience" }), "validation.required.yearsOfExperience"],
      [fillMessage("required", { field: "timezone" }), "validation.required.timezone"],
      [fillMessage("required", { field: "organisation" }), "validation.required.organisation"],
      [fillMessage("required", { field: "role" }), "validation.required.role"],
      [fillMessage("required", { field: "qualification" }), "validation.required.qualification"],
      [fillMessage("required", { field: "subject" }), "validation.required.subject"],
      [fillMessage("required", { field: "link title" }), "validation.required.linkTitle"],
      [
        fillMessage("minLength", { field: "title", min: CARD_RULES.titleMin }),
        "validation.minLength.title",
        { min: String(CARD_RULES.titleMin) },
      ],
      [
        fillMessage("minLength", { field: "summary", min: CARD_RULES.summaryMin }),
        "validation.minLength.summary",
        { min: String(CARD_RULES.summaryMin) },
      ],
      [fillMessage("minLength", { field: "skill", min: 2 }), "validation.minLength.skill", { min: "2" }],
      maxLength(TEXT_LIMITS.cardTitle, "validation.maxLength.title"),
      maxLength(TEXT_LIMITS.cardSummary, "validation.maxLength.summary"),
      maxLength(TEXT_LIMITS.skill, "validation.maxLength.skill"),
      maxLength(TEXT_LIMITS.role, "validation.maxLength.role"),
      maxLength(TEXT_LIMITS.organisation, "validation.maxLength.organisation"),
      maxLength(TEXT_LIMITS.workDescription, "validation.maxLength.description"),
      maxLength(TEXT_LIMITS.linkDescription, "validation.maxLength.description"),
      maxLength(TEXT_LIMITS.qualification, "validation.maxLength.qualification"),
      maxLength(TEXT_LIMITS.subject, "validation.maxLength.subject"),
      maxLength(TEXT_LIMITS.link, "validation.maxLength.link"),
      maxLength(TEXT_LIMITS.linkTitle, "validation.maxLength.linkTitle"),
    ] as [string, EditorKey, MessageValues?][]
  ).map(([english, key, values]) => [english, [key, values]]),
);

/**
 * A card check's message in the page's language: null for English (messages stay as the checks
 * give them). A message this list doesn't know (a server's, say) is shown as it is.
 */
export function cardIssueText(t: EditorT): ((message: string) => string) | null {
  if (t.locale === "en") return null;
  return (message) => {
    const known = KNOWN.get(message);
    if (known) return t.t(known[0], known[1]);
    const twice = SKILL_TWICE.exec(message);
    return twice ? t.t("validation.skillTwice", { skill: twice[1]! }) : message;
  };
}
