import { read, type RouteKey, type RouteRow, shared, write } from "./route-rows.ts";

/** The route table's rows for the catalog and the public site's data: read by anyone, a few writes. */
export const PUBLIC_SITE_ROUTES: Record<RouteKey, RouteRow> = {
  // Catalog
  // `?kora_group_slug=` narrows it to a group's cards: 404 alike for an unknown group and one whose
  // cards the caller may not see (features/catalog/group-categories.test.ts).
  "GET /api/categories": read("public"),
  "GET /api/categories/explore": read("public"),
  "GET /api/skills": read("public"),
  "GET /api/currency-rates": read("public"),
  "PUT /api/currency-rates": write("user", { role: { who: "staff", ok: 200, body: { rates: {} } } }),

  // The public site's data
  "GET /api/content/pages/:slug": read("public", shared("the site's legal pages")),
  "GET /api/articles": read("public"),
  "GET /api/articles/categories": read("public"),
  "GET /api/articles/:slug": read("public", shared("published blog articles")),
  "GET /api/help": read("public"),
  "GET /api/roundups/:slug": read("public", shared("a roundup shows live marketplace cards only")),
  "GET /api/contact-channels": read("public"),
  "POST /api/contact-messages": write("public"),
  "GET /api/unsubscribe": read("public"),
  "POST /api/unsubscribe": write("public"),
  "POST /api/unsubscribe/undo": write("public"),
  "GET /sitemap.xml": read("public"),
  "GET /robots.txt": read("public"),
};
