import type { MiddlewareHandler } from "hono";
import { AppError } from "../../http/app-error.ts";
import type { AppEnv } from "../../http/context.ts";
import { renderShell } from "./html.ts";
import { prerender } from "./public-pages.ts";

export interface WebShell {
  /** The built web app's index.html. */
  indexHtml: string;
  /** Serves built files (scripts, styles, images) from the runtime's file system. */
  assets: MiddlewareHandler<AppEnv>;
}

/**
 * The single-page app: files by path, prerendered HTML for public advisor and card pages (so
 * crawlers without JavaScript get content, title, canonical, Open Graph and JSON-LD), and
 * index.html for every other page. A missing advisor or card is a 404 with the app's 404 page.
 */
export function webShell(shell: WebShell): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = new URL(c.req.url).pathname;
    if (path.startsWith("/api/") || path === "/ws") return next();
    if (path.startsWith("/assets/")) c.header("Cache-Control", "public, max-age=31536000, immutable");
    if (path !== "/" && /\.[a-z0-9]+$/i.test(path)) return shell.assets(c, next);
    c.header("Cache-Control", "no-cache");
    try {
      const page = await prerender(c.var.services, c.var.user, path);
      return c.html(page ? renderShell(shell.indexHtml, page) : shell.indexHtml);
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") return c.html(shell.indexHtml, 404);
      throw error;
    }
  };
}
