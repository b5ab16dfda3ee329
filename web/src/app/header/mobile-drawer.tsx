import { useEffect, useId, useRef } from "react";
import { Link, NavLink } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { AVATAR_SIZE_HEADER_PX } from "@kora/shared/constants.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { initials } from "@kora/shared/domain/users/display.ts";
import { Avatar, CountBadge } from "../../ui/avatar.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { Logo } from "../../ui/logo.tsx";
import { badgeCount, dashboardMenus } from "../nav/dashboard-menu.ts";
import { DISCOVER_LINKS, headerMenus, LOG_IN_PATH, SIGN_UP_PATH } from "../nav/site-links.ts";
import styles from "./header.module.css";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { navText } from "../nav/nav-text.ts";
import { LanguagePicker } from "../language/language-picker.tsx";

/**
 * The small-screen navigation (header menus are off at 881 px or less). Signed-in entries follow
 * public-site §2: My Groups, Admin Dashboard, My Dashboard with alert badges, discover links, get in
 * touch, sign out. Escape or the backdrop closes it; focus moves in on open and back on close.
 */
export function MobileDrawer({
  me,
  onClose,
  returnFocusTo,
}: {
  me: Me | null;
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  const id = useId();
  const t = useT(shellMessages);
  const panel = useRef<HTMLDivElement>(null);
  const signedIn = me && !me.isPlaceholder;

  useEffect(() => {
    const returnTo = returnFocusTo.current;
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      returnTo?.focus();
    };
  }, [onClose, returnFocusTo]);

  const link = (to: string, label: string, badge = 0) => (
    <NavLink key={to + label} to={to} end className={styles.drawerLink} onClick={onClose}>
      <span>{label}</span>
      <CountBadge count={badge} label={t.t("alerts")} />
    </NavLink>
  );

  return (
    <>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" />
      <div ref={panel} id={`${id}-drawer`} className={styles.drawer} role="dialog" aria-modal="true" aria-label={t.t("drawer.label")}>
        <div className={styles.drawerHead}>
          <Link to="/" onClick={onClose} className={styles.logo} aria-label={t.t("header.home")}>
            <Logo size={28} />
          </Link>
          <button type="button" className={styles.hamburger} style={{ display: "grid" }} onClick={onClose} aria-label={t.t("drawer.close")}>
            <Icon name="close" size={22} />
          </button>
        </div>
        {!signedIn && (
          <div className={styles.drawerActions}>
            <ButtonLink to={SIGN_UP_PATH} onClick={onClose} block>
              {t.t("header.startFree")}
            </ButtonLink>
            {!me && (
              <ButtonLink to={LOG_IN_PATH} variant="outline" onClick={onClose} block>
                {t.t("header.logIn")}
              </ButtonLink>
            )}
          </div>
        )}
        <nav className={styles.drawerBody} aria-label={t.t("drawer.nav")}>
          {me && !me.isPlaceholder && (
            <Link to={appPath("dashboard")} className={styles.drawerUser} onClick={onClose}>
              <Avatar url={me.avatarUrl} initials={initials(me.firstName, me.lastName)} size={AVATAR_SIZE_HEADER_PX} />
              <span>
                <strong>{me.fullName}</strong>
                <small>{t.t("drawer.goToDashboard")}</small>
              </span>
            </Link>
          )}
          {me && me.groups.length > 0 && !me.isPlaceholder && (
            <>
              <p className={styles.drawerSection}>{t.t("drawer.myGroups")}</p>
              {link(appPath("my-details/my-groups"), t.t("drawer.allMyGroups"))}
              {me.groups.map((group) => link(`/g/${group.slug}`, group.name))}
            </>
          )}
          {me &&
            dashboardMenus(me).map((menu) => (
              <div key={menu.id}>
                <p className={styles.drawerSection}>{t.t(menu.id === "admin" ? "dash.admin" : "dash.my")}</p>
                {menu.entries.map((entry) => link(entry.path, navText(t, "entry", entry), badgeCount(entry, me.stats)))}
              </div>
            ))}
          {!signedIn &&
            headerMenus(me).map((menu) => (
              <div key={menu.id}>
                <p className={styles.drawerSection}>{navText(t, "menu", menu)}</p>
                {menu.items.map((item) => link(item.path, navText(t, "item", item)))}
              </div>
            ))}
          <p className={styles.drawerSection}>{t.t("discover")}</p>
          {DISCOVER_LINKS.map((item) => link(item.path, navText(t, "item", item)))}
          {link("/get-in-touch", t.t("getInTouch"))}
          {signedIn && link("/sign-out", t.t("signOut"))}
          <div className={styles.drawerLanguage}>
            <LanguagePicker labelled />
          </div>
        </nav>
      </div>
    </>
  );
}
