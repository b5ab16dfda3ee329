import { useDeferredValue, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Me } from "@kora/shared/contracts/users.ts";
import { isLocale, LOCALE_COOKIE, type Locale } from "@kora/shared/i18n/locales.ts";
import { pickLocale } from "@kora/shared/i18n/negotiate.ts";
import { atom, useAtomValue, useSetAtom } from "../jotai.ts";
import { ME_QUERY_KEY, useMe } from "../me-query.ts";
import { LocaleProvider } from "./locale.tsx";

/** A year: the choice outlives the session, like the account's. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language picked in this tab (null until someone picks one). */
const pickedLocaleAtom = atom<Locale | null>(null);

/**
 * The language to start in: the one the server put on the page (it knows the account's, and marks
 * `<html>` with a `dir` when it chose), else a signed-out visitor's choice, else the first language
 * their browser asks for that Kora speaks.
 */
export function browserLocale(): Locale {
  const root = document.documentElement;
  if (root.hasAttribute("dir") && isLocale(root.lang)) return root.lang;
  const cookie = document.cookie.split("; ").find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  const chosen = cookie?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(chosen) ? chosen : pickLocale(navigator.languages);
}

const signedIn = (me: Me | null | undefined): me is Me => Boolean(me && !me.isPlaceholder);

/**
 * The language to show: the one picked in this tab, else the account's, else `initial` (the
 * server's choice for a rendered page, the browser's for the app). A change renders in the
 * background: the page stays as it is until the new language's catalogues have loaded.
 */
export function AppLocaleProvider({
  initial,
  used,
  fixed = false,
  children,
}: {
  initial: Locale;
  used?: Set<string>;
  /** The page's address names its language (the public site): always `initial`. */
  fixed?: boolean;
  children: ReactNode;
}) {
  const { data: me } = useMe();
  const picked = useAtomValue(pickedLocaleAtom);
  const locale = fixed ? initial : (picked ?? (signedIn(me) ? me.locale : initial));
  const shown = useDeferredValue(locale);
  return (
    <LocaleProvider locale={shown} used={used}>
      {children}
    </LocaleProvider>
  );
}

/**
 * Switches the language: at once on screen, in a cookie for the next visit, and on the account of
 * someone signed in (so their mails follow). Rejects when the account refused it; the screen keeps
 * the new language, the account the old one.
 */
export function useChangeLocale(): (locale: Locale, options?: { show?: boolean }) => Promise<void> {
  const { data: me } = useMe();
  const setPicked = useSetAtom(pickedLocaleAtom);
  const queryClient = useQueryClient();
  return async (locale, { show = true } = {}) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server reads it to render pages in this language; the Cookie Store API is not in every browser Kora supports
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
    if (show) setPicked(locale);
    if (!signedIn(me) || me.locale === locale) return;
    const response = await fetch("/api/me", {
      method: "PUT",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ locale }),
    });
    if (!response.ok) throw new Error(`PUT /api/me answered ${response.status}`);
    queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (current) => (current ? { ...current, locale } : current));
  };
}
