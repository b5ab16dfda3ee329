import { UNANSWERED_EXPIRIES_TO_UNPUBLISH } from "@kora/shared/domain/cards/auto-unpublish.ts";
import { isLocale, type Locale } from "@kora/shared/i18n/locales.ts";
import { cardsMessages } from "@kora/shared/i18n/messages/cards.ts";
import { createTranslator } from "@kora/shared/i18n/translate.ts";
import { loadCatalog } from "../../lib/i18n/catalogs.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { type CardsT, ENGLISH } from "./cards-i18n.ts";
import { refreshCards } from "./cards.client.ts";

export const approvedMessage = (title: string, t: CardsT = ENGLISH) => t.t("events.approved", { title });
export const rejectedMessage = (title: string, comments: string, t: CardsT = ENGLISH) => t.t("events.rejected", { title, comments });

/** The page's language (the locale provider marks `<html lang>`): these toasts are raised outside React. */
function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? "en" : document.documentElement.lang;
  return isLocale(lang) ? lang : "en";
}

/** The cards translator in the page's language, English should its catalogue fail to load. */
async function pageTranslator(): Promise<CardsT> {
  const locale = pageLocale();
  if (locale === "en") return ENGLISH;
  try {
    return createTranslator(locale, await loadCatalog(cardsMessages, locale));
  } catch {
    return ENGLISH;
  }
}

/** Raises a toast in the page's language. */
const say = (show: (t: CardsT) => void) => void pageTranslator().then(show);

let listening = false;

/**
 * Review outcomes and automatic unpublishing reach the owner on their private channel wherever they are in the app: an event
 * toast (10 s) and fresh card lists. Listeners live as long as the tab, like the realtime client.
 */
export function listenForCardReviews(): void {
  if (listening) return;
  listening = true;
  const client = realtime();
  client.onEvent("CardApproved", ({ data }) => {
    say((t) => toast.success(approvedMessage(data.title, t), "event"));
    void refreshCards();
  });
  client.onEvent("CardRejected", ({ data }) => {
    say((t) => toast.info(rejectedMessage(data.title, data.comments, t), "event"));
    void refreshCards();
  });
  client.onEvent("CardUnpublished", ({ data }) => {
    say((t) =>
      toast.info(t.t(`events.unpublished.${data.reason}`, { title: data.title, count: UNANSWERED_EXPIRIES_TO_UNPUBLISH }), "event"),
    );
    void refreshCards();
  });
}
