/**
 * What a card's page tells search engines: its title, description and schema.org JSON-LD. Pure; `abs`
 * turns a site path into an absolute URL (useAbsoluteUrl); `t` is the page's words (English unless given).
 */
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { siteMarketplaceCardMessages } from "@kora/shared/i18n/messages/site-marketplace-card.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";
import { describe } from "./describe.ts";

type Abs = (path: string) => string;

/** The card page's words (site-marketplace-card). */
export type CardWords = Translator<KeyOf<typeof siteMarketplaceCardMessages>>;
const ENGLISH: CardWords = createTranslator("en", siteMarketplaceCardMessages.en);

/** Search engines show about 110–160 characters: a short text gets `more` added before it is cut. */
const described = (text: string, more: string) => describe(text.length >= 110 ? text : `${text} ${more}`);

export const cardTitle = (card: Pick<CardDetail, "title" | "user">, t: CardWords = ENGLISH) =>
  t.t("meta.title", { title: card.title, name: card.user.fullName });

export const cardDescription = (card: Pick<CardDetail, "summary" | "title" | "user">, t: CardWords = ENGLISH) =>
  described(card.summary, t.t("meta.more", { name: card.user.fullName, title: card.title }));

/** A card as schema.org Service offered by a Person, with its price and, once reviewed, its rating. */
export function cardJsonLd(card: CardDetail, abs: Abs) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: card.title,
    description: describe(card.summary, 300),
    url: abs(card.link),
    serviceType: card.categories.map((category) => category.name).join(", ") || "Advice",
    provider: { "@type": "Person", name: card.user.fullName, url: abs(`/advisors/${card.user.slug}`), knowsAbout: card.skills },
    offers: { "@type": "Offer", price: (Math.max(card.rate, 0) / 100).toFixed(2), priceCurrency: card.currency, url: abs(card.bookLink) },
    ...(card.stats.reviewsCount > 0 && {
      aggregateRating: { "@type": "AggregateRating", ratingValue: card.stats.reviewsAverage, reviewCount: card.stats.reviewsCount },
    }),
  };
}
