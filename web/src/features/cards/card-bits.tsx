import { useEffect, useState } from "react";
import { CARD_STATUS_LABELS, type CardStatus, type CardType } from "@kora/shared/domain/cards/lifecycle.ts";
import type { LinkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import { LinkIcon as LinkIconGlyph, LINK_ICON_NAMES } from "../../ui/link-icon.tsx";
import styles from "./cards.module.css";

/** A card's status as people read it ("unlisted" shows as Private). */
export function StatusChip({ status }: { status: CardStatus }) {
  return <span className={`${styles.status} ${styles[status]}`}>{CARD_STATUS_LABELS[status]}</span>;
}

const TYPE_LABELS: Record<CardType, string> = { marketplace: "Marketplace card", private: "Private card", group: "Group card" };

export const typeLabel = (type: CardType, groupName?: string | null) =>
  type === "group" && groupName ? `Group card · ${groupName}` : TYPE_LABELS[type];

/** The mark of a supporting link: the network's icon (linkIcon() picks it from the host), named for screen readers. */
export function LinkIconMark({ icon }: { icon: LinkIcon }) {
  const name = LINK_ICON_NAMES[icon];
  return (
    <span className={styles.linkMark} role="img" aria-label={name} title={name} data-icon={icon}>
      <LinkIconGlyph name={icon} size={18} />
    </span>
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
