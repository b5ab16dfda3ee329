import type { CardDetail, CardSummary } from "@kora/shared/contracts/cards.ts";
import { formatRate } from "@kora/shared/domain/money/rates.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { toSummaries } from "../cards/card-views.ts";
import { cardDetail, viewCard, viewContext } from "../cards/cards.service.ts";
import { advisorPage } from "../cards/lists.service.ts";
import { describe, escapeHtml, type PrerenderedPage } from "./html.ts";

const price = (card: CardSummary) => (card.rate > 0 ? `${formatRate(card.rate, card.currency)} per 30 minutes` : "Free");
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

function cardTile(card: CardSummary): string {
  return `<li><a href="${escapeHtml(card.link)}">${escapeHtml(card.title)}</a> — ${escapeHtml(price(card))}<p>${escapeHtml(card.excerpt)}</p></li>`;
}

/** `/advisors/:userSlug/:cardSlug`: the card's content and a schema.org Service offered by a Person. */
export async function cardPage(services: Services, viewer: UserRow | null, userSlug: string, cardSlug: string): Promise<PrerenderedPage> {
  const card: CardDetail = await cardDetail(services, viewer, await viewCard(services, viewer, cardSlug, userSlug));
  const url = `${services.config.publicUrl}${card.link}`;
  const person = { "@type": "Person", name: card.user.fullName, url: `${services.config.publicUrl}/advisors/${card.user.slug}`, knowsAbout: card.skills };
  const body = `<main><article>
<h1>${escapeHtml(card.title)}</h1>
<p>With <a href="/advisors/${escapeHtml(card.user.slug)}">${escapeHtml(card.user.fullName)}</a> · ${escapeHtml(price(card))} · ${escapeHtml(card.yearsOfExperience)} years of experience</p>
<section><h2>About</h2>${card.summary.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p)}</p>`).join("")}</section>
<section><h2>Skills</h2>${list(card.skills)}</section>
${card.workHistories.length ? `<section><h2>Work history</h2>${list(card.workHistories.map((w) => `${w.role}, ${w.organization} (${w.startDate} – ${w.endDate ?? "now"})`))}</section>` : ""}
${card.qualifications.length ? `<section><h2>Qualifications</h2>${list(card.qualifications.map((q) => `${q.qualification} ${q.subject}, ${q.organization}`))}</section>` : ""}
${card.supportingLinks.length ? `<section><h2>Links</h2><ul>${card.supportingLinks.map((l) => `<li><a href="${escapeHtml(l.link)}" rel="nofollow noopener">${escapeHtml(l.title)}</a></li>`).join("")}</ul></section>` : ""}
<p><a href="${escapeHtml(card.bookLink)}">Book a session</a></p>
</article></main>`;
  return {
    title: `${card.title} with ${card.user.fullName} | Kora`,
    description: describe(card.summary),
    canonical: url,
    type: "profile",
    body,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Service",
      name: card.title,
      description: describe(card.summary, 300),
      url,
      serviceType: card.categories.map((c) => c.name).join(", ") || "Advice",
      provider: person,
      offers: { "@type": "Offer", price: (card.rate / 100).toFixed(2), priceCurrency: card.currency, url: `${services.config.publicUrl}${card.bookLink}` },
      ...(card.stats.reviewsCount > 0 && { aggregateRating: { "@type": "AggregateRating", ratingValue: card.stats.reviewsAverage, reviewCount: card.stats.reviewsCount } }),
    },
  };
}

/** `/advisors/:userSlug`: who the advisor is and their cards, as a schema.org ProfilePage. */
export async function advisorProfilePage(services: Services, viewer: UserRow | null, userSlug: string): Promise<PrerenderedPage> {
  const { advisor, cards } = await advisorPage(services, userSlug);
  const summaries = await toSummaries(await viewContext(services, viewer), cards);
  const name = `${advisor.first_name} ${advisor.last_name}`.trim();
  const url = `${services.config.publicUrl}/advisors/${advisor.slug}`;
  const skills = [...new Set(summaries.flatMap((card) => card.skills))];
  return {
    title: `${name}: advice on ${skills.slice(0, 3).join(", ")} | Kora`,
    description: describe(`Book a one-to-one video session with ${name}${advisor.location ? ` in ${advisor.location}` : ""}. ${summaries.map((c) => c.title).join(". ")}.`),
    canonical: url,
    type: "profile",
    body: `<main><h1>${escapeHtml(name)}</h1>${advisor.location ? `<p>${escapeHtml(advisor.location)}</p>` : ""}<h2>Kora Cards</h2><ul>${summaries.map(cardTile).join("")}</ul></main>`,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url,
      mainEntity: { "@type": "Person", name, url, knowsAbout: skills, ...(advisor.location && { homeLocation: { "@type": "Place", name: advisor.location } }) },
    },
  };
}

/** The prerendered page for a path, null when the path has none, or the AppError (404) for a missing one. */
export async function prerender(services: Services, viewer: UserRow | null, path: string): Promise<PrerenderedPage | null> {
  const match = /^\/advisors\/([\w-]{1,120})(?:\/([\w-]{1,160}))?\/?$/.exec(path);
  if (!match) return null;
  return match[2] ? cardPage(services, viewer, match[1]!, match[2]) : advisorProfilePage(services, viewer, match[1]!);
}
