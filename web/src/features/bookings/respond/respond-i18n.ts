import { bookingsRespondMessages } from "@kora/shared/i18n/messages/bookings-respond.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** The "bookings-respond" namespace's translator, for the respond page's pure helpers. */
export type RespondT = Translator<KeyOf<typeof bookingsRespondMessages>>;

/** English, for helpers called without a translator (unit tests). */
export const ENGLISH_RESPOND: RespondT = createTranslator("en", bookingsRespondMessages.en);
