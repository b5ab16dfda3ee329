import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { CARD_STATUS_LABELS, type CardStatus, type CardType } from "@kora/shared/domain/cards/lifecycle.ts";
import type { LinkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import { Icon } from "../../ui/icon.tsx";
import styles from "./cards.module.css";

/** A card's status as people read it ("unlisted" shows as Private). */
export function StatusChip({ status }: { status: CardStatus }) {
  return <span className={`${styles.status} ${styles[status]}`}>{CARD_STATUS_LABELS[status]}</span>;
}

const TYPE_LABELS: Record<CardType, string> = { marketplace: "Marketplace card", private: "Private card", group: "Group card" };

export const typeLabel = (type: CardType, groupName?: string | null) => (type === "group" && groupName ? `Group card · ${groupName}` : TYPE_LABELS[type]);

const LINK_NAMES: Record<LinkIcon, string> = {
  github: "GitHub", youtube: "YouTube", twitter: "X (Twitter)", linkedin: "LinkedIn", instagram: "Instagram", facebook: "Facebook",
  researchgate: "ResearchGate", medium: "Medium", "google-scholar": "Google Scholar", article: "Article",
};
/** Networks ui/icon.tsx does not draw: letter marks for the ones known by their initials, paths for the rest. */
const MARKS: Partial<Record<LinkIcon, string>> = { researchgate: "RG", medium: "M", "google-scholar": "GS" };
const ARTICLE_PATH = "M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4";
// GitHub's mark (Octicons, MIT licence), drawn filled on a 16-unit grid.
const GITHUB_PATH =
  "M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z";

function Glyph({ icon }: { icon: LinkIcon }) {
  if (icon === "github") return <svg width={18} height={18} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true"><path d={GITHUB_PATH} /></svg>;
  if (icon === "article") return <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d={ARTICLE_PATH} /></svg>;
  return MARKS[icon] ?? <Icon name={icon} size={18} />;
}

export const linkIconName = (icon: LinkIcon) => LINK_NAMES[icon];

/** The mark of a supporting link: the network's icon (linkIcon() picks it from the host), named for screen readers. */
export function LinkIconMark({ icon }: { icon: LinkIcon }) {
  return (
    <span className={styles.linkMark} role="img" aria-label={LINK_NAMES[icon]} title={LINK_NAMES[icon]} data-icon={icon}>
      <Glyph icon={icon} />
    </span>
  );
}

/** Previous / next through a paged list kept in `?page=`. */
export function Pager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 ? <Link to={hrefFor(page - 1)} rel="prev">← Previous</Link> : <span aria-hidden="true" />}
      <span className={styles.pagerText} aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={hrefFor(page + 1)} rel="next">Next →</Link> : <span aria-hidden="true" />}
    </nav>
  );
}

/** A value that settles `delayMs` after the last change (suggestions are asked for once typing pauses). */
export function useDebounced<T>(value: T, delayMs = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
