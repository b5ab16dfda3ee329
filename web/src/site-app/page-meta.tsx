import { createContext, useContext, useEffect } from "react";
import { BRAND } from "@kora/shared/brand.ts";

/** What a public page tells crawlers and the browser tab about itself. */
export interface PageMetaProps {
  /** The whole tab title, e.g. "Pricing: plans and fees | Kora". Unique per page. */
  title: string;
  /** One or two sentences, about 150 characters, shown by search engines. */
  description: string;
  /** The canonical path (no origin); defaults to the current path without its query. */
  path?: string;
  /** schema.org objects for `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** true: `<meta name="robots" content="noindex">` (old paths, private pages). */
  noindex?: boolean;
  type?: "website" | "article" | "profile" | "video.other";
  /** An image path or URL for Open Graph. */
  image?: string;
  /** A playable video for Open Graph (og:video): a public video's MP4, its size when known. */
  video?: OpenGraphVideo;
}

export interface OpenGraphVideo {
  /** A path or URL. */
  url: string;
  type: string;
  width?: number;
  height?: number;
}

/** Collects the rendered page's head and status on the server; null in the browser. */
export interface HeadCollector {
  meta: PageMetaProps | null;
  status: number;
  /** Set by <ServerRedirect>: the server answers with a redirect instead of the page. */
  redirect?: { to: string; status: 301 | 302 };
}

export const HeadContext = createContext<HeadCollector | null>(null);

/** Marks the rendered page as missing (404) or forbidden (403) for the server's response status. */
export function useResponseStatus(status: number): void {
  const collector = useContext(HeadContext);
  if (collector) collector.status = status;
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

function setMeta(attr: "name" | "property", key: string, content: string | null): void {
  const selector = `meta[${attr}="${key}"]`;
  if (content === null) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  const el = upsert(selector, () => Object.assign(document.createElement("meta"), { [attr === "name" ? "name" : "content"]: "" }));
  el.setAttribute(attr, key);
  el.setAttribute("content", content);
}

/** Mirrors the page's meta into document.head after client-side navigation (the server wrote it for the first load). */
function applyHead(meta: PageMetaProps): void {
  const url = `${window.location.origin}${meta.path ?? window.location.pathname}`;
  document.title = meta.title;
  setMeta("name", "description", meta.description);
  setMeta("name", "robots", meta.noindex ? "noindex" : null);
  setMeta("property", "og:title", meta.title);
  setMeta("property", "og:description", meta.description);
  setMeta("property", "og:url", url);
  setMeta("property", "og:type", meta.type ?? "website");
  if (meta.image) setMeta("property", "og:image", new URL(meta.image, window.location.origin).href);
  const video = meta.video;
  setMeta("property", "og:video", video ? new URL(video.url, window.location.origin).href : null);
  setMeta("property", "og:video:type", video?.type ?? null);
  setMeta("property", "og:video:width", video?.width ? String(video.width) : null);
  setMeta("property", "og:video:height", video?.height ? String(video.height) : null);
  upsert('link[rel="canonical"]', () => Object.assign(document.createElement("link"), { rel: "canonical" })).setAttribute("href", url);
  for (const el of document.head.querySelectorAll('script[type="application/ld+json"]')) el.remove();
  if (meta.jsonLd) {
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.textContent = JSON.stringify(meta.jsonLd);
    document.head.appendChild(script);
  }
}

/**
 * Declares the page's title, description, canonical URL, Open Graph and JSON-LD. On the server it
 * is collected into the HTML head; in the browser it updates the head when the page changes.
 * Renders nothing.
 */
export function PageMeta(props: PageMetaProps): null {
  const collector = useContext(HeadContext);
  if (collector) collector.meta = props;
  const key = JSON.stringify(props);
  useEffect(() => applyHead(JSON.parse(key) as PageMetaProps), [key]);
  return null;
}

/**
 * Sends the visitor to another URL: on the server the response becomes a redirect (301 for a
 * canonical address, 302 otherwise); in the browser it replaces the current history entry.
 */
export function ServerRedirect({ to, permanent = false }: { to: string; permanent?: boolean }): null {
  const collector = useContext(HeadContext);
  if (collector) collector.redirect = { to, status: permanent ? 301 : 302 };
  useEffect(() => window.location.replace(to), [to]);
  return null;
}

/** "Title | Kora" for pages that pass a short title. */
export const siteTitle = (title: string) => `${title} | ${BRAND.name}`;
