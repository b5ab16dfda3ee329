import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { HEADER_MENU_CLOSE_DELAY_MS } from "@kora/shared/constants.ts";
import { Icon } from "../../ui/icon.tsx";
import type { HeaderMenu as Menu } from "../nav/site-links.ts";
import styles from "./header.module.css";
import { useDismiss } from "./use-dismiss.ts";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { itemDescription, navText } from "../nav/nav-text.ts";

/**
 * One header dropdown: opens on hover and closes 300 ms after the pointer leaves (public-site §2);
 * the trigger is a real button for keyboard and touch, Escape closes and returns focus.
 */
export function HeaderMenu({ menu, open, onOpenChange }: { menu: Menu; open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const t = useT(shellMessages);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [openedByHover, setOpenedByHover] = useState(false);

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  useDismiss(open, close, container, trigger);
  useEffect(() => cancelClose, [cancelClose]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering opens the menu as a convenience; its button opens it for keyboard and touch
    <div
      ref={container}
      className={styles.menu}
      onMouseEnter={() => {
        cancelClose();
        if (!open) setOpenedByHover(true);
        onOpenChange(true);
      }}
      onMouseLeave={() => {
        cancelClose();
        closeTimer.current = setTimeout(close, HEADER_MENU_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          // A click right after hover-opening keeps it open rather than flicking it shut.
          if (open && openedByHover) setOpenedByHover(false);
          else onOpenChange(!open);
        }}
      >
        {navText(t, "menu", menu)}
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <ul id={`${id}-panel`} className={styles.panel} aria-label={navText(t, "menu", menu)}>
          {menu.items.map((item) => (
            <li key={item.id}>
              <Link className={styles.item} to={item.path} onClick={close}>
                <span className={styles.itemTitle}>{navText(t, "item", item)}</span>
                {item.description && <span className={styles.itemText}>{itemDescription(t, item)}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
