import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { SiteDocument } from "@kora/shared/site/help/types.ts";
import { HELP_CATEGORIES } from "@kora/shared/site/help/help-centre.ts";
import { HELP_LINK_TARGETS } from "@kora/shared/site/help/paths.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";
import { anchorHeadings, createDocumentStore, headingId, SITE_PAGES_DIR, toSiteDocument } from "./content.service.ts";

/** The wire shape of `SiteDocument` (an interface in shared/site/help/types.ts, no zod contract). */
const siteDocumentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  updated: z.string(),
  html: z.string(),
  headings: z.array(z.object({ id: z.string(), text: z.string() })),
}) satisfies z.ZodType<SiteDocument>;
const page = async (slug: string) => dataOf(await t.call("GET", `/api/content/pages/${slug}`), siteDocumentSchema);

const LEGAL = ["code-of-conduct", "cancellation-policy", "privacy", "terms-and-conditions"];

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe("GET /api/content/pages/:slug", () => {
  it("serves each legal page as HTML with its front matter, cacheable", async () => {
    for (const slug of LEGAL) {
      const response = await t.call("GET", `/api/content/pages/${slug}`);
      expect(response.status, slug).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=300");
      const data = await dataOf(response, siteDocumentSchema);
      expect(data).toMatchObject({ slug, updated: "2026-11-21" });
      expect(data.title.length).toBeGreaterThan(5);
      expect(data.description.length, `${slug} description`).toBeGreaterThanOrEqual(110);
      expect(data.description.length, `${slug} description`).toBeLessThanOrEqual(160);
      expect(data.html).toContain("<h2 id=");
      expect(data.html).not.toContain("<h1");
      expect(data.headings.length).toBeGreaterThanOrEqual(5);
    }
  });

  it("is 404 'Sorry, the page not found.' for unknown slugs and anything but a plain slug", async () => {
    for (const path of [
      "missing-page",
      "Privacy",
      "privacy.md",
      "..%2Fpackage",
      "..%2F..%2Fpackage.json",
      "%2Fetc%2Fpasswd",
      "privacy%00",
      "a_b",
      "-privacy",
    ]) {
      const response = await t.call("GET", `/api/content/pages/${path}`);
      expect(response.status, path).toBe(404);
      expect(await errorOf(response), path).toMatchObject({ code: "not_found", message: "Sorry, the page not found." });
    }
    expect((await t.call("GET", "/api/content/pages/../../package.json")).status).toBe(404);
  });

  it("says what the spec asks of each document", async () => {
    const text = async (slug: string) => (await page(slug)).html;
    const conduct = await text("code-of-conduct");
    expect(conduct).toMatch(/outside Kora/);
    expect(conduct).toMatch(/before you start recording/);
    expect(conduct).toMatch(/may ban accounts/);
    const cancellation = await text("cancellation-policy");
    for (const rule of [
      "free of charge",
      "penalty",
      "within 24 hours",
      "only the admin fee is paid",
      "counts as a cancellation",
      "at least 1 minute",
      "within a few days",
    ])
      expect(cancellation, rule).toContain(rule);
    const privacy = await text("privacy");
    for (const rule of ["only for booking reminders", "session cookie", "No tracking", "payments provider", "delete"])
      expect(privacy, rule).toContain(rule);
    const terms = await text("terms-and-conditions");
    for (const rule of ["only after the advisor confirms", "Payouts", "Your content", "Our liability", "Governing terms"])
      expect(terms, rule).toContain(rule);
  });

  it("links only to pages the site has", async () => {
    const categories = new Set(HELP_CATEGORIES.map((category) => category.id));
    for (const slug of LEGAL) {
      const { html } = await page(slug);
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
        const [path, hash] = href!.split("#");
        if (hash !== undefined) expect(path === "/faq" && categories.has(hash), href).toBe(true);
        else expect(HELP_LINK_TARGETS, `${slug}: ${href}`).toContain(path);
      }
    }
  });
});

describe("site documents", () => {
  it("gives headings unique ids and lists the h2s", () => {
    const { html, headings } = anchorHeadings(
      "<h2>Your rights &amp; choices</h2><h3>Details</h3><h2>Your rights &amp; choices</h2><h2><code>x</code> y</h2>",
    );
    expect(html).toBe(
      '<h2 id="your-rights-choices">Your rights &amp; choices</h2><h3 id="details">Details</h3><h2 id="your-rights-choices-2">Your rights &amp; choices</h2><h2 id="x-y"><code>x</code> y</h2>',
    );
    expect(headings).toEqual([
      { id: "your-rights-choices", text: "Your rights & choices" },
      { id: "your-rights-choices-2", text: "Your rights & choices" },
      { id: "x-y", text: "x y" },
    ]);
    expect(headingId("Ça va?")).toBe("ca-va");
  });

  it("refuses a file without complete front matter", () => {
    expect(() => toSiteDocument("x", "# Hi")).toThrow(/front matter/);
    expect(() => toSiteDocument("x", "---\ntitle: X\ndescription: Y\nupdated: yesterday\n---\nHi")).toThrow(/front matter/);
    expect(toSiteDocument("x", "---\ntitle: X\ndescription: Y\nupdated: 2026-11-21\n---\n<b>hi</b>").html).toContain("&lt;b&gt;");
  });

  it("reads each file once, then serves it from memory", async () => {
    const dir = await mkdtemp(join(tmpdir(), "kora-pages-"));
    try {
      await writeFile(join(dir, "about.md"), "---\ntitle: About\ndescription: About us.\nupdated: 2026-11-21\n---\n## First\n\nHello.\n");
      const store = createDocumentStore(dir);
      const first = await store.get("about");
      expect(first).toMatchObject({ title: "About", headings: [{ id: "first", text: "First" }] });
      await writeFile(join(dir, "about.md"), "---\ntitle: Changed\ndescription: Changed.\nupdated: 2026-11-22\n---\nChanged.\n");
      await writeFile(join(dir, "later.md"), "---\ntitle: Later\ndescription: Later.\nupdated: 2026-11-22\n---\nLater.\n");
      expect(await store.get("about")).toBe(first);
      expect(await store.get("later")).toBeNull();
      expect(await store.get("../about")).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps exactly the four legal pages in web/content/pages", async () => {
    const names = (await readdir(SITE_PAGES_DIR)).filter((name) => name.endsWith(".md"));
    expect(names.map((name) => name.slice(0, -3)).sort()).toEqual([...LEGAL].sort());
  });
});
