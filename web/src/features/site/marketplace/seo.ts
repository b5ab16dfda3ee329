/**
 * What a card's and an advisor's pages tell search engines: titles, descriptions and schema.org
 * JSON-LD. Pure; `abs` turns a site path into an absolute URL (useAbsoluteUrl).
 */
import { BRAND } from "@kora/shared/brand.ts";
import type { CardDetail, CardSummary } from "@kora/shared/contracts/cards.ts";
import { describe } from "./describe.ts";
import type { Advisor } from "./marketplace.client.ts";

type Abs = (path: string) => string;

/** Search engines show about 110–160 characters: a short text gets `more` added before it is cut. */
const described = (text: string, more: string) => describe(text.length >= 110 ? text : `${text} ${more}`);

export const cardTitle = (card: Pick<CardDetail, "title" | "user">) => `${card.title} with ${card.user.fullName} | ${BRAND.name}`;

export const cardDescription = (card: Pick<CardDetail, "summary" | "title" | "user">) =>
  described(card.summary, `Book a one-to-one video session on ${BRAND.name} with ${card.user.fullName}: ${card.title}.`);

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

/** Each skill once, in the order the advisor's cards list them. */
export const advisorSkills = (cards: Pick<CardSummary, "skills">[]) => [...new Set(cards.flatMap((card) => card.skills))];

export const advisorTitle = (advisor: Pick<Advisor, "fullName">, skills: string[]) =>
  skills.length > 0
    ? `${advisor.fullName}: advice on ${skills.slice(0, 3).join(", ")} | ${BRAND.name}`
    : `${advisor.fullName}, advisor | ${BRAND.name}`;

export function advisorDescription(
  advisor: Pick<Advisor, "fullName" | "firstName" | "location">,
  cards: Pick<CardSummary, "title">[],
): string {
  const base = `Book a one-to-one video session with ${advisor.fullName}${advisor.location ? ` in ${advisor.location}` : ""}. ${cards.map((card) => card.title).join(". ")}.`;
  return described(base, `See ${advisor.firstName}'s ${BRAND.name} Cards, rates and skills, then request a time that suits you.`);
}

/** The advisor's page as schema.org ProfilePage about a Person. */
export function advisorJsonLd(advisor: Pick<Advisor, "fullName" | "slug" | "location">, skills: string[], abs: Abs) {
  const url = abs(`/advisors/${advisor.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    mainEntity: {
      "@type": "Person",
      name: advisor.fullName,
      url,
      knowsAbout: skills,
      ...(advisor.location && { homeLocation: { "@type": "Place", name: advisor.location } }),
    },
  };
}
