import { describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { HeadContext, type HeadCollector, type PageMetaProps } from "../../../site-app/page-meta.tsx";
import { FetchJsonContext } from "../../../site-app/site-data.tsx";
import BookADemoPage from "./book-a-demo-page.tsx";
import { contactPages } from "./contact.pages.ts";
import GetInTouchPage from "./get-in-touch-page.tsx";
import NotInterestedPage from "./not-interested-page.tsx";

const CHANNELS = { "/api/contact-channels": { email: "support@kora.local" } };

/** Renders a page as the server does (all data loaded), with canned API answers. */
async function render(Page: ComponentType, url: string, api: Record<string, unknown> = CHANNELS) {
  const head = { meta: null, status: 200 } as HeadCollector;
  const fetchJson = async <T,>(path: string): Promise<T> => {
    if (!(path in api)) throw new Error(`unexpected API call ${path}`);
    return api[path] as T;
  };
  const { prelude } = await prerender(
    <HeadContext value={head}>
      <FetchJsonContext value={fetchJson}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <StaticRouter location={url}>
            <Page />
          </StaticRouter>
        </QueryClientProvider>
      </FetchJsonContext>
    </HeadContext>,
  );
  const html = await new Response(prelude).text();
  return { html, meta: head.meta as PageMetaProps, status: head.status };
}

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
/** The opening tag of the (first) form whose action is `action`, whatever the attribute order. */
const formTo = (html: string, action: string) =>
  [...html.matchAll(/<form[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`action="${action}"`)) ?? "";

describe("contact pages", () => {
  it("are registered, the two forms in the sitemap and the unsubscribe page not", () => {
    expect(contactPages).toEqual([
      { path: "/get-in-touch", page: "contact/get-in-touch-page.tsx", sitemap: true },
      { path: "/book-a-demo", page: "contact/book-a-demo-page.tsx", sitemap: true },
      { path: "/not-interested", page: "contact/not-interested-page.tsx" },
    ]);
  });

  it("each have one h1, no main, a unique '… | Kora' title and a 110–160 character description", async () => {
    const pages = [
      await render(GetInTouchPage, "/get-in-touch"),
      await render(BookADemoPage, "/book-a-demo"),
      await render(NotInterestedPage, "/not-interested"),
    ];
    for (const { html, meta } of pages) {
      expect(count(html, /<h1[\s>]/g)).toBe(1);
      expect(html).not.toContain("<main");
      expect(meta.title).toMatch(/^.+ \| Kora$/);
      expect(meta.description.length).toBeGreaterThanOrEqual(110);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(pages.map((p) => p.meta.title)).size).toBe(3);
    expect(new Set(pages.map((p) => p.meta.description)).size).toBe(3);
    expect(pages[2]!.meta.noindex).toBe(true);
  });
});

describe("/get-in-touch", () => {
  it("is a real form that posts to the API without JavaScript, with a hidden honeypot", async () => {
    const { html, meta } = await render(GetInTouchPage, "/get-in-touch");
    expect(formTo(html, "/api/contact-messages")).toContain('method="post"');
    const trap = /<div[^>]*aria-hidden="true"[^>]*><label[^>]*>Leave this field empty<\/label>(<input[^>]*>)<\/div>/.exec(html)?.[1] ?? "";
    for (const attribute of ['name="website"', 'tabindex="-1"', 'autoComplete="off"', 'value=""']) expect(trap).toContain(attribute);
    for (const name of ["name", "email", "topic", "message"]) expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<textarea[^>]*minLength="20"/);
    // No maxLength anywhere: the browser would cut a long paste silently; the field says when it's over instead.
    expect(html).not.toMatch(/maxLength=/i);
    expect(html).toContain('href="mailto:support@kora.local"');
    expect(html).toContain('href="/faq"');
    expect(meta.jsonLd).toMatchObject({ "@type": "ContactPage", mainEntity: { contactPoint: { email: "support@kora.local" } } });
  });

  it("preselects a listed ?topic= and ignores anything else", async () => {
    expect((await render(GetInTouchPage, "/get-in-touch?topic=pro")).html).toMatch(/<option value="pro" selected="">/);
    const odd = (await render(GetInTouchPage, "/get-in-touch?topic=%3Cscript%3E")).html;
    expect(odd).toMatch(/<option value="general" selected="">A general question/);
    expect(odd.match(/selected=""/g)).toHaveLength(1);
  });

  it("after a failed plain post shows what was typed and the field messages", async () => {
    const { html } = await render(
      GetInTouchPage,
      "/get-in-touch?error=invalid&name=Ada&email=ada%40example.com&topic=bookings&message=Too+short",
    );
    const text = decode(html);
    expect(text).toContain('value="Ada"');
    expect(text).toContain('value="ada@example.com"');
    expect(text).toMatch(/<textarea[^>]*>Too short<\/textarea>/);
    expect(text).toContain("Please provide a message with at least 20 characters.");
    expect(text).toMatch(/<option value="bookings" selected="">/);
    expect(text).toContain('aria-invalid="true"');
  });

  it("after too many messages says so in the spec's words", async () => {
    const { html } = await render(GetInTouchPage, "/get-in-touch?error=rate_limited&name=Ada&message=Hello");
    expect(decode(html)).toContain("Looks like you are sending too many requests :( Please try again soon.");
  });

  it("confirms a sent message with the name and the address we'll reply to", async () => {
    const { html } = await render(GetInTouchPage, "/get-in-touch?sent=1&name=Ada+Lovelace&email=ada%40example.com");
    const text = decode(html).replace(/<[^>]+>/g, "");
    expect(text).toContain("Thanks, Ada Lovelace. We've got your message and will reply to ada@example.com.");
    expect(html).not.toContain('action="/api/contact-messages"');
    expect(decode((await render(GetInTouchPage, "/get-in-touch?sent=1&name=Ada&email=a%40b.co&within=24")).html)).toContain(
      "within 24 hours",
    );
  });
});

describe("/book-a-demo", () => {
  it("is the same form with the topic fixed to demo and optional organisation fields", async () => {
    const { html, meta } = await render(BookADemoPage, "/book-a-demo", {});
    expect(formTo(html, "/api/contact-messages")).toContain('method="post"');
    expect(html).toContain('<input type="hidden" name="topic" value="demo"/>');
    expect(html).toContain('name="organisation"');
    expect(html).toContain('name="organisationSize"');
    expect(html).not.toMatch(/<select[^>]*name="topic"/);
    expect(html).toContain('name="website"');
    expect(meta.path).toBe("/book-a-demo");
    for (const path of [
      "/use-cases/event-marketing",
      "/use-cases/educational-institutions",
      "/use-cases/membership-organisations",
      "/use-cases/businesses",
    ]) {
      expect(html).toContain(`href="${path}"`);
    }
  });

  it("confirms a demo request", async () => {
    const { html } = await render(BookADemoPage, "/book-a-demo?sent=1&name=Ada&email=ada%40example.com", {});
    expect(decode(html).replace(/<[^>]+>/g, "")).toContain(
      "Thanks, Ada. We've got your demo request and will reply to ada@example.com to find a time that suits you.",
    );
  });
});

describe("/not-interested", () => {
  const statusPath = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

  it("shows the address and a form that unsubscribes without JavaScript, and says what keeps coming", async () => {
    const { html } = await render(NotInterestedPage, "/not-interested?token=abc.def", {
      [statusPath("abc.def")]: { status: "subscribed", email: "ada@example.com" },
    });
    const text = decode(html);
    expect(text).toContain("ada@example.com");
    expect(formTo(text, "/api/unsubscribe")).toContain('method="post"');
    expect(text).toContain('<input type="hidden" name="token" value="abc.def"/>');
    expect(text).toContain("booking requests, confirmations and");
    expect(text).toContain("sign-in codes, and receipts");
  });

  it("once unsubscribed offers to resubscribe", async () => {
    const { html } = await render(NotInterestedPage, "/not-interested?token=abc.def", {
      [statusPath("abc.def")]: { status: "unsubscribed", email: "ada@example.com" },
    });
    const text = decode(html);
    expect(text).toContain("You're unsubscribed");
    expect(text).toContain("Changed your mind?");
    expect(formTo(text, "/api/unsubscribe/undo")).toContain('method="post"');
  });

  it("welcomes back a resubscribed address", async () => {
    const { html } = await render(NotInterestedPage, "/not-interested?token=abc.def&resubscribed=1", {
      [statusPath("abc.def")]: { status: "subscribed", email: "ada@example.com" },
    });
    expect(decode(html)).toContain("You're subscribed again.");
  });

  it("explains a broken or missing link and points to get in touch", async () => {
    for (const [url, api] of [
      ["/not-interested?token=forged", { [statusPath("forged")]: { status: "invalid" } }],
      ["/not-interested", {}],
    ] as const) {
      const { html } = await render(NotInterestedPage, url, api);
      const text = decode(html);
      expect(text).toContain("This unsubscribe link doesn't work");
      expect(text).toContain('href="/get-in-touch?topic=other"');
      expect(text).not.toContain("<form");
    }
  });
});
