import { ROUNDUP_SLUGS, ROUNDUPS, roundupFor, type RoundupPageData } from "@kora/shared/site/roundups.ts";
import type { Services } from "../../services.ts";
import { roundupCards } from "../cards/cards.service.ts";
import type { UserRow } from "../users/users.table.ts";

export type RoundupView = RoundupPageData;

/**
 * A roundup with its curated cards, in the curated order. Only live marketplace cards are shown:
 * one that is missing, unpublished, deleted or not on the marketplace is left out without a word.
 * Undefined for an unknown slug.
 */
export async function roundupView(
  services: Pick<Services, "config" | "db" | "now">,
  viewer: UserRow | null,
  slug: string,
): Promise<RoundupView | undefined> {
  const roundup = roundupFor(slug);
  if (!roundup) return undefined;
  const ids = roundup.advisors.map((advisor) => advisor.id);
  const cards = new Map((await roundupCards(services, viewer, ids)).map((card) => [card.id, card]));
  return {
    banner: roundup.banner,
    advisors: roundup.advisors.flatMap(({ id, blurb }) => {
      const card = cards.get(id);
      return card ? [{ blurb, card }] : [];
    }),
    searchCategory: roundup.searchCategory,
    searchLabel: roundup.searchLabel,
    others: ROUNDUP_SLUGS.filter((other) => other !== slug).map((other) => ({ slug: other, title: ROUNDUPS[other].banner.title })),
  };
}
