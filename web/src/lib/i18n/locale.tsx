import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale, textDirection } from "@kora/shared/i18n/locales.ts";

interface LocaleState {
  locale: Locale;
  /** On the server: the namespaces the render used, so the browser loads them before it hydrates. */
  used?: Set<string>;
}

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE });

/** The language the page is shown in (English outside a provider: tests, and screens shown before it). */
export const useLocale = (): Locale => useContext(LocaleContext).locale;
export const useLocaleState = (): LocaleState => useContext(LocaleContext);

/** Shows `children` in `locale`, and marks the document with its language and direction. */
export function LocaleProvider({ locale, used, children }: LocaleState & { children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = textDirection(locale);
  }, [locale]);
  const state = useMemo(() => ({ locale, used }), [locale, used]);
  return <LocaleContext value={state}>{children}</LocaleContext>;
}
