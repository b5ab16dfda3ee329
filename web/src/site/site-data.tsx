import { createContext, useContext } from "react";
import { useSuspenseQuery, type QueryKey } from "@tanstack/react-query";

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
  const body = (await response.json().catch(() => null)) as { data?: T; error?: { code?: string; message?: string; fields?: Record<string, string[]> } } | null;
  if (!response.ok) {
    const error = body?.error;
    throw new SiteApiError(response.status, error?.message ?? "Oops, looks like our server is having some issues at the moment.", error?.code, error?.fields);
  }
  return (envelope ? body : body?.data) as T;
}

/** The browser's fetch: same origin, cookies included. */
export const browserFetchJson: FetchJson = async (path, options) =>
  readJson(await fetch(path, { credentials: "same-origin", headers: { Accept: "application/json" } }), options?.envelope);

/** POSTs JSON from a public page; throws SiteApiError (with 422 field messages) on failure. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  return readJson(await fetch(path, { method: "POST", credentials: "same-origin", headers: { Accept: "application/json", "Content-Type": "application/json" }, body: JSON.stringify(body) }));
}

export const FetchJsonContext = createContext<FetchJson>(browserFetchJson);

/**
 * Data for a public page, or null when the API answers 404 (render a not-found message and call
 * `useResponseStatus(404)`). Suspends until loaded: the server waits for it before sending HTML and
 * ships it with the page, so the browser hydrates with the same data and does not fetch it again.
 */
export function useSiteQuery<T>(queryKey: QueryKey, path: string, options: { staleTime?: number } = {}) {
  const fetchJson = useContext(FetchJsonContext);
  return useSuspenseQuery<T | null>({
    queryKey,
    queryFn: async () => {
      try {
        return await fetchJson<T>(path);
      } catch (error) {
        if ((error as { status?: unknown } | null)?.status === 404) return null;
        throw error;
      }
    },
    staleTime: options.staleTime ?? 60_000,
  });
}
