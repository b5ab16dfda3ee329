import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type { ReactNode } from "react";
import { helpCentre } from "@kora/shared/site/help/help-centre.ts";
import type { SiteDocument } from "@kora/shared/site/help/types.ts";
import { HeadContext, type HeadCollector } from "../../../site-app/page-meta.tsx";
import { SiteOriginContext } from "../../../site-app/site-origin.ts";
import DocumentPage from "./document-page.tsx";
import FaqPage from "./faq-page.tsx";
import { helpPages } from "./help.pages.ts";
import { formatDocumentDate } from "./legal-documents.ts";
import { SiteLink } from "./site-link.tsx";

/** Renders a page as the server would once its data is in: the query cache filled, the head collected. */
function render(path: string, page: ReactNode, data: [unknown[], unknown][]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, value] of data) client.setQueryData(key, value);
  const head: HeadCollector = { meta: null, status: 200 };
  const html = renderToStaticMarkup(
    <HeadContext value={head}>
      <SiteOriginContext value="https://kora.example">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
        </QueryClientProvider>
      </SiteOriginContext>
    </HeadContext>,
  );
  return { html, head };
}

describe("help pages table", () => {
  it("registers /faq and the four legal pages for the sitemap", () => {
    expect(helpPages).toEqual([
      { path: "/faq", page: "help/faq-page.tsx", sitemap: true },
      { path: "/code-of-conduct", page: "help/document-page.tsx", sitemap: true },
      { path: "/cancellation-policy", page: "help/document-page.tsx", sitemap: true },
      { path: "/privacy", page: "help/document-page.tsx", sitemap: true },
      { path: "/terms-and-conditions", page: "help/document-page.tsx", sitemap: true },
    ]);
  });
});

describe("/faq", () => {
  const centre = helpCentre();
  const questions = centre.categories.flatMap((c) => c.sections.flatMap((s) => s.questions));
  const { html, head } = render("/faq", <FaqPage />, [[["help"], centre]]);

  it("has one h1, a topic index of in-page anchors and every question as a disclosure", () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const category of centre.categories) {
      expect(html).toContain(`href="#${category.id}"`);
      expect(html).toContain(`id="${category.id}"`);
    }
    expect(html.match(/<details/g)).toHaveLength(questions.length);
    expect(html.match(/<summary/g)).toHaveLength(questions.length);
    expect(html).toContain('href="/get-in-touch"');
    expect(html).toContain("Still stuck? Get in touch");
  });

  it("renders answer links: site pages, app pages and anchors on this page", () => {
    expect(html).toContain('href="/cancellation-policy"');
    expect(html).toContain('href="/my-kora/bookings/archive"');
    expect(html).toContain('href="#gift-cards"');
    expect(html).not.toMatch(/\]\(/);
  });

  it("declares its head: title, description length and FAQPage JSON-LD of every question in plain text", () => {
    const meta = head.meta!;
    expect(meta.title).toBe("Help centre and FAQ | Kora");
    expect(meta.description.length).toBeGreaterThanOrEqual(110);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.path).toBe("/faq");
    const ld = meta.jsonLd as { "@type": string; url: string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.url).toBe("https://kora.example/faq");
    expect(ld.mainEntity).toHaveLength(questions.length);
    for (const entity of ld.mainEntity) expect(entity.acceptedAnswer.text).not.toMatch(/\]\(|\[/);
  });

  it("gives every image an alt and keeps ids unique", () => {
    for (const tag of html.match(/<img[^>]*>/g)!) {
      expect(tag).toContain('alt=""');
      expect(tag).toMatch(/width="\d+" height="\d+"/);
    }
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("legal document pages", () => {
  const doc: SiteDocument = {
    slug: "privacy",
    title: "Privacy policy",
    description:
      "What Kora stores about you, why, who helps us process it, the one cookie we use, and how to see or delete your data at any time.",
    updated: "2026-11-21",
    html: '<p>Intro with a <a href="/faq">link</a>.</p><h2 id="what-we-store">What we store</h2><p>Things.</p>',
    headings: [{ id: "what-we-store", text: "What we store" }],
  };

  it("shows the document with its date, contents and head", () => {
    const { html, head } = render("/privacy", <DocumentPage />, [[["site-document", "privacy"], doc]]);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("<h1");
    expect(html).toContain("Privacy policy</h1>");
    expect(html).toContain('Last updated <time dateTime="2026-11-21">21 November 2026</time>');
    expect(html).toContain('<a href="#what-we-store">What we store</a>');
    expect(html).toContain('<h2 id="what-we-store">What we store</h2>');
    expect(html).not.toContain('href="/privacy"');
    expect(head.status).toBe(200);
    expect(head.meta).toMatchObject({ title: "Privacy policy | Kora", description: doc.description, path: "/privacy" });
    expect(head.meta!.jsonLd).toMatchObject({ "@type": "WebPage", url: "https://kora.example/privacy", dateModified: "2026-11-21" });
  });

  it("answers 404 with a way to get in touch when the document is missing", () => {
    const { html, head } = render("/privacy", <DocumentPage />, [[["site-document", "privacy"], null]]);
    expect(head.status).toBe(404);
    expect(head.meta!.noindex).toBe(true);
    expect(html).toContain('href="/get-in-touch"');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it("formats dates without locale or time zone", () => {
    expect(formatDocumentDate("2026-11-21")).toBe("21 November 2026");
    expect(formatDocumentDate("2027-01-05")).toBe("5 January 2027");
    expect(formatDocumentDate("soon")).toBe("soon");
  });
});

describe("SiteLink", () => {
  const link = (href: string, currentPath?: string) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <SiteLink href={href} currentPath={currentPath}>
          x
        </SiteLink>
      </MemoryRouter>,
    );
  it("keeps anchors on the current page as hash links", () => expect(link("/faq#advisors", "/faq")).toBe('<a href="#advisors">x</a>'));
  it("routes site pages and loads app pages in full", () => {
    expect(link("/faq#advisors", "/privacy")).toBe('<a href="/faq#advisors" data-discover="true">x</a>');
    expect(link("/password-free?step=signup")).toBe('<a href="/password-free?step=signup">x</a>');
    expect(link("https://example.com")).toBe('<a href="https://example.com" rel="noopener">x</a>');
  });
});
