import { readdir, readFile } from "node:fs/promises";
import type { DocumentHeading, SiteDocument } from "@kora/shared/site/help/types.ts";
import type { Services } from "../../services.ts";
import { articleSitemapEntries } from "./articles.service.ts";
import { parseFrontMatter, renderMarkdown } from "./markdown.ts";

/** The legal pages' Markdown, relative to the working directory (the repo root under Deno and vitest; `--allow-read=.` covers it). */
export const SITE_PAGES_DIR = "web/content/pages";

/** Slugs are lower-case words joined by hyphens: nothing that could leave the directory. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decode = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** "Your rights & choices" → "your-rights-choices". */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9\s-]/g, "")
      .trim()
      .replace(/[\s-]+/g, "-") || "section"
  );
}

/** Gives every h2 and h3 an id (unique in the document) and lists the h2s for a table of contents. */
export function anchorHeadings(html: string): { html: string; headings: DocumentHeading[] } {
  const used = new Map<string, number>();
  const headings: DocumentHeading[] = [];
  const anchored = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_, level: string, inner: string) => {
    const text = decode(inner).trim();
    const base = headingId(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    if (level === "2") headings.push({ id, text });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: anchored, headings };
}

/** A Markdown file with front matter → the document the site shows. Missing front matter is a mistake in the file, so it throws. */
export function toSiteDocument(slug: string, source: string, file = slug): SiteDocument {
  const { meta, body } = parseFrontMatter(source);
  const { title, description, updated } = meta;
  if (!title || !description || !updated || !ISO_DATE.test(updated))
    throw new Error(`${file}: front matter needs title, description and updated (YYYY-MM-DD)`);
  const { html, headings } = anchorHeadings(renderMarkdown(body));
  return { slug, title, description, updated, html, headings };
}

export interface DocumentStore {
  /** The document for a slug, or null for unknown slugs and anything that isn't a plain slug. */
  get(slug: string): Promise<SiteDocument | null>;
}

/**
 * Site documents from a directory of `<slug>.md` files. The directory is listed once and each
 * document is read and rendered once, then kept in memory; unknown slugs never touch the disk.
 */
export function createDocumentStore(dir: string = SITE_PAGES_DIR): DocumentStore {
  let slugs: Promise<Set<string>> | null = null;
  const documents = new Map<string, Promise<SiteDocument>>();
  const list = async () => {
    const names = await readdir(dir);
    return new Set(
      names
        .filter((name) => name.endsWith(".md"))
        .map((name) => name.slice(0, -3))
        .filter((name) => SLUG.test(name)),
    );
  };
  return {
    async get(slug) {
      if (!SLUG.test(slug) || slug.length > 80) return null;
      slugs ??= list().catch((error: unknown) => {
        slugs = null;
        throw error;
      });
      if (!(await slugs).has(slug)) return null;
      let document = documents.get(slug);
      if (!document) {
        const file = `${dir}/${slug}.md`;
        document = readFile(file, "utf8").then((source) => toSiteDocument(slug, source, file));
        documents.set(slug, document);
        document.catch(() => documents.delete(slug));
      }
      return document;
    },
  };
}

/** The store the API serves `/api/content/pages/:slug` from. */
export const sitePages = createDocumentStore();

/** Every published article as a sitemap path, dated: what the content feature adds to sitemap.xml. */
export async function articleSitemapPages(services: Pick<Services, "now">): Promise<{ path: string; lastmod?: string }[]> {
  return (await articleSitemapEntries(services.now())).map((article) => ({
    path: `/articles/${article.slug}`,
    lastmod: article.published,
  }));
}
