import { useEffect } from "react";
import { BRAND } from "@kora/shared/brand.ts";

/** Sets the tab title: "Page | Kora" (or just the product's tag line for the home page). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : `${BRAND.name} — one-to-one video advice`;
  }, [title]);
}
