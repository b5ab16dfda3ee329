import { describe, expect, it } from "vitest";
import type { CardDetail } from "@kora/shared/contracts/cards.ts";
import { describe as describeText } from "./describe.ts";
import { EMPTY_FILTERS, type SearchFilters } from "./search-filters.ts";
import { searchCanonical, searchDescription, searchJsonLd, searchTitle } from "./search-seo.ts";
import { advisorDescription, advisorJsonLd, advisorSkills, advisorTitle, cardDescription, cardJsonLd, cardTitle } from "./seo.ts";

const abs = (path: string) => `https://kora.example${path}`;

const card = {
  id: "c1",
  slug: "career-coaching",
  title: "Career coaching for engineers",
  summary: "I help engineers change careers and grow into leadership. ".repeat(6),
  rate: 2500,
  currency: "AUD",
  categories: [{ id: "cat-career", slug: "career", name: "Career coaching" }],
  skills: ["Career change", "Interviews"],
  link: "/advisors/pema-tester/career-coaching",
  bookLink: "/advisors/pema-tester/career-coaching/book",
  stats: { reviewsCount: 0, reviewsAverage: 0 },
  user: { id: "u1", slug: "pema-tester", firstName: "Pema", fullName: "Pema Tester", avatarUrl: null, timezone: "Australia/Sydney" },
} as unknown as CardDetail;

describe("describe", () => {
  it("keeps short text and cuts long text at a word, about 155 characters", () => {
    expect(describeText("  A short  text. ")).toBe("A short text.");
    const cut = describeText("word ".repeat(80));
    expect(cut.length).toBeLessThanOrEqual(156);
    expect(cut.endsWith("word…")).toBe(true);
  });
});

describe("search pages", () => {
  it("are titled by their words, else their category, else the marketplace, with the page after the first", () => {
    expect(searchTitle({ query: "", page: 1 }, null)).toBe("Find an advisor");
    expect(searchTitle({ query: "seo", page: 1 }, "Marketing")).toBe("Advisors for “seo”");
    expect(searchTitle({ query: "", page: 3 }, "Marketing")).toBe("Marketing advisors, page 3");
    expect(searchTitle({ query: "x".repeat(100), page: 1 }, null).length).toBeLessThan(80);
  });

  it("describe themselves in 110 to 160 characters", () => {
    for (const [filters, category] of [
      [{ query: "" }, null],
      [{ query: "seo" }, null],
      [{ query: "a very long search for something quite specific indeed, longer than most" }, null],
      [{ query: "" }, "Health & Wellbeing"],
    ] as const) {
      const text = searchDescription(filters, category);
      expect(text.length, text).toBeGreaterThanOrEqual(110);
      expect(text.length, text).toBeLessThanOrEqual(160);
    }
  });

  it("are canonical without filters, order or shuffle", () => {
    const filtered: SearchFilters = { ...EMPTY_FILTERS, seed: 7, sort: "newest", skills: ["Go"] };
    expect(searchCanonical(filtered)).toBe("/search");
    expect(searchCanonical({ ...EMPTY_FILTERS, query: "seo & ads", category: "cat-marketing", page: 2 })).toBe(
      "/search?query=seo+%26+ads&category=cat-marketing&page=2",
    );
  });

  it("list their cards as an ItemList of absolute addresses, numbered across pages", () => {
    const ld = searchJsonLd({ title: "Find an advisor", canonical: "/search?page=2", total: 30, firstPosition: 29, cards: [card] }, abs);
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "SearchResultsPage",
      name: "Find an advisor",
      url: "https://kora.example/search?page=2",
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: 30,
        itemListElement: [{ "@type": "ListItem", position: 29, url: `https://kora.example${card.link}`, name: card.title }],
      },
    });
  });
});

describe("a card's page", () => {
  it("is titled '<card> with <advisor> | Kora' and described from its summary", () => {
    expect(cardTitle(card)).toBe("Career coaching for engineers with Pema Tester | Kora");
    const text = cardDescription(card);
    expect(text.startsWith("I help engineers change careers")).toBe(true);
    expect(text.length).toBeGreaterThanOrEqual(110);
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it("is a Service by a Person with its price, rated once it has reviews", () => {
    expect(cardJsonLd(card, abs)).toMatchObject({
      "@type": "Service",
      url: `https://kora.example${card.link}`,
      serviceType: "Career coaching",
      provider: { "@type": "Person", name: "Pema Tester", url: "https://kora.example/advisors/pema-tester", knowsAbout: card.skills },
      offers: { "@type": "Offer", price: "25.00", priceCurrency: "AUD", url: `https://kora.example${card.bookLink}` },
    });
    expect(cardJsonLd(card, abs)).not.toHaveProperty("aggregateRating");
    expect(cardJsonLd({ ...card, rate: 0, stats: { reviewsCount: 3, reviewsAverage: 4.7 } }, abs)).toMatchObject({
      offers: { price: "0.00" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 3 },
    });
  });
});

describe("an advisor's page", () => {
  const advisor = {
    id: "u1",
    slug: "pema-tester",
    firstName: "Pema",
    fullName: "Pema Tester",
    avatarUrl: null,
    timezone: "Australia/Sydney",
    location: "Hobart",
  };

  it("is titled by the advisor's first three skills", () => {
    const skills = advisorSkills([{ skills: ["A", "B"] }, { skills: ["B", "C", "D"] }]);
    expect(skills).toEqual(["A", "B", "C", "D"]);
    expect(advisorTitle(advisor, skills)).toBe("Pema Tester: advice on A, B, C | Kora");
  });

  it("is described in 110 to 160 characters however few cards there are", () => {
    for (const cards of [
      [{ title: "Mentoring" }],
      [{ title: "Career coaching for engineers" }, { title: "Interview practice for senior roles" }, { title: "Negotiating an offer" }],
    ]) {
      const text = advisorDescription(advisor, cards);
      expect(text.startsWith("Book a one-to-one video session with Pema Tester in Hobart.")).toBe(true);
      expect(text.length, text).toBeGreaterThanOrEqual(110);
      expect(text.length, text).toBeLessThanOrEqual(160);
    }
  });

  it("is a ProfilePage about a Person", () => {
    expect(advisorJsonLd(advisor, ["A"], abs)).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: "https://kora.example/advisors/pema-tester",
      mainEntity: {
        "@type": "Person",
        name: "Pema Tester",
        url: "https://kora.example/advisors/pema-tester",
        knowsAbout: ["A"],
        homeLocation: { "@type": "Place", name: "Hobart" },
      },
    });
  });
});
