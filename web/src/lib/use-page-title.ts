import { useEffect } from "react";
import { BRAND } from "@kora/shared/brand.ts";
import { uiMessages } from "@kora/shared/i18n/messages/ui.ts";
import { useT } from "./i18n/use-t.ts";

/** Sets the tab title: "Page | Kora" (or just the product's tag line for the home page). */
export function usePageTitle(title: string | null): void {
  const home = useT(uiMessages).t("title.home", { brand: BRAND.name });
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : home;
  }, [title, home]);
}
