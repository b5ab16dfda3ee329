import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { makeAdvisor, makeStaff, postCard, publishedCard } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>Kora</title><meta name="description" content="default"></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

let t: TestApp;
let web: TestApp["app"];
beforeEach(async () => {
  t = await createTestApp();
  // The same services and database, with the web shell mounted as main.ts mounts it.
  web = (await createApp({
    config: t.services.config, db: t.services.db, now: () => t.clock.now,
    web: { indexHtml: INDEX, assets: async (c) => c.text("asset body", 200, { "content-type": "text/javascript" }) },
  })).app;
});
afterEach(() => t.close());

const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe("prerendered public pages", () => {
  it("a card page carries its content, title, description, canonical, Open Graph and JSON-LD for crawlers", async () => {
    const advisor = await makeAdvisor(t, "Pema");
    const staff = await makeStaff(t);
    await publishedCard(t, advisor.cookie, staff.cookie, {
      summary: `I coach engineers into leadership </script><script>alert("x")</script> and more. ${"Practical sessions with clear next steps. ".repeat(8)}`,
      workHistories: [{ organization: "Atlassian", role: "Engineering manager", startDate: "2018-01" }],
    });
    const response = await web.request(`/advisors/${advisor.user.slug}/career-coaching-for-engineers`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Career coaching for engineers with Pema Tester | Kora</title>");
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8787/advisors/${advisor.user.slug}/career-coaching-for-engineers">`);
    expect(html).toContain('<meta property="og:title" content="Career coaching for engineers with Pema Tester | Kora">');
    expect(html).toContain("<h1>Career coaching for engineers</h1>");
    expect(html).toContain("Engineering manager, Atlassian");
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const ld = jsonLd(html);
    expect(ld).toMatchObject({ "@type": "Service", name: "Career coaching for engineers", provider: { "@type": "Person", name: "Pema Tester" }, offers: { price: "25.00", priceCurrency: "AUD" } });
    expect(ld.description).toContain('</script><script>alert("x")');
  });

  it("an advisor page lists their published cards as a ProfilePage", async () => {
    const advisor = await makeAdvisor(t, "Rin");
    const staff = await makeStaff(t);
    await publishedCard(t, advisor.cookie, staff.cookie);
    const html = await (await web.request(`/advisors/${advisor.user.slug}`)).text();
    expect(html).toContain("<h1>Rin Tester</h1>");
    expect(html).toContain(`href="/advisors/${advisor.user.slug}/career-coaching-for-engineers"`);
    expect(jsonLd(html)).toMatchObject({ "@type": "ProfilePage", mainEntity: { "@type": "Person", name: "Rin Tester" } });
  });

  it("drafts, unknown cards and unknown advisors are 404 pages that reveal nothing", async () => {
    const advisor = await makeAdvisor(t, "Sol");
    await postCard(t, advisor.cookie);
    for (const path of [`/advisors/${advisor.user.slug}/career-coaching-for-engineers`, `/advisors/${advisor.user.slug}/nope`, "/advisors/nobody-here"]) {
      const response = await web.request(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toBe(INDEX);
    }
  });

  it("other pages get the plain app; files go to the asset server; the API is untouched", async () => {
    expect(await (await web.request("/search?query=seo")).text()).toBe(INDEX);
    expect(await (await web.request("/assets/app.js")).text()).toBe("asset body");
    expect((await web.request("/assets/app.js")).headers.get("cache-control")).toContain("immutable");
    expect((await web.request("/api/nope")).status).toBe(404);
    expect((await web.request("/api/health")).status).toBe(200);
  });
});
