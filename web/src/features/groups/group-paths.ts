import { appPath, BRAND } from "@kora/shared/brand.ts";

/** Where each group page lives (core §2 Groups; public-site §1). */
export const groupPaths = {
  /** /g: the viewer's groups. */
  index: "/g",
  home: (slug: string) => `/g/${slug}`,
  apply: (slug: string) => `/g/${slug}/apply`,
  join: (slug: string) => `/g/${slug}/join`,
  welcome: (slug: string, submitted = false) => `/g/${slug}/welcome${submitted ? "?page=submitted" : ""}`,
  settings: (slug: string) => `/g/${slug}/settings`,
  videos: (slug: string, page = 1) => `/g/${slug}/videos${page > 1 ? `?page=${page}` : ""}`,
  video: (slug: string, id: string) => `/g/${slug}/videos/${id}`,
  myGroups: appPath("my-details/my-groups"),
  console: appPath("console"),
  groupCards: (groupId: string) => appPath(`${BRAND.slug}-cards/${groupId}`),
};

/**
 * The sign-up (or log-in) step for someone arriving at a group page signed out: the group goes with
 * the code request, the invite is kept, and they come back to `returnTo` afterwards.
 */
export function groupAuthPath(step: "signup" | "login", slug: string, returnTo: string, invite?: string | null): string {
  const params = new URLSearchParams({ step, group: slug });
  if (invite) params.set("invite", invite);
  params.set("redirectTo", returnTo);
  return `/password-free?${params}`;
}

/** The group slug of a /g/{slug}/… path, or null elsewhere (and on /g itself). */
export function groupSlugOf(pathname: string): string | null {
  const match = /^\/g\/([^/?#]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** A page number from the query: whole, 1 or more. */
export const pageFrom = (value: string | null) => Math.max(1, Math.trunc(Number(value)) || 1);
