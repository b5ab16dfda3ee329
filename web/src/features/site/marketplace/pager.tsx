import { Link } from "react-router-dom";
import { Icon } from "../../../ui/icon.tsx";
import { pageItems } from "./pagination.ts";
import styles from "./marketplace.module.css";

/** A gap is known by the page before it: a pager has at most one gap before the current page and one after. */
const gapKey = (before: number | "gap" | undefined) => `gap-after-${before}`;

/**
 * Numbered pages as real links (`hrefFor`), so each page has an address, back and forward work, and
 * the browser scrolls to the top of the new page.
 */
export function Pager({
  page,
  pages,
  hrefFor,
  label = "Pages",
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  const step = (target: number, text: string, icon: "back" | "next") => {
    const disabled = target < 1 || target > pages;
    return (
      <Link
        to={disabled ? hrefFor(page) : hrefFor(target)}
        className={`${styles.pageLink} ${styles.pageStep}`}
        aria-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : undefined}
        rel={icon === "next" ? "next" : "prev"}
        aria-label={`${text} page`}
      >
        {icon === "back" && (
          <span style={{ display: "inline-flex", transform: "rotate(180deg)" }}>
            <Icon name="arrowRight" size={16} />
          </span>
        )}
        <span className={styles.pageStepLabel}>{text}</span>
        {icon === "next" && <Icon name="arrowRight" size={16} />}
      </Link>
    );
  };
  return (
    <nav className={styles.pager} aria-label={label}>
      {step(page - 1, "Previous", "back")}
      {pageItems(page, pages).map((item, index, items) =>
        item === "gap" ? (
          <span key={gapKey(items[index - 1])} className={styles.pageGap} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={hrefFor(item)}
            className={styles.pageLink}
            aria-current={item === page ? "page" : undefined}
            aria-label={`Page ${item}`}
          >
            {item}
          </Link>
        ),
      )}
      {step(page + 1, "Next", "next")}
    </nav>
  );
}
