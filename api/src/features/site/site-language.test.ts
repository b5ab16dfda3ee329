import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createSiteApp } from "../../test/site-app.ts";

/**
 * The public site in seven languages: English at the root, the others at "/{code}/…". A visitor who
 * reads Kora in another language (their account, the choice they made, or their browser) is sent
 * to that language's address; each page says its language on `<html>`, names its address in every
 * language (`hreflang`, like the sitemap), and lists the catalogues the browser loads before hydrating.
 */
let t: TestApp;
let web: TestApp["app"];
beforeEach(async () => {
  t = await createTestApp();
  web = await createSiteApp(t);
});
afterEach(() => t.close());

const ORIGIN = "http://localhost:8787";
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];
const boot = (html: string) =>
  JSON.parse(/<script id="kora-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    locale: string;
    catalogs: string[];
  };
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)">`, "g"))].map((m) =>
    m[1] ? `${m[1]} ${m[2]}` : m[2],
  );

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await web.request(path, { headers });
  return { status: response.status, location: response.headers.get("location"), html: await response.text(), response };
}

describe("the language of a page", () => {
  it("sends a browser asking for Swedish to the Swedish address, which is Swedish through and through", async () => {
    const first = await page("/pricing?plan=plus", { "accept-language": "sv-SE,sv;q=0.9,en;q=0.8" });
    expect([first.status, first.location]).toEqual([302, "/sv/pricing?plan=plus"]);
    expect(first.response.headers.get("vary")).toContain("Accept-Language");
    const { status, html } = await page("/sv/pricing?plan=plus", { "accept-language": "sv-SE" });
    expect(status).toBe(200);
    expect(htmlTag(html)).toBe('<html lang="sv" dir="ltr">');
    expect(html).toContain("Logga in");
    expect(html).toContain('href="/sv/pricing"');
    expect(boot(html)).toMatchObject({ locale: "sv", catalogs: expect.arrayContaining(["shell"]) });
    expect(links(html, "canonical")).toEqual([`${ORIGIN}/sv/pricing`]);
  });

  it("keeps a visitor's choice over their browser, right to left for Arabic", async () => {
    expect((await page("/pricing", { "accept-language": "sv", cookie: "kora_lang=ar" })).location).toBe("/ar/pricing");
    const { html } = await page("/ar/pricing", { "accept-language": "sv", cookie: "kora_lang=ar" });
    expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
    expect(boot(html).locale).toBe("ar");
  });

  it("is English at the root for crawlers, browsers asking for no language Kora speaks, and those who chose English", async () => {
    const visitors: Record<string, string>[] = [
      {},
      { "accept-language": "nb-NO", cookie: "kora_lang=xx" },
      { "accept-language": "de", cookie: "kora_lang=en" },
    ];
    for (const headers of visitors) {
      const { status, html } = await page("/pricing", headers);
      expect(status).toBe(200);
      expect(htmlTag(html)).toBe('<html lang="en" dir="ltr">');
      expect(html).toContain("Log in");
    }
    expect(await page("/en/pricing")).toMatchObject({ status: 301, location: "/pricing" });
  });

  it("follows the account of someone signed in, on the site and in the app, which has one address for every language", async () => {
    const { cookie } = await makeUser(t, { firstName: "Dagny" });
    expect((await t.call("PUT", "/api/me", { cookie, body: { locale: "da" } })).status).toBe(200);
    const headers = { "accept-language": "de", cookie: `kora_lang=fr; kora_session=${cookie}` };
    expect((await page("/pricing", headers)).location).toBe("/da/pricing");
    expect(htmlTag((await page("/da/pricing", headers)).html)).toBe('<html lang="da" dir="ltr">');
    expect(htmlTag((await page("/my-kora/dashboard", headers)).html)).toBe('<html lang="da" dir="ltr">');
    const fromSite = await page("/sv/my-kora/dashboard?tab=1");
    expect([fromSite.status, fromSite.location]).toEqual([302, "/my-kora/dashboard?tab=1"]);
    expect(fromSite.response.headers.get("set-cookie")).toMatch(/^kora_lang=sv;.*Path=\//);
  });
});

describe("search engines", () => {
  it("find every public page in every language in the sitemap, each naming the others as its pages do", async () => {
    const sitemap = await (await web.request("/sitemap.xml")).text();
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g)].map(
      (m) => ({
        loc: m[1]!,
        alternates: [...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => `${a[1]} ${a[2]}`),
      }),
    );
    const home = entries.filter(
      (e) => e.loc === `${ORIGIN}/` || (e.loc.startsWith(`${ORIGIN}/`) && /^\/[a-z]{2}$/.test(new URL(e.loc).pathname)),
    );
    expect(home.map((e) => new URL(e.loc).pathname)).toEqual(["/", "/sv", "/da", "/de", "/fr", "/es", "/ar"]);
    const english = entries.filter((e) => !/^\/(sv|da|de|fr|es|ar)(\/|$)/.test(new URL(e.loc).pathname));
    expect(english.length).toBeGreaterThan(20);
    for (const entry of english) {
      const path = new URL(entry.loc).pathname;
      expect(entry.alternates, path).toHaveLength(8);
      // A shuffled search first gets its seed (a redirect to the same page with it).
      const first = await page(path);
      const { status, html } = first.status === 302 ? await page(first.location!) : first;
      expect(status, path).toBe(200);
      expect(links(html, "canonical"), path).toEqual([entry.loc]);
      expect(links(html, "alternate"), path).toEqual(entry.alternates);
    }
  });

  it("give a translated page its own canonical address and the same alternates", async () => {
    const english = await page("/faq");
    const danish = await page("/da/faq");
    expect(links(danish.html, "canonical")).toEqual([`${ORIGIN}/da/faq`]);
    expect(links(danish.html, "alternate")).toEqual(links(english.html, "alternate"));
    expect(links(danish.html, "alternate")).toContain(`x-default ${ORIGIN}/faq`);
  });
});
