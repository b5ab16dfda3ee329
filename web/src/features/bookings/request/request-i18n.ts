import { bookingsRequestMessages } from "@kora/shared/i18n/messages/bookings-request.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** The "bookings-request" namespace's translator, for the book form's pure helpers. */
export type RequestT = Translator<KeyOf<typeof bookingsRequestMessages>>;

/** English, for helpers called without a translator (unit tests). */
export const ENGLISH_REQUEST: RequestT = createTranslator("en", bookingsRequestMessages.en);
