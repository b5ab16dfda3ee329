import { createContext, useContext } from "react";
import { usePrefetchQuery, useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from "@tanstack/react-query";

/** `envelope`: resolve with the whole body (a paginated list's `{ data, meta }`) instead of its `data`. */
export interface FetchJsonOptions {
  envelope?: boolean;
}

/** Fetches a JSON API path and resolves with the body's `data`. The server renders with an in-process one. */
export type FetchJson = <T>(path: string, options?: FetchJsonOptions) => Promise<T>;

/** A failed API call as public pages see it: the spec's error body, flattened. */
export class SiteApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

async function readJson<T>(response: Response, envelope = false): Promise<T> {
  const body = (await response.json().catch(() => null)) as {
    data?: T;
    error?: { code?: string; message?: string; fields?: Record<string, string[]> };
  } | null;
  if (!response.ok) {
    const error = body?.error;
    throw new SiteApiError(
      response.status,
      error?.message ?? "Oops, looks like our server is having some issues at the moment.",
      error?.code,
      error?.fields,
    );
  }
  return (envelope ? body : body?.data) as T;
}

/** The browser's fetch: same origin, cookies included. */
export const browserFetchJson: FetchJson = async (path, options) =>
  readJson(await fetch(path, { credentials: "same-origin", headers: { Accept: "application/json" } }), options?.envelope);

/** POSTs JSON from a public page; throws SiteApiError (with 422 field messages) on failure. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  return readJson(
    await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

export const FetchJsonContext = createContext<FetchJson>(browserFetchJson);

/** A lookup the API answered 404 (an advisor, a card, an article): its message ("Advisor not found."). */
export interface Missing {
  missing: string;
}
export const isMissing = (value: unknown): value is Missing => typeof (value as Missing | null)?.missing === "string";

/**
 * A public page's query. `envelope`: the whole body (`{ data, meta }`). `missing`: a 404 becomes
 * `{ missing: message }` (the page shows a not-found message with a 404 status) instead of an error.
 */
// T names the data the query answers with, so `useSiteData(cardQuery(id))` knows its type.
export interface SiteQuery<T = unknown> {
  key: QueryKey;
  path: string;
  envelope?: boolean;
  missing?: boolean;
  staleTime?: number;
  /** Never set: carries T, so a query's data type follows it into useSiteData. */
  readonly data?: T;
}

function siteQueryOptions<T>(
  fetchJson: FetchJson,
  query: SiteQuery<T>,
): UseSuspenseQueryOptions<T | Missing, Error, T | Missing, QueryKey> {
  return {
    queryKey: query.key,
    queryFn: async () => {
      try {
        return await fetchJson<T>(query.path, query.envelope ? { envelope: true } : undefined);
      } catch (error) {
        // The server's in-process fetch throws a plain error with `status`, the browser's a SiteApiError.
        if (query.missing && (error as { status?: unknown } | null)?.status === 404)
          return { missing: error instanceof Error ? error.message : "" };
        throw error;
      }
    },
    staleTime: query.staleTime ?? 60_000,
  };
}

/**
 * A page's data. Suspends until loaded: the server waits for it before sending HTML and ships it
 * with the page, so the browser hydrates with the same data and does not fetch it again.
 */
export function useSiteData<T>(query: SiteQuery<T>): T | Missing {
  return useSuspenseQuery(siteQueryOptions<T>(useContext(FetchJsonContext), query)).data;
}

/** Starts loading data the page asks for next, so two queries of a page load side by side: call it before the `useSiteData` that suspends first. */
export function usePrefetchSiteData<T>(query: SiteQuery<T>): void {
  usePrefetchQuery(siteQueryOptions(useContext(FetchJsonContext), query));
}

/**
 * `useSiteData` for a plain path: `data` is null when the API answers 404 (render a not-found
 * message and call `useResponseStatus(404)`).
 */
export function useSiteQuery<T>(queryKey: QueryKey, path: string, options: { staleTime?: number } = {}): { data: T | null } {
  const data = useSiteData<T>({ key: queryKey, path, missing: true, staleTime: options.staleTime });
  return { data: isMissing(data) ? null : data };
}
