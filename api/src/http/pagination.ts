import { z } from "zod";
import { parseOrThrow } from "./validate.ts";

export interface Page {
  page: number;
  limit: number;
}

/** Past this page a list is empty anyway; the cap keeps OFFSET small. */
export const MAX_PAGE_NUMBER = 100_000;

/** A blank parameter (`?page=`) counts as absent. */
const given = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value);

/**
 * One list page from a query: `page[number]` and `page[size]` (core §7), or the older `page` and
 * `limit`. The page counts from 1; the size is 1 to `max`, `fallback` (the spec's page size) when
 * absent. A bad value is a 422 naming the parameter the caller sent.
 */
export function listPage(query: Record<string, string | undefined>, max: number, fallback: number): Page {
  const numberKey = given(query["page[number]"]) !== undefined ? "page[number]" : "page";
  const sizeKey = given(query["page[size]"]) !== undefined ? "page[size]" : "limit";
  const numberMessage = "Please give a page number.";
  const sizeMessage = `Please give a page size from 1 to ${max}.`;
  const schema = z.object({
    [numberKey]: z.coerce
      .number({ error: numberMessage })
      .int({ error: numberMessage })
      .min(1, { error: numberMessage })
      .max(MAX_PAGE_NUMBER, { error: numberMessage })
      .default(1),
    [sizeKey]: z.coerce
      .number({ error: sizeMessage })
      .int({ error: sizeMessage })
      .min(1, { error: sizeMessage })
      .max(max, { error: sizeMessage })
      .default(fallback),
  });
  const parsed = parseOrThrow(schema, { [numberKey]: given(query[numberKey]), [sizeKey]: given(query[sizeKey]) });
  return { page: parsed[numberKey] as number, limit: parsed[sizeKey] as number };
}

/** The `meta` of a paged response. */
export const pageMeta = (total: number, { page, limit }: Page) => ({ total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) });
