/** The product's name as users see it and its URL slug. Every `{product}` / `{app}` in the spec comes from here. */
export const BRAND = { name: "Kora", slug: "kora" } as const;

/** `/my-kora/…` — signed-in paths carry the slug in their first segment. */
export const APP_BASE = `/my-${BRAND.slug}` as const;

/** Builds a signed-in path: `appPath("dashboard")` → `/my-kora/dashboard`. */
export function appPath(rest = ""): string {
  const trimmed = rest.replace(/^\/+/, "");
  return trimmed ? `${APP_BASE}/${trimmed}` : APP_BASE;
}

/** The `redirectTo` value the spec uses for the dashboard (`my-{product}-dashboard`). */
export const DASHBOARD_REDIRECT_KEY = `my-${BRAND.slug}-dashboard` as const;
