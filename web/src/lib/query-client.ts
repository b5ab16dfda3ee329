import { QueryClient } from "@tanstack/react-query";

/** A 4xx from our API (ApiError and the public pages' SiteApiError both carry `status`). */
const isClientError = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
};

/** One query client for the app; plain modules (session, realtime) use it too. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not get better by asking again; network and 5xx may.
      retry: (count, error) => count < 2 && !isClientError(error),
    },
    mutations: { retry: false },
  },
});
