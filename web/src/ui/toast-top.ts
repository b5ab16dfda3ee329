import { useLayoutEffect, useState } from "react";

/**
 * Marks the page's chrome: the bars a person navigates with (blog alert, header, dashboard menu and
 * tabs). Toasts never cover them, so a tab is never clicked or focused under a toast (WCAG 2.4.11).
 */
export const CHROME = { "data-page-chrome": "" } as const;

const GAP_PX = 8;

/** The lowest edge of the chrome on screen, in viewport pixels; null where the page has none. */
export function chromeBottom(elements: Iterable<Element>): number | null {
  let bottom: number | null = null;
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.bottom <= 0) continue;
    bottom = Math.max(bottom ?? 0, box.bottom);
  }
  return bottom;
}

/**
 * Where the toast stack starts: just under the chrome that is on screen now, followed as the page
 * scrolls, resizes or the chrome itself changes (a page with tabs, a badge, the blog alert closing).
 * Undefined (the stylesheet's place) while no toast is shown or the page has no chrome.
 */
export function useToastTop(active: boolean): number | undefined {
  const [top, setTop] = useState<number>();
  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bottom = chromeBottom(document.querySelectorAll("[data-page-chrome]"));
      setTop(bottom === null ? undefined : Math.round(bottom) + GAP_PX);
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    // Only while a toast is shown: bars come and go with pages, badges and the blog alert, and the page scrolls.
    const changes = new MutationObserver(later);
    changes.observe(document.body, { childList: true, subtree: true });
    addEventListener("scroll", later, { passive: true, capture: true });
    addEventListener("resize", later);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      removeEventListener("scroll", later, { capture: true });
      removeEventListener("resize", later);
    };
  }, [active]);
  return active ? top : undefined;
}
