import { useEffect, useState } from "react";
import type { CardStatus, CardType } from "@kora/shared/domain/cards/lifecycle.ts";
import type { LinkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import { cardsMessages } from "@kora/shared/i18n/messages/cards.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { LinkIcon as LinkIconGlyph, LINK_ICON_NAMES } from "../../ui/link-icon.tsx";
import { type CardsT, ENGLISH } from "./cards-i18n.ts";
import styles from "./cards.module.css";

/** A card's status as people read it ("unlisted" shows as Private). */
export function StatusChip({ status }: { status: CardStatus }) {
  const t = useT(cardsMessages);
  return <span className={`${styles.status} ${styles[status]}`}>{t.t(`status.${status}`)}</span>;
}

export const typeLabel = (type: CardType, groupName?: string | null, t: CardsT = ENGLISH) =>
  type === "group" && groupName ? t.t("type.groupNamed", { group: groupName }) : t.t(`type.${type}`);

/** The mark of a supporting link: the network's icon (linkIcon() picks it from the host), named for screen readers. */
export function LinkIconMark({ icon }: { icon: LinkIcon }) {
  const t = useT(cardsMessages);
  // Networks keep their own names; only the generic "Article" is a word to translate.
  const name = icon === "article" ? t.t("linkIcon.article") : LINK_ICON_NAMES[icon];
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
