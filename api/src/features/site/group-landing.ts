import { type GroupView, groupViewSchema } from "@kora/shared/contracts/groups.ts";
import { BRAND } from "@kora/shared/brand.ts";
import { escapeHtml as esc } from "../../lib/html.ts";
import type { PrerenderedPage } from "./html.ts";

/** `/g/{slug}`, a group's public landing page (the app draws it; the server gives it its head). */
const LANDING = /^\/g\/([a-z0-9][a-z0-9-]{1,58}[a-z0-9])\/?$/;
/** Search results and link previews show about this much of a description. */
const DESCRIPTION_MAX = 160;

export const groupLandingSlug = (path: string): string | null => LANDING.exec(path)?.[1] ?? null;

/** `text` cut at a word to at most DESCRIPTION_MAX characters, with an ellipsis when cut. */
function shortened(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), DESCRIPTION_MAX / 2)).replace(/[\s.,;:!?-]+$/, "")}…`;
}

type LandingGroup = Pick<GroupView, "slug" | "name" | "logoUrl" | "landing" | "contentOnly">;

const fallbackDescription = (group: LandingGroup) =>
  group.contentOnly
    ? `${group.name} on ${BRAND.name}: the group's videos and resources.`
    : `${group.name} on ${BRAND.name}: one-to-one video sessions with the group's advisors. Apply to join the group.`;

/**
 * The head and first paint of a group's landing page as anyone signed out sees it (only what the
 * guest view of `GET /api/groups/{slug}` shows): its name as the title, like the app's own title
 * once it starts; its landing text as the description; its logo as the preview image; an
 * Organization for search engines. Indexed: it is the group's public page.
 */
export function groupLandingPage(publicUrl: string, group: LandingGroup): PrerenderedPage {
  const canonical = `${publicUrl}/g/${group.slug}`;
  const heading = group.landing.title || group.name;
  const about = group.landing.description.trim();
  const description = about ? shortened(about) : fallbackDescription(group);
  const logo = group.logoUrl ? new URL(group.logoUrl, publicUrl).href : undefined;
  const apply = group.contentOnly ? "" : `<p><a href="/g/${esc(group.slug)}/apply">Apply to join ${esc(group.name)}</a></p>`;
  return {
    title: `${group.name} | ${BRAND.name}`,
    description,
    canonical,
    type: "website",
    image: logo,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: group.name,
      url: canonical,
      description,
      ...(logo && { logo }),
    },
    body: `<main><h1>${esc(heading)}</h1><p>${esc(about || description)}</p>${apply}</main>`,
  };
}

/** The guest view of a group from the API answer's body, or null when there is none (unknown slug, an error). */
export function guestGroupOf(body: unknown): LandingGroup | null {
  const parsed = groupViewSchema.safeParse((body as { data?: unknown } | null)?.data);
  return parsed.success ? parsed.data : null;
}
