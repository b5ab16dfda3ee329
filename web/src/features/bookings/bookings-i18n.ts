import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";
import type { SlotLabelWords } from "../../lib/slot-format.ts";

/** The "bookings" namespace's translator: what pure helpers of this feature take to say things. */
export type BookingsT = Translator<KeyOf<typeof bookingsMessages>>;

/** English, for helpers called without a translator (unit tests, other features' English paths). */
export const ENGLISH: BookingsT = createTranslator("en", bookingsMessages.en);

/** A slot's two-zone label in the translator's language (web/src/lib/slot-format.ts `slotLabel`). */
export const slotWords = (t: BookingsT): SlotLabelWords => ({
  locale: t.locale,
  bothZones: (values) => t.t("slot.bothZones", values),
});
