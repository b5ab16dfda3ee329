import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createSiteApp } from "../../test/site-app.ts";

/**
 * Pages come in the visitor's language: their account's, else the one they chose on the site (a
 * cookie), else the first their browser asks for that Kora speaks; marked on `<html>` with its
 * direction, and named in the boot data so the browser loads the same catalogues before hydrating.
 */
let t: TestApp;
let web: TestApp["app"];
beforeEach(async () => {
  t = await createTestApp();
  web = await createSiteApp(t);
});
afterEach(() => t.close());

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];
const boot = (html: string) =>
  JSON.parse(/<script id="kora-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    locale: string;
    catalogs: string[];
  };

async function page(path: string, headers: Record<string, string>) {
  const response = await web.request(path, { headers });
  expect(response.status).toBe(200);
  return { html: await response.text(), vary: response.headers.get("vary") };
}

describe("the language of a page", () => {
  it("follows the browser at the first visit, header and all, and says so to caches", async () => {
    const { html, vary } = await page("/pricing", { "accept-language": "sv-SE,sv;q=0.9,en;q=0.8" });
    expect(htmlTag(html)).toBe('<html lang="sv" dir="ltr">');
    expect(html).toContain("Logga in");
    expect(html).not.toContain(">Log in<");
    expect(boot(html)).toMatchObject({ locale: "sv", catalogs: expect.arrayContaining(["shell"]) });
    expect(vary).toContain("Accept-Language");
  });

  it("keeps a signed-out visitor's choice over their browser, right to left for Arabic", async () => {
    const { html } = await page("/pricing", { "accept-language": "sv", cookie: "kora_lang=ar" });
    expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
    expect(boot(html).locale).toBe("ar");
  });

  it("is English for a browser asking for none Kora speaks, and ignores a cookie naming no language", async () => {
    const { html } = await page("/pricing", { "accept-language": "nb-NO", cookie: "kora_lang=xx" });
    expect(htmlTag(html)).toBe('<html lang="en" dir="ltr">');
    expect(html).toContain("Log in");
  });

  it("is the account's language for someone signed in, on the site and in the app", async () => {
    const { cookie } = await makeUser(t, { firstName: "Dagny" });
    expect((await t.call("PUT", "/api/me", { cookie, body: { locale: "da" } })).status).toBe(200);
    const headers = { "accept-language": "de", cookie: `kora_lang=fr; kora_session=${cookie}` };
    const site = await page("/pricing", headers);
    expect(htmlTag(site.html)).toBe('<html lang="da" dir="ltr">');
    expect(boot(site.html).locale).toBe("da");
    const app = await page("/my-kora/dashboard", headers);
    expect(htmlTag(app.html)).toBe('<html lang="da" dir="ltr">');
    expect(app.vary).toContain("Cookie");
  });
});
