import { escapeHtml } from "../../lib/html.ts";

/** JSON for a <script type="application/ld+json"> block: "<" escaped so no "</script>" can close it early. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export interface PrerenderedPage {
  title: string;
  description: string;
  canonical: string;
  type: "website" | "profile" | "article";
  /** schema.org data, or null for none. */
  jsonLd: unknown;
  /** Ask crawlers not to index the page. */
  noindex?: boolean;
  /** Server-rendered content for the root element; React replaces it when it starts. */
  body: string;
  /** Absolute URL of the link preview's image; Kora's own by default. */
  image?: string;
}

/** What a page tells crawlers and link previews in its head. */
export interface HeadMeta {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  type: "website" | "profile" | "article" | "video.other";
  /** Absolute URL of the Open Graph image. */
  image: string;
  noindex?: boolean;
  jsonLd?: unknown;
  /** A playable video (absolute URL) for link previews: a public video page's MP4. */
  video?: { url: string; type: string; width?: number; height?: number };
  /** The page in every language (absolute URLs), as `hreflang` alternates. */
  alternates?: { hreflang: string; href: string }[];
}

/** og:video and its type and size, so a shared /v/{slug} link previews as a player. */
function videoTags(video: HeadMeta["video"]): string[] {
  if (!video) return [];
  return [
    `<meta property="og:video" content="${escapeHtml(video.url)}">`,
    ...(video.url.startsWith("https:") ? [`<meta property="og:video:secure_url" content="${escapeHtml(video.url)}">`] : []),
    `<meta property="og:video:type" content="${escapeHtml(video.type)}">`,
    ...(video.width ? [`<meta property="og:video:width" content="${video.width}">`] : []),
    ...(video.height ? [`<meta property="og:video:height" content="${video.height}">`] : []),
  ];
}

/** Title, description, canonical, Open Graph, robots and JSON-LD tags, escaped. */
export function headTags(meta: HeadMeta): string[] {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    ...(meta.alternates ?? []).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`),
    `<meta property="og:type" content="${meta.type}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:site_name" content="Kora">`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
    ...videoTags(meta.video),
    `<meta name="twitter:card" content="summary_large_image">`,
    ...(meta.noindex ? [`<meta name="robots" content="noindex">`] : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`] : []),
  ];
}

/** Puts a page's head tags and content into the built index.html. */
export function renderShell(indexHtml: string, page: PrerenderedPage): string {
  const origin = new URL(page.canonical).origin;
  const head = headTags({ ...page, image: page.image ?? `${origin}/img/og-kora.png` }).join("\n    ");
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/<meta name="description"[^>]*>/, "")
    .replace("</head>", `    ${head}\n  </head>`)
    .replace(/<div id="root">\s*<\/div>/, `<div id="root">${page.body}</div>`);
}
