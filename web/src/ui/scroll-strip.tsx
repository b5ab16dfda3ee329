import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { uiMessages } from "@kora/shared/i18n/messages/ui.ts";
import { useT } from "../lib/i18n/use-t.ts";
import { Icon } from "./icon.tsx";
import styles from "./scroll-strip.module.css";

/**
 * Which ends of a sideways-scrolling strip hide something (a pixel's slack for rounding). Right to left,
 * `scrollLeft` runs from 0 down to minus the overflow: the distance from the start is its size either way.
 */
export function hiddenEnds(strip: { scrollLeft: number; scrollWidth: number; clientWidth: number }): { before: boolean; after: boolean } {
  const overflow = strip.scrollWidth - strip.clientWidth;
  if (overflow <= 1) return { before: false, after: false };
  const scrolled = Math.abs(strip.scrollLeft);
  return { before: scrolled > 1, after: scrolled < overflow - 1 };
}

/**
 * A `<nav>` whose entries scroll sideways when they don't fit, and that shows it: the hidden end
 * fades out and gets an arrow that scrolls the next entries into view. Keyboard and screen-reader
 * users reach every entry by Tab as before (the arrows are for pointers and skip the tab order).
 */
export function ScrollStrip({
  label,
  className,
  fade,
  children,
}: {
  /** The navigation landmark's name. */
  label: string;
  /** The strip's own class (layout, padding); it must scroll on the x axis. */
  className?: string;
  /** The colour behind the strip, for the fade. */
  fade: string;
  children: ReactNode;
}) {
  const t = useT(uiMessages);
  const strip = useRef<HTMLElement>(null);
  const [ends, setEnds] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    const now = hiddenEnds(element);
    setEnds((was) => (now.before === was.before && now.after === was.after ? was : now));
  }, []);
  // Entries change with the page (another section's tabs, a badge): measure after every render.
  useEffect(measure);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    for (const child of element.children) resized.observe(child);
    element.addEventListener("scroll", measure, { passive: true });
    void document.fonts?.ready.then(measure);
    return () => {
      resized.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [measure]);
  const scroll = (direction: 1 | -1) => {
    const element = strip.current;
    if (!element) return;
    // Right to left, "on" is towards the left.
    const along = getComputedStyle(element).direction === "rtl" ? -direction : direction;
    element.scrollBy({ left: along * Math.max(120, element.clientWidth * 0.7), behavior: "smooth" });
  };
  return (
    <div
      className={styles.frame}
      style={{ "--strip-fade": fade } as CSSProperties}
      data-hidden-before={ends.before || undefined}
      data-hidden-after={ends.after || undefined}
    >
      <nav ref={strip} className={className} aria-label={label}>
        {children}
      </nav>
      {ends.before && (
        <button
          type="button"
          tabIndex={-1}
          className={`${styles.arrow} ${styles.before}`}
          aria-label={t.t("scroll.back", { label })}
          onClick={() => scroll(-1)}
        >
          <Icon name="chevronLeft" size={18} />
        </button>
      )}
      {ends.after && (
        <button
          type="button"
          tabIndex={-1}
          className={`${styles.arrow} ${styles.after}`}
          aria-label={t.t("scroll.on", { label })}
          onClick={() => scroll(1)}
        >
          <Icon name="chevronRight" size={18} />
        </button>
      )}
    </div>
  );
}
