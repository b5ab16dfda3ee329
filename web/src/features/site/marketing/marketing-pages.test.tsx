import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTACT_TOPICS } from "@kora/shared/domain/contact/contact-form.ts";
import { ORGANISATION_PLAN } from "@kora/shared/domain/plans/organisation-plan.ts";
import { HELP_CATEGORIES } from "@kora/shared/site/help/help-centre.ts";
import { SOCIAL_LINKS } from "../../../app/nav/site-links.ts";
import { HeadContext, type HeadCollector, type PageMetaProps } from "../../../site-app/page-meta.tsx";
import { SiteOriginContext } from "../../../site-app/site-origin.ts";
import { FAQ_LINKS } from "./faq-links.ts";
import { signUpHref } from "./join-now-page.tsx";
import { marketingPages } from "./marketing.pages.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const SITE_DIR = resolve(HERE, "..");
const WEB_DIR = resolve(HERE, "../../../..");
const ORIGIN = "https://kora.example";

const modules = import.meta.glob<{ default: ComponentType }>("./*-page.tsx", { eager: true });
const moduleOf = (page: string) => modules[`./${page.replace("marketing/", "")}`];

function render(url: string) {
  const path = url.split("?")[0]!;
  const entry = marketingPages.find((page) => page.path === path)!;
  const Page = moduleOf(entry.page)!.default;
  const head: HeadCollector = { meta: null, status: 200 };
  const html = renderToStaticMarkup(
    <SiteOriginContext.Provider value={ORIGIN}>
      <HeadContext.Provider value={head}>
        <MemoryRouter initialEntries={[url]}>
          <Page />
        </MemoryRouter>
      </HeadContext.Provider>
    </SiteOriginContext.Provider>,
  );
  return { html, meta: head.meta as PageMetaProps, status: head.status };
}

const LEGACY: Record<string, string> = {
  "/f/video-chat": "/features/video-meetings",
  "/f/cal": "/features/calendar-and-bookings",
  "/f/k-cards": "/features/kora-cards",
  "/f/pay": "/features/payment-integration",
};

const rendered = marketingPages.map((page) => ({ path: page.path, ...render(page.path) }));
const indexable = rendered.filter((page) => !LEGACY[page.path]);
const byPath = (path: string) => rendered.find((page) => page.path === path)!;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
/** Link targets of anchors (React also writes `<link rel="preload">` for images, which aren't links). */
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
const ld = (meta: PageMetaProps): Record<string, unknown>[] =>
  Array.isArray(meta.jsonLd) ? meta.jsonLd : meta.jsonLd ? [meta.jsonLd] : [];
/** The part of FAQPage JSON-LD the tests read. */
const faqPageLd = z.object({ "@type": z.string(), mainEntity: z.array(z.object({ name: z.string() })) });

/** Where marketing pages may link: the spec's public routes (public-site §2) and the signed-in routes the app has. */
const KNOWN_PATHS = new Set([
  ...marketingPages.map((page) => page.path),
  "/search",
  "/faq",
  "/get-in-touch",
  "/book-a-demo",
  "/password-free",
  "/use-cases",
  "/use-cases/event-marketing",
  "/use-cases/educational-institutions",
  "/use-cases/membership-organisations",
  "/use-cases/businesses",
  "/testimonials",
  "/video-production",
  "/cancellation-policy",
  "/my-kora/dashboard",
  "/my-kora/my-details",
  "/my-kora/kora-cards/create",
  "/my-kora/my-calendar/working-hours",
  "/my-kora/more/credits",
]);

describe("the marketing page table", () => {
  it("lists the pages, the old feature paths out of the sitemap, /welcome public but unlisted", () => {
    expect(marketingPages.map((page) => page.path)).toEqual([
      "/",
      "/features",
      "/features/video-meetings",
      "/features/calendar-and-bookings",
      "/features/kora-cards",
      "/features/payment-integration",
      "/f/video-chat",
      "/f/cal",
      "/f/k-cards",
      "/f/pay",
      "/pricing",
      "/giftcards",
      "/join-now",
      "/welcome",
    ]);
    for (const page of marketingPages) {
      expect(page.sitemap, page.path).toBe(!LEGACY[page.path] && page.path !== "/welcome");
      expect(existsSync(join(SITE_DIR, page.page)), page.page).toBe(true);
      expect(typeof moduleOf(page.page)?.default, page.page).toBe("function");
    }
  });
});

describe.each(rendered)("$path", ({ path, html, meta, status }) => {
  it("declares its head: a '… | Kora' title, a 110–160 character description, a canonical path", () => {
    expect(meta.title).toMatch(/^.{10,} \| Kora$/);
    expect(meta.description.length, meta.description).toBeGreaterThanOrEqual(110);
    expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
    expect(meta.path).toBe(LEGACY[path] ?? path);
    expect(Boolean(meta.noindex)).toBe(Boolean(LEGACY[path]));
    expect(status).toBe(200);
  });

  it("has exactly one h1, headings that never skip a level, and no <main> of its own", () => {
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries())
      if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    expect(html).not.toContain("<main");
  });

  it("gives every image alt text and a size, using small SVGs from its own folder", () => {
    for (const [tag] of html.matchAll(/<img [^>]*>/g)) {
      expect(tag).toMatch(/ alt="[^"]*"/);
      expect(tag).toMatch(/ width="\d+"/);
      expect(tag).toMatch(/ height="\d+"/);
      const src = /src="([^"]+)"/.exec(tag)![1]!;
      if (src.startsWith("data:")) {
        expect(src.startsWith("data:image/svg+xml,")).toBe(true);
        continue;
      }
      expect(src).toMatch(/^\/img\/marketing\/[a-z-]+\.svg$/);
      const file = join(WEB_DIR, "public", src);
      expect(existsSync(file), src).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
    }
  });

  it("links only to pages that exist, in-page anchors that exist, and help-centre categories that exist", () => {
    const categories = new Set(HELP_CATEGORIES.map((category) => category.id));
    for (const href of hrefs(html)) {
      if (href.startsWith("#")) {
        expect(html, href).toContain(`id="${href.slice(1)}"`);
        continue;
      }
      const [pathname, hash] = href.split("#") as [string, string | undefined];
      expect(KNOWN_PATHS.has(pathname.split("?")[0]!), href).toBe(true);
      if (pathname === "/faq" && hash) expect(categories.has(hash), href).toBe(true);
      const topic = new URLSearchParams(pathname.split("?")[1] ?? "").get("topic");
      if (topic)
        expect(
          CONTACT_TOPICS.map((item) => item.id as string),
          href,
        ).toContain(topic);
    }
  });

  it("says real things: no placeholder copy", () => {
    expect(text(html)).not.toMatch(/\b(lorem|ipsum|TODO|TBD|undefined)\b|\{\w+\}/i);
    expect(text(html)).not.toMatch(/\bNaN\b/);
  });
});

describe("across the pages", () => {
  it("titles and descriptions are unique (old paths aside, which share their page's)", () => {
    expect(new Set(indexable.map((page) => page.meta.title)).size).toBe(indexable.length);
    expect(new Set(indexable.map((page) => page.meta.description)).size).toBe(indexable.length);
  });

  it("every FAQ anchor names a help-centre category", () => {
    const categories = new Set(HELP_CATEGORIES.map((category) => category.id));
    for (const link of Object.values(FAQ_LINKS)) expect(categories.has(link.split("#")[1]!), link).toBe(true);
  });

  it("no page contradicts the claims: no meeting time limit, sign-up free in under a minute", () => {
    const all = text(rendered.map((page) => page.html).join(" "));
    expect(all).not.toMatch(/\b(40|45|60)[- ]minute (limit|cap)/i);
    expect(all).not.toMatch(/free trial of \d+ (days|weeks)/i);
    expect(all).not.toMatch(/marketing (texts|SMS)/i);
  });
});

describe("home", () => {
  const home = byPath("/");
  const words = text(home.html);

  it("promises one-to-one video advice and leads to sign-up and search", () => {
    expect(words).toMatch(/one-to-one/i);
    expect(home.html).toMatch(/href="\/password-free\?step=signup"[^>]*>Start for free!</);
    expect(hrefs(home.html)).toContain("/search");
  });

  it("has an advisor search that works without JavaScript: GET /search with a labelled query field", () => {
    const form = /<form[^>]*>[\s\S]*?<\/form>/.exec(home.html)![0];
    expect(form).toMatch(/action="\/search"/);
    expect(form).toMatch(/method="get"/);
    const input = /<input[^>]*name="query"[^>]*>/.exec(form)![0];
    const id = /id="([^"]+)"/.exec(input)![1];
    expect(form).toContain(`<label for="${id}"`);
  });

  it("shows the get-started banner, the four features, the four use cases, a testimonial carousel, pricing and the app", () => {
    expect(words).toContain("One-to-one video advice on almost any topic");
    for (const path of [
      "/features/video-meetings",
      "/features/calendar-and-bookings",
      "/features/kora-cards",
      "/features/payment-integration",
    ])
      expect(hrefs(home.html)).toContain(path);
    for (const path of [
      "/use-cases/event-marketing",
      "/use-cases/educational-institutions",
      "/use-cases/membership-organisations",
      "/use-cases/businesses",
    ])
      expect(hrefs(home.html)).toContain(path);
    expect(home.html).toContain('aria-roledescription="carousel"');
    const slides = home.html.match(/aria-roledescription="slide"/g)!.length;
    expect(slides).toBeGreaterThanOrEqual(3);
    expect(slides).toBeLessThanOrEqual(5);
    expect(hrefs(home.html)).toContain("/pricing");
    expect(words).toContain("iOS 14.0 or later");
    expect(words).toContain("Android 8.0 or later");
  });

  it("describes the organisation and the site search in JSON-LD with absolute URLs", () => {
    const [organisation, website] = ld(home.meta);
    expect(organisation).toMatchObject({
      "@type": "Organization",
      name: "Kora",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      sameAs: SOCIAL_LINKS.map((link) => link.href),
    });
    expect(website).toMatchObject({
      "@type": "WebSite",
      url: `${ORIGIN}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: `${ORIGIN}/search?query={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    });
  });
});

describe("feature pages", () => {
  const subPages = [
    "/features/video-meetings",
    "/features/calendar-and-bookings",
    "/features/kora-cards",
    "/features/payment-integration",
  ].map(byPath);

  it("the overview links to all four", () => {
    for (const sub of subPages) expect(hrefs(byPath("/features").html)).toContain(sub.path);
  });

  it.each(subPages)("$path: a hero, 4–6 capability sections, a call to action, FAQ links and a breadcrumb", ({ path, html, meta }) => {
    const capabilities = html.match(/<section id="[a-z-]+" class="[^"]*capability[^"]*"/g) ?? [];
    expect(capabilities.length).toBeGreaterThanOrEqual(4);
    expect(capabilities.length).toBeLessThanOrEqual(6);
    expect(hrefs(html).some((href) => href.startsWith("/faq#"))).toBe(true);
    expect(hrefs(html)).toContain("/password-free?step=signup");
    expect(JSON.stringify(meta.jsonLd)).toContain(`"item":"${ORIGIN}${path}"`);
  });

  it("state the spec's facts", () => {
    const [meetings, calendar, cards, payments] = subPages.map((page) => text(page.html));
    for (const fact of [
      "10 participants",
      "25 participants",
      "50 participants",
      "knock",
      "co-host",
      "except recording",
      "Free, unlimited cloud recording",
      "No time limit",
      "not in the mobile app",
      "booking archive",
    ])
      expect(meetings).toContain(fact);
    for (const fact of [
      "30-minute steps",
      "one year ahead",
      "24, 48, 72 or 96 hours",
      "CalDAV",
      ".ics",
      "10 minutes before",
      "60 minutes early",
      "30 minutes after",
    ])
      expect(calendar).toContain(fact);
    for (const fact of [
      "Marketplace Cards",
      "Private Cards",
      "Group Cards",
      "first Marketplace Card",
      "skills",
      "work histories",
      "qualifications",
      "only on Marketplace Cards",
    ])
      expect(cards).toContain(fact);
    for (const fact of [
      "per half hour",
      "at least 15",
      "after you confirm",
      "Australia, New Zealand, the UK, Sweden and Denmark",
      "Payouts go to advisors in Australia, New Zealand, the UK, Sweden and Denmark, where paid bookings work",
      "AUD, CAD, EUR, GBP, NZD, USD",
      "100 hours",
      "voucher code",
      "15%",
      "5%",
    ])
      expect(payments).toContain(fact);
  });

  it.each(Object.entries(LEGACY))("the old path %s renders the same page as %s, noindex with the new canonical", (old, current) => {
    expect(byPath(old).html).toBe(byPath(current).html);
    expect(byPath(old).meta).toEqual({ ...byPath(current).meta, noindex: true });
  });
});

describe("pricing", () => {
  const page = byPath("/pricing");
  const words = text(page.html);

  it("compares Basic, Plus and Pro in an accessible table", () => {
    const table = /<table class="[^"]*compare[^"]*"[\s\S]*?<\/table>/.exec(page.html)![0];
    expect(table).toContain("<caption");
    for (const plan of ["Basic", "Plus", "Pro"]) expect(table).toMatch(new RegExp(`<th scope="col"[^>]*>${plan}</th>`));
    for (const row of [
      "Cost",
      "Meeting size",
      "Recording download",
      "Admin fee",
      "Data analytics",
      "branding",
      "Video messages",
      "Search boost",
      "24 hours",
      "Free trial",
      "Cloud recording",
    ])
      expect(table).toContain(row);
    expect(table.match(/<th scope="row"/g)!.length).toBeGreaterThanOrEqual(11);
    expect(text(table)).toContain("10 participants 25 participants 50 participants");
  });

  it("shows the fees, the no-time-limit promise and both calls to action", () => {
    expect(words).toContain("No meeting time limit on any plan");
    for (const fee of [
      "A Private Card 5%",
      "A Marketplace Card 15%",
      "Any paid booking with a Plus or Pro advisor 5%",
      "A free Card None",
      "pro bono credit None",
    ])
      expect(words).toContain(fee);
    expect(words).toContain("per half hour");
    expect(words).toContain("at least 15 per 30 minutes");
    // Both go to the plan page (signing up first): the free month opens its offer, Pro its request form.
    expect(page.html).toMatch(
      /href="\/password-free\?step=signup&amp;redirectTo=%2Fmy-kora%2Fmore%2Fplan%3Fstart%3Dplus"[^>]*>Start your free month</,
    );
    expect(page.html).toMatch(/href="\/password-free\?step=signup&amp;redirectTo=%2Fmy-kora%2Fmore%2Fplan"[^>]*>Request access</);
  });

  it("offers organisations the B2B starter plan GET /api/subscriptions lists, leading to a demo", () => {
    const band = /<section[^>]*data-plan-slug="kora-groups-starter"[\s\S]*?<\/section>/.exec(page.html)![0];
    const said = text(band);
    expect(said).toContain("For organisations Groups Starter Priced with your organisation");
    for (const point of ORGANISATION_PLAN.points) expect(said).toContain(point);
    expect(band).toMatch(/href="\/book-a-demo"[^>]*>Book a demo</);
  });

  it("works the fees out with the booking path's own rule", () => {
    expect(words).toContain("A$80.00 A$12.00 (15% admin) A$92.00");
    expect(words).toContain("A$80.00 A$4.00 (5% admin) A$84.00");
    expect(words).toContain("A$80.00 A$6.40 (5% admin + 3% card payment) A$86.40");
  });

  it("answers 6–8 pricing questions, the same ones as its FAQPage data", () => {
    const questions = [...page.html.matchAll(/<summary><span>([^<]+)<\/span>/g)].map((match) => match[1]!.replace(/&#x27;/g, "'"));
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);
    const faq = faqPageLd.parse(ld(page.meta)[0]);
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity.map((item) => item.name)).toEqual(questions);
  });
});

describe("gift cards", () => {
  const page = byPath("/giftcards");
  const words = text(page.html);

  it("offers $25, $50 and $100 to buy on the page, and explains giving and redeeming", () => {
    for (const amount of ["$25", "$50", "$100"]) expect(words).toContain(`${amount} gift card`);
    expect(words).toContain("Buy a gift card");
    expect(words).not.toMatch(/no online checkout/i);
    expect(words).toContain("voucher code");
    // The purchase itself loads on its own (it needs the session): the page holds its place, under #buy.
    expect(page.html).toMatch(/<section id="buy"[^>]*>/);
    const links = hrefs(page.html);
    for (const href of ["#buy", "/get-in-touch?topic=gift-cards", "/faq#gift-cards", "/my-kora/more/credits"])
      expect(links).toContain(href);
  });
});

describe("join now", () => {
  it("states the sign-up claims", () => {
    const words = text(byPath("/join-now").html);
    for (const claim of [
      "under a minute",
      "Your name",
      "Your email address",
      "A mobile number, or a professional social profile",
      "never use it for marketing",
      "If you want advice",
      "If you give advice",
    ])
      expect(words).toContain(claim);
  });

  it("passes an invite, group, redirect or token on to sign-up, and nothing else", () => {
    expect(signUpHref("")).toBe("/password-free?step=signup");
    expect(signUpHref("?invite=abc&utm_source=x&group=runners")).toBe("/password-free?step=signup&invite=abc&group=runners");
    expect(render("/join-now?invite=abc").html).toContain('href="/password-free?step=signup&amp;invite=abc"');
  });
});

describe("welcome", () => {
  it("lists the next steps with their links", () => {
    const links = hrefs(byPath("/welcome").html);
    for (const href of [
      "/my-kora/my-details",
      "/my-kora/kora-cards/create",
      "/my-kora/my-calendar/working-hours",
      "/search",
      "/my-kora/dashboard",
    ])
      expect(links).toContain(href);
  });
});
