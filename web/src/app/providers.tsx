import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { AppLocaleProvider, browserLocale } from "../lib/i18n/app-locale.tsx";
import { appStore, JotaiProvider } from "../lib/jotai.ts";
import { queryClient } from "../lib/query-client.ts";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <AppLocaleProvider initial={browserLocale()}>{children}</AppLocaleProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
