import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeAdvisor, makeStaff, publishedCard } from "../../test/factories.ts";
import { insertGroup } from "../../test/group-fixtures.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createSiteApp, loadSiteRenderer } from "../../test/site-app.ts";
import type { SiteRenderer } from "./site-renderer.ts";

let t: TestApp;
let web: TestApp["app"];
let renderer: SiteRenderer;
beforeEach(async () => {
  t = await createTestApp();
  web = await createSiteApp(t);
  renderer = await loadSiteRenderer();
});
afterEach(() => t.close());

const tag = (html: string, re: RegExp) => re.exec(html)?.[1];
const rootText = (html: string) =>
  (tag(html, /<div id="root">([\s\S]*)<\/div><script id="kora-boot"/) ?? "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const jsonLdTypes = (html: string): string[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const value = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
    return (Array.isArray(value) ? value : [value]).map((v) => String(v["@type"]));
  });

describe("the server-rendered public site", () => {
  it("answers every public path with 200, its own title and description, a canonical URL and its content in the HTML", async () => {
    const paths = renderer.sitePaths();
    expect(paths.length).toBeGreaterThan(40);
    const titles = new Map<string, string>();
    for (const path of paths) {
      let response = await web.request(path);
      // A shuffled search first gets its seed (302 to the seeded address).
      if (response.status === 302 && path === "/search") response = await web.request(response.headers.get("location")!);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const title = tag(html, /<title>([^<]+)<\/title>/);
      expect(title, path).toMatch(/\| Kora$|Kora/);
      // Old addresses kept for links (noindex) show their new page, title included.
      if (!html.includes('<meta name="robots" content="noindex">')) {
        expect(titles.get(title!), `${path} repeats the title of ${titles.get(title!)}`).toBeUndefined();
        titles.set(title!, path);
      }
      expect(tag(html, /<meta name="description" content="([^"]+)"/)?.length, path).toBeGreaterThan(50);
      expect(html, path).toContain(`<link rel="canonical" href="http://localhost:8787`);
      expect(html, path).toContain('<meta property="og:title"');
      expect(html.match(/<h1[\s>]/g)?.length, `${path} has one h1`).toBe(1);
      // The embed player without a video is one line; it has no page around it (it's for other sites' iframes).
      if (path !== "/embed") expect(rootText(html).length, `${path} has its content in the HTML`).toBeGreaterThan(400);
    }
  }, 60_000);

  it("describes the organisation and the search on the home page, and the FAQ as an FAQPage", async () => {
    expect(jsonLdTypes(await (await web.request("/")).text())).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    const faq = await (await web.request("/faq")).text();
    expect(jsonLdTypes(faq)).toContain("FAQPage");
    const ld = JSON.parse(tag(faq, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)!) as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(ld.mainEntity.length).toBeGreaterThan(30);
    expect(ld.mainEntity.every((q) => q.name && q.acceptedAnswer.text && !q.acceptedAnswer.text.includes("]("))).toBe(true);
  });

  it("marks the old feature paths noindex, pointing at the new ones", async () => {
    for (const [old, current] of [
      ["/f/video-chat", "/features/video-meetings"],
      ["/f/cal", "/features/calendar-and-bookings"],
      ["/f/k-cards", "/features/kora-cards"],
      ["/f/pay", "/features/payment-integration"],
    ]) {
      const html = await (await web.request(old!)).text();
      expect(html, old).toContain('<meta name="robots" content="noindex">');
      expect(html, old).toContain(`<link rel="canonical" href="http://localhost:8787${current}">`);
    }
  });

  it("answers an unknown path with the 404 page, noindex", async () => {
    const response = await web.request("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("We cannot seem to find that :(");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('"notFound":true');
  });

  it("hands the app's own paths to the single-page app", async () => {
    const html = await (await web.request("/my-kora/dashboard")).text();
    expect(html).toContain('<script type="module" src="/assets/app.js">');
    expect(html).not.toContain("kora-boot");
  });

  it("gives the app's public form pages their own title and a short text for people without JavaScript, noindex", async () => {
    for (const [path, title] of [
      ["/password-free", "Log in or sign up to Kora"],
      ["/forgot-password", "Forgot your password? | Kora"],
      ["/reset-password", "Choose a new password | Kora"],
    ]) {
      const response = await web.request(path!);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).toMatch(/<div id="root"><main><h1>/);
      expect(html, path).toContain('<script type="module" src="/assets/app.js">');
    }
  });

  it("lists public pages and published marketplace cards in sitemap.xml, and points robots.txt at it", async () => {
    const advisor = await makeAdvisor(t, "Pema");
    const staff = await makeStaff(t);
    await publishedCard(t, advisor.cookie, staff.cookie);
    // Groups' landing pages when guests may see them (the default), and not otherwise.
    await insertGroup(t.services.db, t.clock.now, { slug: "harbour-nurses" });
    const closed = await insertGroup(t.services.db, t.clock.now, { slug: "quiet-circle" });
    await t.services.db
      .updateTable("groups")
      .set({ default_permissions: JSON.stringify(["view-advisors"]) })
      .where("id", "=", closed.id)
      .execute();
    const response = await web.request("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    for (const path of ["/", "/pricing", "/faq", "/search", "/articles", "/health"])
      expect(xml, path).toContain(`<loc>http://localhost:8787${path}</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>http://localhost:8787/advisors/${advisor.user.slug}/[a-z0-9-]+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(xml).toMatch(/<loc>http:\/\/localhost:8787\/articles\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/localhost:8787\/g\/harbour-nurses<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).not.toContain("/g/quiet-circle");
    expect(xml).not.toContain("/my-kora");
    const robots = await (await web.request("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://localhost:8787/sitemap.xml");
    expect(robots).toContain("Disallow: /my-kora/");
  });
});

describe("signing out by address", () => {
  it("GET /sign-out ends the session on the server and goes home", async () => {
    const advisor = await makeAdvisor(t, "Sol");
    const response = await web.request("/sign-out", { headers: { cookie: `kora_session=${advisor.cookie}` } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    expect((await t.app.request("/api/me", { headers: { cookie: `kora_session=${advisor.cookie}` } })).status).toBe(401);
  });

  it("a link or form on another site can't sign anyone out: 403, the cookie kept, the session alive", async () => {
    const advisor = await makeAdvisor(t, "Tam");
    for (const site of ["cross-site", "same-site"]) {
      const response = await web.request("/sign-out", { headers: { cookie: `kora_session=${advisor.cookie}`, "sec-fetch-site": site } });
      expect(response.status).toBe(403);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect((await t.app.request("/api/me", { headers: { cookie: `kora_session=${advisor.cookie}` } })).status).toBe(200);
    expect(
      (await web.request("/sign-out", { headers: { cookie: `kora_session=${advisor.cookie}`, "sec-fetch-site": "same-origin" } })).status,
    ).toBe(302);
  });
});
