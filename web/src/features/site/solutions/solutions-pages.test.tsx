import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { ComponentType } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { HeadContext, type HeadCollector } from "../../../site-app/page-meta.tsx";
import { SiteOriginContext } from "../../../site-app/site-origin.ts";
import { listedVideosQuery } from "../videos/public-video.ts";
import { solutionsPages } from "./solutions.pages.ts";
import { avatarPath, avatarSvg, initialsOf } from "./avatar-svg.ts";
import { TESTIMONIALS } from "./testimonials.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const SITE_DIR = resolve(HERE, "..");
const WEB_DIR = resolve(HERE, "../../../..");
const ORIGIN = "https://kora.example";

const LISTED = {
  slug: "AbCdEfGhIjKlMnOp",
  title: "How I plan a quarter | 2 Dec 2026",
  ownerName: "Maya Patel",
  createdAt: "2026-12-02T09:00:00.000Z",
  durationSeconds: 754,
  posterUrl: "/api/v/AbCdEfGhIjKlMnOp/poster",
};

const modules = import.meta.glob<{ default: ComponentType }>("./*-page.tsx", { eager: true });

function render(path: string) {
  const entry = solutionsPages.find((page) => page.path === path)!;
  const Page = modules[`./${entry.page.replace("solutions/", "")}`]!.default;
  const head: HeadCollector = { meta: null, status: 200 };
  // The data a page asks for, as the server would have loaded it (/videos lists its public videos).
  const queries = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queries.setQueryData(listedVideosQuery(1).key, { data: [LISTED], meta: { total: 1, page: 1, limit: 8, pages: 1 } });
  const html = renderToStaticMarkup(
    <SiteOriginContext.Provider value={ORIGIN}>
      <HeadContext.Provider value={head}>
        <QueryClientProvider client={queries}>
          <MemoryRouter initialEntries={[path]}>
            <Page />
          </MemoryRouter>
        </QueryClientProvider>
      </HeadContext.Provider>
    </SiteOriginContext.Provider>,
  );
  return { html, meta: head.meta!, status: head.status };
}

const rendered = solutionsPages.map((page) => ({ path: page.path, ...render(page.path) }));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

/** Public routes the spec lists (public-site §2), plus the demo page, as link targets. */
const KNOWN_PATHS = new Set([
  "/",
  "/features",
  "/features/video-meetings",
  "/pricing",
  "/search",
  "/faq",
  "/get-in-touch",
  "/book-a-demo",
  "/articles",
  "/password-free",
  ...["success-stories", "playbooks", "kora-editorial", "business", "innovation", "lifestyle", "society", "creativity"].map(
    (slug) => `/articles/category/${slug}`,
  ),
  ...solutionsPages.map((page) => page.path),
]);

describe("the solutions page table", () => {
  it("lists the nine pages, each a module whose default export is a component", () => {
    expect(solutionsPages.map((page) => page.path)).toEqual([
      "/use-cases",
      "/use-cases/event-marketing",
      "/use-cases/educational-institutions",
      "/use-cases/membership-organisations",
      "/use-cases/businesses",
      "/video-production",
      "/testimonials",
      "/resources",
      "/videos",
    ]);
    for (const page of solutionsPages) {
      expect(page.sitemap).toBe(true);
      expect(existsSync(join(SITE_DIR, page.page))).toBe(true);
      expect(typeof modules[`./${page.page.replace("solutions/", "")}`]?.default).toBe("function");
    }
  });
});

describe.each(rendered)("$path", ({ path, html, meta, status }) => {
  it("declares its head once: a '… | Kora' title, a 110–160 character description, its own canonical path", () => {
    expect(meta.title).toMatch(/^.{10,} \| Kora$/);
    expect(meta.description.length).toBeGreaterThanOrEqual(110);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.path).toBe(path);
    expect(meta.noindex).toBeFalsy();
    expect(status).toBe(200);
  });

  it("has JSON-LD with absolute URLs and a breadcrumb", () => {
    const ld = JSON.stringify(meta.jsonLd);
    expect(ld).toContain(`"url":"${ORIGIN}${path}"`);
    expect(ld).toContain("BreadcrumbList");
    expect(ld).not.toMatch(/"(url|item)":"\//);
  });

  it("has exactly one h1, headings that never skip a level, and no <main> of its own", () => {
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries()) if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    expect(html).not.toContain("<main");
  });

  it("gives every image alt text and a size, and uses only small SVGs from its own folder", () => {
    for (const [tag] of html.matchAll(/<img [^>]*>/g)) {
      expect(tag).toMatch(/ alt="[^"]*"/);
      expect(tag).toMatch(/ width="\d+"/);
      expect(tag).toMatch(/ height="\d+"/);
      const src = /src="([^"]+)"/.exec(tag)![1]!;
      // A listed video's poster comes from its owner's video, not from the site's images.
      if (/^\/api\/v\/[A-Za-z0-9]+\/poster$/.test(src)) continue;
      expect(src).toMatch(/^\/img\/solutions\/(avatars\/)?[a-z-]+\.svg$/);
      const file = join(WEB_DIR, "public", src);
      expect(existsSync(file), src).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
    }
  });

  it("links only to pages that exist, and never to nowhere", () => {
    for (const href of hrefs(html)) {
      if (href.startsWith("#")) {
        expect(html).toContain(`id="${href.slice(1)}"`);
        continue;
      }
      const pathname = href.split(/[?#]/)[0]!;
      expect(KNOWN_PATHS.has(pathname) || /^\/v\/[A-Za-z0-9]+$/.test(pathname), href).toBe(true);
    }
  });

  it("says real things: no placeholder copy, the brand from one place", () => {
    expect(text(html)).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder|\{\w+\}/i);
  });
});

describe("across the pages", () => {
  it("titles and descriptions are unique", () => {
    expect(new Set(rendered.map((page) => page.meta.title)).size).toBe(rendered.length);
    expect(new Set(rendered.map((page) => page.meta.description)).size).toBe(rendered.length);
  });
});

describe("use cases", () => {
  const overview = rendered.find((page) => page.path === "/use-cases")!;
  const subPages = rendered.filter((page) => page.path.startsWith("/use-cases/"));

  it("the overview shows four use-case cards linking to the sub-pages", () => {
    for (const sub of subPages) expect(hrefs(overview.html)).toContain(sub.path);
    expect(overview.html.match(/src="\/img\/solutions\/use-case-/g)).toHaveLength(4);
  });

  it.each(subPages)("$path: problem, the group features, three scenarios, a testimonial and Book a demo", ({ html }) => {
    const words = text(html);
    expect(words).toContain("The problem");
    expect(words).toMatch(/within 48 hours/);
    expect(words).toMatch(/monthly video hours/);
    expect(words).toMatch(/never (what was said|the content)/);
    expect(words).toMatch(/[Pp]ayouts (can|may) go to the (group admin|organisation|business|festival|practice)/);
    expect(words).toContain("marketplace");
    expect(words).toMatch(/[Ii]nstant meetings?/);
    expect(words).toMatch(/recording/);
    expect(html.match(/<h3>/g)!.length).toBeGreaterThanOrEqual(3 + 9);
    expect(html).toContain("<blockquote>");
    expect(html).toMatch(/<a [^>]*href="\/book-a-demo"[^>]*>Book a demo<\/a>/);
  });

  it("each sub-page is written for its own audience", () => {
    const scenarioTitles = subPages.map((page) =>
      [...page.html.matchAll(/<li class="[^"]*"><h3>([^<]+)<\/h3><p class/g)].map((match) => match[1]),
    );
    for (const titles of scenarioTitles) expect(titles).toHaveLength(3);
    expect(new Set(scenarioTitles.flat()).size).toBe(12);
    const quotes = subPages.map((page) => /<blockquote><p>([^<]+)/.exec(page.html)![1]);
    expect(new Set(quotes).size).toBe(4);
  });
});

describe("video production", () => {
  const page = rendered.find((item) => item.path === "/video-production")!;
  const words = text(page.html);

  it("states the service's numbers exactly", () => {
    expect(words).toContain("20 to 30 minute");
    expect(words).toContain("60 to 90 second");
    expect(words).toContain("five working days");
    expect(words).toContain("5 to 15 videos over 12 months");
    expect(words).toContain("within a few hours");
  });

  it("has process steps, what you get, who it's for, an FAQ of 4–6 questions (also as FAQPage data) and Book a demo", () => {
    for (const heading of ["How it works", "What you get", "Who it's for"]) expect(words).toContain(heading);
    const questions = page.html.match(/<details>/g) ?? [];
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeLessThanOrEqual(6);
    expect(JSON.stringify(page.meta.jsonLd)).toContain('"FAQPage"');
    expect(page.html).toMatch(/href="\/book-a-demo"[^>]*>Book a demo</);
  });
});

describe("testimonials", () => {
  it("has at least nine, from learners, advisors and organisations, each with every field and its initials avatar file", () => {
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(9);
    for (const audience of ["learner", "advisor", "organisation"])
      expect(TESTIMONIALS.filter((item) => item.audience === audience).length).toBeGreaterThanOrEqual(3);
    expect(new Set(TESTIMONIALS.map((item) => item.id)).size).toBe(TESTIMONIALS.length);
    for (const item of TESTIMONIALS) {
      expect(item.quote.length).toBeGreaterThan(60);
      expect(item.name).toMatch(/^[A-Z]/);
      expect(item.title.length).toBeGreaterThan(5);
      expect(item.imgSrc).toBe(avatarPath(item.id));
      // The file is exactly what avatar-svg.ts draws (regenerate with its writeAvatars()).
      expect(readFileSync(join(WEB_DIR, "public", item.imgSrc), "utf8")).toBe(avatarSvg(item.name));
      expect(avatarSvg(item.name)).toContain(`>${initialsOf(item.name)}</text>`);
    }
  });

  it("the page shows every testimonial once", () => {
    const page = rendered.find((item) => item.path === "/testimonials")!;
    expect(page.html.match(/<blockquote>/g)).toHaveLength(TESTIMONIALS.length);
    for (const item of TESTIMONIALS) expect(text(page.html)).toContain(item.name);
  });

  it("initials skip titles", () => {
    expect(initialsOf("Dr Aaron Whitfield")).toBe("AW");
    expect(initialsOf("Mei Chen")).toBe("MC");
    expect(initialsOf("Cher")).toBe("C");
  });
});

describe("resources", () => {
  it("links to every article category, the use cases, testimonials, articles and the FAQ", () => {
    const page = rendered.find((item) => item.path === "/resources")!;
    const links = hrefs(page.html);
    for (const slug of ["success-stories", "playbooks", "kora-editorial", "business", "innovation", "lifestyle", "society", "creativity"])
      expect(links).toContain(`/articles/category/${slug}`);
    for (const path of ["/use-cases", "/testimonials", "/articles", "/faq"]) expect(links).toContain(path);
  });
});

describe("videos", () => {
  it("explains recording and sharing honestly, with Record for free! to sign-up", () => {
    const page = rendered.find((item) => item.path === "/videos")!;
    const words = text(page.html);
    expect(words).toContain("Free unlimited cloud recording");
    for (const mode of ["Private", "View-only link", "View and download link", "Password-protected link"]) expect(words).toContain(mode);
    expect(words).toContain("owner alone controls sharing");
    expect(words).toMatch(/first name/);
    expect(words).toMatch(/Plus/);
    expect(words).toContain("Upload an existing video");
    // Only the password mode is still to come.
    expect(words.match(/Coming soon/g)).toHaveLength(1);
    expect(words).toContain("Public videos");
    expect(page.html).toMatch(/href="\/v\/AbCdEfGhIjKlMnOp"/);
    expect(words).toContain("How I plan a quarter | 2 Dec 2026");
    expect(page.html).toMatch(/href="\/password-free\?step=signup"[^>]*>Record for free!</);
  });
});
