import type { HTMLAttributes } from "react";
import styles from "./page-layout.module.css";

/** How wide a signed-in page's column may grow: a form, a settings page, a list, a dashboard, a wall of tiles. */
export type PageWidth = "narrow" | "settings" | "medium" | "wide" | "full";

/**
 * A signed-in page's column: its head and sections one under another with the same gap, never wider
 * than `width` allows, and never pushing the layout wider than the screen (min-width: 0 in a grid).
 */
export function PageLayout({ width, className, ...rest }: { width?: PageWidth } & HTMLAttributes<HTMLDivElement>) {
  return <div className={[styles.page, width && styles[width], className].filter(Boolean).join(" ")} {...rest} />;
}
