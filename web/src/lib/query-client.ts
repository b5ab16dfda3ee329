import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client.ts";

/** One query client for the app; plain modules (session, realtime) use it too. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors will not get better by asking again; network and 5xx may.
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
