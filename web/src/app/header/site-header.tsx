import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { useMe } from "../../lib/me-query.ts";
import { useMediaQuery, useViewportWidth } from "../../lib/use-viewport.ts";
import { CountBadge } from "../../ui/avatar.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { CHROME } from "../../ui/toast-top.ts";
import { Logo } from "../../ui/logo.tsx";
import { headerCta, headerMenus, LOG_IN_PATH, menusMediaQuery, showHamburgerBadge, type HeaderMenu as Menu } from "../nav/site-links.ts";
import { BlogAlert } from "./blog-alert.tsx";
import { HeaderMenu } from "./header-menu.tsx";
import styles from "./header.module.css";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { LanguagePicker } from "../language/language-picker.tsx";

// Loaded when needed, so a visitor's first page carries neither: the drawer opens on a tap, the
// account menu shows only to someone signed in.
const loadDrawer = () => import("./mobile-drawer.tsx");
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));
const AccountMenu = lazy(() => import("./account-menu.tsx").then((m) => ({ default: m.AccountMenu })));
// On /g/{slug}/… pages only: the group's logo beside ours (public-site §2), loaded with the group pages.
const GroupHeaderLogo = lazy(() => import("../../features/groups/group-header-logo.tsx"));
const groupSlugOf = (path: string) => /^\/g\/([^/]+)/.exec(path)?.[1] ?? null;

/** The site header (public-site §2), light by default; `tone="dark"` for dark pages. */
export function SiteHeader({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { data: me = null } = useMe();
  const t = useT(shellMessages);
  const { pathname } = useLocation();
  const menusEnabled = useMediaQuery(menusMediaQuery(t.locale));
  const width = useViewportWidth();
  const [openMenu, setOpenMenu] = useState<Menu["id"] | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const cta = headerCta(pathname);
  const signedIn = Boolean(me && !me.isPlaceholder);
  const alerts = me?.stats?.alerts ?? 0;
  const groupSlug = groupSlugOf(pathname);

  // A new page closes the menus and the drawer (state adjusted while rendering, not in an effect).
  const [menusPath, setMenusPath] = useState(pathname);
  if (menusPath !== pathname) {
    setMenusPath(pathname);
    setOpenMenu(null);
    setDrawerOpen(false);
  }
  useEffect(() => {
    if (menusEnabled) setDrawerOpen(false);
    else setOpenMenu(null);
  }, [menusEnabled]);

  return (
    <>
      <BlogAlert />
      <header
        className={[styles.header, tone === "dark" && styles.dark, !menusEnabled && styles.drawerMode].filter(Boolean).join(" ")}
        {...CHROME}
      >
        <div className={styles.bar}>
          <Link to="/" className={styles.logo} aria-label={t.t("header.home")}>
            <Logo tone={tone === "dark" ? "light" : "dark"} />
          </Link>
          {groupSlug && (
            <Suspense fallback={null}>
              <GroupHeaderLogo slug={decodeURIComponent(groupSlug)} />
            </Suspense>
          )}
          {menusEnabled && (
            <nav className={styles.nav} aria-label={t.t("header.main")}>
              {headerMenus(me).map((menu) => (
                <HeaderMenu
                  key={menu.id}
                  menu={menu}
                  open={openMenu === menu.id}
                  onOpenChange={(open) => setOpenMenu(open ? menu.id : (current) => (current === menu.id ? null : current))}
                />
              ))}
            </nav>
          )}
          <div className={styles.spacer} />
          <div className={styles.actions}>
            {menusEnabled && <LanguagePicker tone={tone} compact />}
            {!me && (
              <ButtonLink to={LOG_IN_PATH} variant="ghost" className={styles.login}>
                {t.t("header.logIn")}
              </ButtonLink>
            )}
            {!signedIn && (
              <ButtonLink to={cta.to} className={styles.cta}>
                {t.t(cta.id === "demo" ? "header.bookDemo" : "header.startFree")}
              </ButtonLink>
            )}
            {me && signedIn && (
              <Suspense fallback={null}>
                <AccountMenu me={me} />
              </Suspense>
            )}
            <button
              ref={hamburger}
              type="button"
              className={styles.hamburger}
              aria-expanded={drawerOpen}
              aria-label={t.t("header.openMenu", { alerts })}
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={() => void loadDrawer()}
              onFocus={() => void loadDrawer()}
            >
              <Icon name="menu" size={24} />
              {showHamburgerBadge(width, drawerOpen, alerts) && (
                <CountBadge count={alerts} label={t.t("alerts")} className={styles.hamburgerBadge} />
              )}
            </button>
          </div>
        </div>
      </header>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer me={me} onClose={closeDrawer} returnFocusTo={hamburger} />
        </Suspense>
      )}
    </>
  );
}
