/**
 * What an advisor's page tells search engines: its title, description and schema.org JSON-LD. Pure;
 * `abs` turns a site path into an absolute URL (useAbsoluteUrl); `t` is the page's words (English unless given).
 */
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { siteMarketplaceAdvisorMessages } from "@kora/shared/i18n/messages/site-marketplace-advisor.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";
import { joinList } from "./card-format.ts";
import { describe } from "./describe.ts";
import type { Advisor } from "./marketplace.client.ts";

type Abs = (path: string) => string;

/** The advisor page's words (site-marketplace-advisor). */
export type AdvisorWords = Translator<KeyOf<typeof siteMarketplaceAdvisorMessages>>;
const ENGLISH: AdvisorWords = createTranslator("en", siteMarketplaceAdvisorMessages.en);

/** Search engines show about 110–160 characters: a short text gets `more` added before it is cut. */
const described = (text: string, more: string) => describe(text.length >= 110 ? text : `${text} ${more}`);

/** Each skill once, in the order the advisor's cards list them. */
export const advisorSkills = (cards: Pick<CardSummary, "skills">[]) => [...new Set(cards.flatMap((card) => card.skills))];

export const advisorTitle = (advisor: Pick<Advisor, "fullName">, skills: string[], t: AdvisorWords = ENGLISH) =>
  skills.length > 0
    ? t.t("meta.title", { name: advisor.fullName, skills: joinList(skills.slice(0, 3), t.locale) })
    : t.t("meta.titlePlain", { name: advisor.fullName });

export function advisorDescription(
  advisor: Pick<Advisor, "fullName" | "firstName" | "location">,
  cards: Pick<CardSummary, "title">[],
  t: AdvisorWords = ENGLISH,
): string {
  const titles = cards.map((card) => card.title).join(". ");
  const base = advisor.location
    ? t.t("meta.descriptionLocated", { name: advisor.fullName, location: advisor.location, titles })
    : t.t("meta.description", { name: advisor.fullName, titles });
  return described(base, t.t("meta.more", { name: advisor.firstName }));
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
