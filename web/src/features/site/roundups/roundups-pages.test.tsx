import { describe, expect, it } from "vitest";
import { z } from "zod";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { ROUNDUP_SLUGS, ROUNDUPS, type RoundupPageData } from "@kora/shared/site/roundups.ts";
import { HeadContext, type HeadCollector, type PageMetaProps } from "../../../site-app/page-meta.tsx";
import { FetchJsonContext, SiteApiError } from "../../../site-app/site-data.tsx";
import { SiteOriginContext } from "../../../site-app/site-origin.ts";
import RoundupPage from "./roundup-page.tsx";
import { roundupsPages } from "./roundups.pages.ts";

const card = (id: string, n: number, rate: number): CardSummary => ({
  id,
  slug: `card-${n}`,
  title: `Card title ${n}`,
  excerpt: "",
  status: "published",
  type: "marketplace",
  rate,
  currency: "GBP",
  convertedRate: rate ? { minor: rate * 2, currency: "AUD" } : null,
  durations: [30, 60],
  skills: [],
  categories: [{ id: "cat-marketing", slug: "marketing", name: "Marketing" }],
  advisingIn: ["en"],
  yearsOfExperience: "5-10",
  proBono: false,
  timezone: "Europe/London",
  stats: { reviewsCount: 0, reviewsAverage: 0 },
  user: {
    id: `u${n}`,
    slug: `advisor-${n}`,
    firstName: `Ada${n}`,
    fullName: `Ada${n} Lovelace`,
    avatarUrl: null,
    timezone: "Europe/London",
  },
  group: null,
  link: `/advisors/advisor-${n}/card-${n}`,
  bookLink: `/advisors/advisor-${n}/card-${n}/book`,
  deletedAt: null,
  updatedAt: "2026-11-01T00:00:00.000Z",
});

/** What the API sends for a slug: every curated card live, the first one free. */
function apiFor(slug: string): RoundupPageData {
  const roundup = ROUNDUPS[slug as keyof typeof ROUNDUPS];
  if (!roundup) throw new SiteApiError(404, "Sorry, the page not found.");
  return {
    banner: roundup.banner,
    advisors: roundup.advisors.map((a, i) => ({ blurb: a.blurb, card: card(a.id, i, i === 0 ? 0 : 4500) })),
    searchCategory: roundup.searchCategory,
    searchLabel: roundup.searchLabel,
    others: ROUNDUP_SLUGS.filter((s) => s !== slug).map((s) => ({ slug: s, title: ROUNDUPS[s].banner.title })),
  };
}

async function render(url: string) {
  const head = { meta: null, status: 200 } as HeadCollector;
  const fetchJson = async <T,>(path: string): Promise<T> => apiFor(path.replace("/api/roundups/", "")) as T;
  const { prelude } = await prerender(
    <HeadContext value={head}>
      <FetchJsonContext value={fetchJson}>
        <SiteOriginContext value="https://kora.example">
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <StaticRouter location={url}>
              <RoundupPage />
            </StaticRouter>
          </QueryClientProvider>
        </SiteOriginContext>
      </FetchJsonContext>
    </HeadContext>,
  );
  const html = (await new Response(prelude).text()).replace(/<!-- -->/g, "");
  return { html, meta: head.meta as PageMetaProps, status: head.status };
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
/** The part of CollectionPage JSON-LD the tests read. */
const collectionPageLd = z.object({
  "@type": z.string(),
  mainEntity: z.object({ itemListElement: z.array(z.object({ url: z.string() })) }),
});

describe("roundup pages", () => {
  it("are the thirteen roundups, each in the sitemap, all one module", () => {
    expect(roundupsPages.map((p) => p.path)).toEqual(ROUNDUP_SLUGS.map((slug) => `/${slug}`));
    expect(new Set(roundupsPages.map((p) => p.page))).toEqual(new Set(["roundups/roundup-page.tsx"]));
    expect(roundupsPages.every((p) => p.sitemap)).toBe(true);
  });

  it("each have one h1, ordered headings, no main, a unique title and a 110–160 character description", async () => {
    const pages = await Promise.all(ROUNDUP_SLUGS.map((slug) => render(`/${slug}`)));
    for (const { html, meta, status } of pages) {
      expect(status).toBe(200);
      expect(count(html, /<h1[\s>]/g)).toBe(1);
      expect(html).not.toContain("<main");
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      for (const [i, level] of levels.entries()) if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
      expect(meta.title).toMatch(/^.+ \| Kora$/);
      expect(meta.description.length).toBeGreaterThanOrEqual(110);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(pages.map((p) => p.meta.title)).size).toBe(pages.length);
  });

  it("shows the banner with its image (alt, width, height) and a tile per card: name, title link, rate or Free, blurb", async () => {
    const { html, meta } = await render("/career-coach");
    const roundup = ROUNDUPS["career-coach"];
    expect(meta).toMatchObject({ title: "Career coaches | Kora", path: "/career-coach" });
    expect(html).toMatch(/<img[^>]*src="\/img\/roundups\/career-coach.svg"[^>]*>/);
    const img = /<img[^>]*src="\/img\/roundups\/career-coach.svg"[^>]*>/.exec(html)![0];
    expect(img).toContain('width="480"');
    expect(img).toContain('height="360"');
    expect(img).toContain(`alt="${roundup.banner.imgAlt}"`);
    expect(count(html, /<article/g)).toBe(roundup.advisors.length);
    expect(html).toContain('href="/advisors/advisor-1/card-1"');
    expect(html).toContain("Ada1 Lovelace");
    expect(html).toContain("Free");
    // The viewer's converted rate, per half hour.
    expect(html).toContain("A$90.00");
    for (const { blurb } of roundup.advisors) expect(html).toContain(blurb.replace(/'/g, "&#x27;"));
    expect(html).toContain('href="/search?category=careers"');
  });

  it("gives CollectionPage JSON-LD listing the cards, and a breadcrumb", async () => {
    const { meta } = await render("/startup");
    const [first, crumbs] = z.array(z.record(z.string(), z.unknown())).parse(meta.jsonLd);
    const collection = collectionPageLd.parse(first);
    expect(collection["@type"]).toBe("CollectionPage");
    expect(collection.mainEntity.itemListElement).toHaveLength(ROUNDUPS.startup.advisors.length);
    expect(collection.mainEntity.itemListElement[0]?.url).toBe("https://kora.example/advisors/advisor-0/card-0");
    expect(crumbs?.["@type"]).toBe("BreadcrumbList");
  });

  it("links every other roundup", async () => {
    const { html } = await render("/health");
    for (const slug of ROUNDUP_SLUGS.filter((s) => s !== "health")) expect(html).toContain(`href="/${slug}"`);
  });

  it("answers 404 with a way on when the API has no such roundup", async () => {
    const { html, status, meta } = await render("/not-a-roundup");
    expect(status).toBe(404);
    expect(meta.noindex).toBe(true);
    expect(html).toContain('href="/get-in-touch"');
  });
});
