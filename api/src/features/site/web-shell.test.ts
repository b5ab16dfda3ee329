import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeAdvisor, makeStaff, makeUser, postCard, publishedCard } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { insertGroup } from "../../test/group-fixtures.ts";
import { createSiteApp, INDEX_HTML } from "../../test/site-app.ts";

/**
 * The marketplace's public pages (/search, /advisors/:userSlug, /advisors/:userSlug/:cardSlug) as
 * the server renders them through the real site renderer (web/src/site-app/entry-server.tsx), with the
 * app keeping a card's booking, respond and edit pages.
 */
let t: TestApp;
let web: TestApp["app"];
beforeEach(async () => {
  t = await createTestApp();
  web = await createSiteApp(t);
});
afterEach(() => t.close());

/** index.html as an English-speaking visitor gets it. */
const ENGLISH_INDEX = INDEX_HTML.replace('<html lang="en">', '<html lang="en" dir="ltr">');
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
const boot = (html: string) =>
  JSON.parse(/<script id="kora-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    state: { queries: { queryKey: unknown[] }[] };
  };
const queryKeys = (html: string) => boot(html).state.queries.map((query) => query.queryKey);
const get = (path: string, session?: string) => web.request(path, { headers: session ? { cookie: `kora_session=${session}` } : {} });
/** The page's visible text: tags and React's text separators gone, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("a card's page", () => {
  it("carries its content, title, description, canonical, Open Graph and JSON-LD for crawlers, escaped", async () => {
    const advisor = await makeAdvisor(t, "Pema");
    const staff = await makeStaff(t);
    await publishedCard(t, advisor.cookie, staff.cookie, {
      summary: `I coach engineers into leadership </script><script>alert("x")</script> and more. ${"Practical sessions with clear next steps. ".repeat(8)}`,
      workHistories: [{ organization: "Atlassian", role: "Engineering manager", startDate: "2018-01" }],
    });
    const path = `/advisors/${advisor.user.slug}/career-coaching-for-engineers`;
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Career coaching for engineers with Pema Tester | Kora</title>");
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8787${path}">`);
    expect(html).toContain('<meta property="og:title" content="Career coaching for engineers with Pema Tester | Kora">');
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toMatch(
      /<meta name="description" content="I coach engineers into leadership &lt;\/script&gt;&lt;script&gt;alert\(&quot;x&quot;\)[^"]{40,}">/,
    );
    expect(html).not.toContain('<meta name="robots"');
    expect(html).toContain("<h1>Career coaching for engineers</h1>");
    expect(text(html)).toContain("Engineering manager at Atlassian");
    expect(html).toContain(`href="${path}/book"`);
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      "@type": "Service",
      name: "Career coaching for engineers",
      url: `http://localhost:8787${path}`,
      provider: { "@type": "Person", name: "Pema Tester", url: `http://localhost:8787/advisors/${advisor.user.slug}` },
      offers: { "@type": "Offer", price: "25.00", priceCurrency: "AUD", url: `http://localhost:8787${path}/book` },
    });
    expect(ld.aggregateRating).toBeUndefined();
    expect(ld.description).toContain('</script><script>alert("x")');
    // The browser hydrates with the data the server used, so it does not fetch the card again.
    expect(queryKeys(html)).toContainEqual(["marketplace", "card", null, advisor.user.slug, "career-coaching-for-engineers"]);
  });

  it("moves an address by id to the card's own link, permanently", async () => {
    const advisor = await makeAdvisor(t, "Ines");
    const staff = await makeStaff(t);
    const id = await publishedCard(t, advisor.cookie, staff.cookie);
    const response = await get(`/advisors/${advisor.user.slug}/${id}?from=mail`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/advisors/${advisor.user.slug}/career-coaching-for-engineers?from=mail`);
  });

  it("shows its owner a draft (not indexed) and everyone else a 404 that reveals nothing", async () => {
    const advisor = await makeAdvisor(t, "Sol");
    await postCard(t, advisor.cookie);
    const path = `/advisors/${advisor.user.slug}/career-coaching-for-engineers`;
    const own = await get(path, advisor.cookie);
    expect(own.status).toBe(200);
    const ownHtml = await own.text();
    expect(ownHtml).toContain('<meta name="robots" content="noindex">');
    expect(text(ownHtml)).toContain("This card is draft : only you can see it.");

    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("<h1>Kora Card not found.</h1>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('href="/get-in-touch"');
    expect(html).not.toContain("I help engineers change careers");
  });

  it("answers unknown and deleted cards and unknown advisors with 404 and the spec's messages", async () => {
    const advisor = await makeAdvisor(t, "Tao");
    const staff = await makeStaff(t);
    const id = await publishedCard(t, advisor.cookie, staff.cookie, { title: "Card to delete" });
    expect((await t.call("DELETE", `/api/cards/${id}`, { cookie: advisor.cookie })).status).toBe(204);
    for (const [path, message] of [
      [`/advisors/${advisor.user.slug}/nope`, "Kora Card not found."],
      [`/advisors/${advisor.user.slug}/card-to-delete`, "Kora Card has been deleted."],
      ["/advisors/nobody-here", "Advisor not found."],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<h1>${message}</h1>`);
      expect(html, path).toContain(`<title>${message.replace(/\.$/, "")} | Kora</title>`);
    }
  });
});

describe("an advisor's page", () => {
  it("lists their published cards, as a ProfilePage about a Person", async () => {
    const advisor = await makeAdvisor(t, "Rin");
    const staff = await makeStaff(t);
    await publishedCard(t, advisor.cookie, staff.cookie);
    const path = `/advisors/${advisor.user.slug}`;
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Rin Tester: advice on Career change, Interview preparation | Kora</title>");
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8787${path}">`);
    expect(html).toContain("<h1>Rin Tester</h1>");
    expect(html).toContain(`href="${path}/career-coaching-for-engineers"`);
    const description = /<meta name="description" content="([^"]*)">/.exec(html)![1]!;
    expect(description).toMatch(/^Book a one-to-one video session with Rin Tester\. Career coaching for engineers\./);
    expect(description.length).toBeGreaterThanOrEqual(110);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(jsonLd(html)).toMatchObject({
      "@type": "ProfilePage",
      url: `http://localhost:8787${path}`,
      mainEntity: { "@type": "Person", name: "Rin Tester", knowsAbout: ["Career change", "Interview preparation"] },
    });
  });
});

describe("the marketplace search", () => {
  it("gives a shuffled search a seed first, so the server and the browser show the same order", async () => {
    const response = await get("/search?category=cat-career-coaching");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/search\?category=cat-career-coaching&seed=\d+$/);
    // A search by words or with a chosen order is not shuffled.
    expect((await get("/search?query=leadership")).status).toBe(200);
    expect((await get("/search?sort=newest")).status).toBe(200);
  });

  it("renders the results with their count, an ItemList of their addresses and the data the browser hydrates with", async () => {
    const advisor = await makeAdvisor(t, "Ana");
    const staff = await makeStaff(t);
    await publishedCard(t, advisor.cookie, staff.cookie);
    const response = await get("/search?seed=7");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Find an advisor | Kora</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/search">');
    expect(html).toContain("<h1>Find an advisor</h1>");
    expect(html).toMatch(/<h2[^>]*>\d+ advisors?<\/h2>/);
    expect(html).toContain(`href="/advisors/${advisor.user.slug}/career-coaching-for-engineers"`);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({ "@type": "SearchResultsPage", url: "http://localhost:8787/search", mainEntity: { "@type": "ItemList" } });
    expect(ld.mainEntity.itemListElement).toContainEqual({
      "@type": "ListItem",
      position: expect.any(Number),
      url: `http://localhost:8787/advisors/${advisor.user.slug}/career-coaching-for-engineers`,
      name: "Career coaching for engineers",
    });
    const keys = queryKeys(html);
    expect(keys).toContainEqual(["marketplace", "search", "currency=AUD&limit=28&page=1&seed=7"]);
    expect(keys).toContainEqual(["marketplace", "categories"]);
  });

  it("titles a search by its words and escapes them", async () => {
    const html = await (await get(`/search?query=${encodeURIComponent('<b>"seo"</b>')}`)).text();
    expect(html).toContain("<title>Advisors for “&lt;b&gt;&quot;seo&quot;&lt;/b&gt;” | Kora</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/search?query=%3Cb%3E%22seo%22%3C%2Fb%3E">');
    expect(html).not.toContain("<b>");
  });

  it("searches in the signed-in viewer's currency", async () => {
    const viewer = await makeUser(t, { firstName: "Gus", currency: "GBP" });
    const html = await (await get("/search?seed=3", viewer.cookie)).text();
    expect(queryKeys(html)).toContainEqual(["marketplace", "search", "currency=GBP&limit=28&page=1&seed=3"]);
  });
});

describe("the rest of the web shell", () => {
  it("hands a card's booking, respond and edit pages to the app; files go to the asset server; the API is untouched", async () => {
    for (const path of [
      "/advisors/maya-patel/career-coaching/book",
      "/advisors/maya-patel/career-coaching/respond",
      "/advisors/maya-patel/3f1c2a9e-6f0b-4d57-9a8e-2b1f0c9d7e65/edit",
    ]) {
      const response = await web.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(ENGLISH_INDEX);
    }
    expect(await (await web.request("/assets/app.js")).text()).toBe("asset body");
    expect((await web.request("/assets/app.js")).headers.get("cache-control")).toContain("immutable");
    expect((await web.request("/api/nope")).status).toBe(404);
    expect((await web.request("/api/health")).status).toBe(200);
  });
});

describe("a group's landing page", () => {
  const landing = (description: string) => JSON.stringify({ title: "Mentoring for new nurses", description, testimonials: [], chips: [] });

  it("tells search engines and link previews the group's name, its own words and its logo, as anyone signed out sees them", async () => {
    const group = await insertGroup(t.services.db, t.clock.now, { slug: "harbour-nurses", name: "Harbour Nurses <Sydney>" });
    const about = `Senior nurses help new graduates through their first year on the ward. ${"Weekly one-to-one sessions, free for members. ".repeat(5)}`;
    await t.services.db
      .updateTable("groups")
      .set({ landing: landing(about), logo_url: "/api/groups/logo/harbour.png" })
      .where("id", "=", group.id)
      .execute();
    const response = await get("/g/harbour-nurses");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Harbour Nurses &lt;Sydney&gt; | Kora</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/g/harbour-nurses">');
    const description = /<meta name="description" content="([^"]*)">/.exec(html)![1]!;
    expect(description.startsWith("Senior nurses help new graduates through their first year on the ward.")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
    expect(html).toContain('<meta property="og:image" content="http://localhost:8787/api/groups/logo/harbour.png">');
    expect(html).not.toContain('<meta name="robots"');
    expect(jsonLd(html)).toMatchObject({
      "@type": "Organization",
      name: "Harbour Nurses <Sydney>",
      url: "http://localhost:8787/g/harbour-nurses",
    });
    expect(html).toContain("<h1>Mentoring for new nurses</h1>");
    expect(html).toContain('href="/g/harbour-nurses/apply"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("shows no more than a guest may see: a landing hidden from guests gives only the name; an unknown group the plain app", async () => {
    const group = await insertGroup(t.services.db, t.clock.now, { slug: "quiet-circle", name: "Quiet Circle" });
    await t.services.db
      .updateTable("groups")
      .set({ landing: landing("Members only: our internal rota and contacts."), default_permissions: JSON.stringify(["view-advisors"]) })
      .where("id", "=", group.id)
      .execute();
    const html = await (await get("/g/quiet-circle")).text();
    expect(html).toContain("<title>Quiet Circle | Kora</title>");
    expect(html).not.toContain("internal rota");
    expect(html).toContain("one-to-one video sessions with the group&#39;s advisors");
    expect(await (await get("/g/no-such-group")).text()).toBe(ENGLISH_INDEX);
    // The group's other pages stay the app's.
    expect(await (await get("/g/quiet-circle/apply")).text()).toBe(ENGLISH_INDEX);
  });
});
