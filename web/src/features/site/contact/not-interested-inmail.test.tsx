import { describe, expect, it } from "vitest";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { HeadContext, type HeadCollector } from "../../../site-app/page-meta.tsx";
import { FetchJsonContext } from "../../../site-app/site-data.tsx";
import NotInterestedPage from "./not-interested-page.tsx";

/** /not-interested?inmail=… as the server renders it (data loaded), with canned API answers. */
async function render(url: string, api: Record<string, unknown>) {
  const fetchJson = async <T,>(path: string): Promise<T> => {
    if (!(path in api)) throw new Error(`unexpected API call ${path}`);
    return api[path] as T;
  };
  const { prelude } = await prerender(
    <HeadContext value={{ meta: null, status: 200 } as HeadCollector}>
      <FetchJsonContext value={fetchJson}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <StaticRouter location={url}>
            <NotInterestedPage />
          </StaticRouter>
        </QueryClientProvider>
      </FetchJsonContext>
    </HeadContext>,
  );
  return (await new Response(prelude).text()).replace(/&#x27;/g, "'").replace(/<!-- -->/g, "");
}

const TOKEN = "tok_0123456789abcdefghijklmn";

describe("/not-interested?inmail=… (a group's InMail)", () => {
  it("names the group and posts the unsubscribe without JavaScript to the one-click address", async () => {
    const html = await render(`/not-interested?inmail=${TOKEN}`, {
      [`/api/inmail/u/${TOKEN}`]: { status: "subscribed", groupName: "Harbour Founders" },
    });
    expect(html).toContain("Stop InMail from Harbour Founders");
    expect(html).toMatch(
      new RegExp(`<form[^>]*method="post"[^>]*action="/api/inmail/u/${TOKEN}"|<form[^>]*action="/api/inmail/u/${TOKEN}"[^>]*method="post"`),
    );
    expect(html).toContain("You stay a member of the group.");
  });

  it("says so once unsubscribed, with no form", async () => {
    const html = await render(`/not-interested?inmail=${TOKEN}`, {
      [`/api/inmail/u/${TOKEN}`]: { status: "unsubscribed", groupName: "Harbour Founders" },
    });
    expect(html).toContain("You're unsubscribed");
    expect(html).not.toContain("<form");
  });

  it("explains a link that doesn't work", async () => {
    const html = await render("/not-interested?inmail=forged", { "/api/inmail/u/forged": { status: "invalid" } });
    expect(html).toContain("This unsubscribe link doesn't work");
    expect(html).not.toContain("<form");
  });
});
