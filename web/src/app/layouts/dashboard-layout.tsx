import { Link, Outlet, useLocation } from "react-router-dom";
import { useMe } from "../../lib/session.ts";
import { CountBadge } from "../../ui/avatar.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { ScrollStrip } from "../../ui/scroll-strip.tsx";
import { CHROME } from "../../ui/toast-top.ts";
import { TimezonePrompt } from "../../features/users/timezone-prompt.tsx";
import { SiteHeader } from "../header/site-header.tsx";
import { activeEntry, activeSubTab, badgeCount, dashboardMenus } from "../nav/dashboard-menu.ts";
import styles from "./layouts.module.css";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { navText } from "../nav/nav-text.ts";

/** Where a tab strip scrolls sideways (a narrow screen): bring the current tab into view, without moving the page. */
function showInStrip(tab: HTMLAnchorElement | null) {
  // After layout (fonts and the strip's width settle), not while React attaches the element.
  requestAnimationFrame(() => {
    const strip = tab?.closest("nav");
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const [tabBox, stripBox] = [tab.getBoundingClientRect(), strip.getBoundingClientRect()];
    strip.scrollLeft += tabBox.left - stripBox.left - (stripBox.width - tabBox.width) / 2;
  });
}

/** Dashboard layout (public-site §2): 'Admin Dashboard' (group admins) and 'My Dashboard' menus with alert badges and sub-tabs. */
const MENU_TITLES = { my: "dash.my", admin: "dash.admin" } as const;

export function DashboardLayout() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const t = useT(shellMessages);
  if (!me) return <PageLoader />;
  const menus = dashboardMenus(me);
  const active = activeEntry(
    menus.flatMap((menu) => menu.entries),
    pathname,
  );
  const subTabs = active?.children ?? [];
  const activeSub = activeSubTab(active, pathname);

  return (
    <>
      <SiteHeader />
      <div className={styles.dashboard}>
        <div className={styles.dashNav} {...CHROME}>
          <ScrollStrip className={styles.dashNavInner} label={t.t("dash.label")} fade="var(--color-white)">
            {menus.map((menu) => (
              <div key={menu.id} className={styles.dashGroup} role="group" aria-label={t.t(MENU_TITLES[menu.id])}>
                <p className={styles.dashGroupTitle}>{t.t(MENU_TITLES[menu.id])}</p>
                {menu.entries.map((entry) => (
                  <Link
                    key={entry.id}
                    to={entry.path}
                    className={[styles.dashTab, entry === active && styles.dashTabActive].filter(Boolean).join(" ")}
                    aria-current={entry === active ? "page" : undefined}
                    ref={entry === active ? showInStrip : undefined}
                  >
                    {navText(t, "entry", entry)}
                    <CountBadge count={badgeCount(entry, me.stats)} label={t.t("alerts")} />
                  </Link>
                ))}
              </div>
            ))}
          </ScrollStrip>
        </div>
        {subTabs.length > 0 && (
          <div className={styles.subTabsRow} {...CHROME}>
            <ScrollStrip
              className={styles.subTabs}
              label={t.t("dash.sections", { section: active ? navText(t, "entry", active) : "" })}
              fade="var(--grey-100)"
            >
              {subTabs.map((tab) => (
                <Link
                  key={tab.id}
                  to={tab.path}
                  className={styles.subTab}
                  aria-current={tab === activeSub ? "page" : undefined}
                  ref={tab === activeSub ? showInStrip : undefined}
                >
                  {navText(t, "entry", tab)}
                  <CountBadge count={badgeCount(tab, me.stats)} label={t.t("alerts")} />
                </Link>
              ))}
            </ScrollStrip>
          </div>
        )}
        <main id="main" className={styles.dashContent}>
          <TimezonePrompt me={me} />
          <Outlet />
        </main>
      </div>
    </>
  );
}
