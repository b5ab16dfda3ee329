import { z } from "zod";
import { parseOrThrow } from "./validate.ts";

export interface Page {
  page: number;
  limit: number;
}

/** `?page=&limit=` for a list: page from 1, limit up to `max`, `fallback` when absent (the spec's page size). */
export const pageQuery = (max: number, fallback: number) =>
  z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(max).default(fallback) });

/** The `meta` of a paged response. */
export const pageMeta = (total: number, { page, limit }: Page) => ({ total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) });

/** `page[number]` and `page[size]` (core §7), with `page`/`limit` accepted too. */
export function listPage(query: Record<string, string>, max: number, fallback: number): Page {
  return parseOrThrow(pageQuery(max, fallback), { page: query["page[number]"] ?? query.page, limit: query["page[size]"] ?? query.limit });
}
