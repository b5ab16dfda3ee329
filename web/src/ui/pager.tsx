import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { uiMessages } from "@kora/shared/i18n/messages/ui.ts";
import { useT } from "../lib/i18n/use-t.ts";
import { buttonClass } from "./button.tsx";
import { Icon } from "./icon.tsx";
import styles from "./pager.module.css";

export type PageItem = number | "gap";

/**
 * The numbered pager's buttons: always the first and last page, the current one with `siblings` either
 * side, and a gap where pages are left out. A gap never stands for a single page (that page is shown).
 */
export function pageItems(current: number, pages: number, siblings = 1): PageItem[] {
  if (pages <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pages);
  const shown = new Set<number>([1, pages]);
  for (let n = page - siblings; n <= page + siblings; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push("gap");
    items.push(n);
  });
  return items;
}

export interface PagerProps {
  /** The navigation's accessible name ("Receipt pages"). */
  label: string;
  /** The page shown, from 1. */
  page: number;
  pages: number;
  /** Pages as links, so each has an address (back and forward work)… */
  hrefFor?: (page: number) => string;
  /** …or as buttons that change state in place. One of the two. */
  onPage?: (page: number) => void;
  previous?: ReactNode;
  next?: ReactNode;
  /** The buttons' own names where their text is shorter than what they do ("Previous people"). */
  previousLabel?: string;
  nextLabel?: string;
  /** What sits between the two steps; "Page 2 of 5" unless given. */
  status?: ReactNode;
  /** Every page by number between the steps (search results), instead of the status line. */
  numbered?: boolean;
  /** "call": light on the dark meeting screen. */
  tone?: "page" | "call";
  className?: string;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/**
 * Previous / next through a paged list, with "Page 2 of 5" between them; hidden when there is one page.
 * As links, the step past either end is left out; as buttons it is there but disabled.
 */
export function Pager(props: PagerProps) {
  const { label, pages, numbered = false, tone = "page", className } = props;
  if (pages <= 1) return null;
  return (
    <nav className={join(styles.pager, numbered && styles.numbered, tone === "call" && styles.call, className)} aria-label={label}>
      {numbered ? <NumberedPages {...props} /> : <StepPages {...props} />}
    </nav>
  );
}

function StepPages({ page, pages, hrefFor, onPage, previous, next, previousLabel, nextLabel, status, tone }: PagerProps) {
  const t = useT(uiMessages);
  const look = tone === "call" ? styles.callButton : buttonClass({ variant: "outline", size: "small" });
  const step = (target: number, text: ReactNode, name: string | undefined, rel: "prev" | "next") => {
    const outside = target < 1 || target > pages;
    if (hrefFor)
      return outside ? (
        <span aria-hidden="true" />
      ) : (
        <Link to={hrefFor(target)} rel={rel} className={look} aria-label={name}>
          {text}
        </Link>
      );
    return (
      <button type="button" className={look} aria-label={name} disabled={outside} onClick={() => onPage?.(target)}>
        {text}
      </button>
    );
  };
  return (
    <>
      {step(page - 1, previous === undefined ? t.t("pager.previous") : previous, previousLabel, "prev")}
      <span
        className={styles.status}
        aria-current={tone === "call" ? undefined : "page"}
        aria-live={tone === "call" ? "polite" : undefined}
      >
        {status ?? t.t("pager.status", { page, pages })}
      </span>
      {step(page + 1, next === undefined ? t.t("pager.next") : next, nextLabel, "next")}
    </>
  );
}

/** A gap is known by the page before it: a pager has at most one gap before the current page and one after. */
const gapKey = (before: PageItem | undefined) => `gap-after-${before}`;

function NumberedPages({ page, pages, hrefFor = () => "?" }: PagerProps) {
  const t = useT(uiMessages);
  const step = (target: number, text: string, name: string, rel: "prev" | "next") => {
    const outside = target < 1 || target > pages;
    return (
      <Link
        to={outside ? hrefFor(page) : hrefFor(target)}
        className={join(styles.pageLink, styles.pageStep)}
        aria-disabled={outside || undefined}
        tabIndex={outside ? -1 : undefined}
        rel={rel}
        aria-label={name}
      >
        {rel === "prev" && (
          <span className={styles.back}>
            <Icon name="arrowRight" size={16} />
          </span>
        )}
        <span className={styles.pageStepLabel}>{text}</span>
        {rel === "next" && <Icon name="arrowRight" size={16} />}
      </Link>
    );
  };
  return (
    <>
      {step(page - 1, t.t("pager.previousWord"), t.t("pager.previousPage"), "prev")}
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
            aria-label={t.t("pager.page", { page: item })}
          >
            {item}
          </Link>
        ),
      )}
      {step(page + 1, t.t("pager.nextWord"), t.t("pager.nextPage"), "next")}
    </>
  );
}
