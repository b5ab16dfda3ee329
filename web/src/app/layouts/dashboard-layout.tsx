import { Link, NavLink, Outlet, useLocation } from "react-router-dom";
import { useMe } from "../../lib/session.ts";
import { CountBadge } from "../../ui/avatar.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { SiteHeader } from "../header/site-header.tsx";
import { activeEntry, badgeCount, dashboardMenus } from "../nav/dashboard-menu.ts";
import styles from "./layouts.module.css";

/** Dashboard layout (public-site §2): 'Admin Dashboard' (group admins) and 'My Dashboard' menus with alert badges and sub-tabs. */
export function DashboardLayout() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  if (!me) return <PageLoader />;
  const menus = dashboardMenus(me);
  const active = activeEntry(
    menus.flatMap((menu) => menu.entries),
    pathname,
  );
  const subTabs = active?.children ?? [];

  return (
    <>
      <SiteHeader />
      <div className={styles.dashboard}>
        <div className={styles.dashNav}>
          <nav className={styles.dashNavInner} aria-label="Dashboard">
            {menus.map((menu) => (
              <div key={menu.id} className={styles.dashGroup} role="group" aria-label={menu.title}>
                <p className={styles.dashGroupTitle}>{menu.title}</p>
                {menu.entries.map((entry) => (
                  <Link
                    key={entry.id}
                    to={entry.path}
                    className={[styles.dashTab, entry === active && styles.dashTabActive].filter(Boolean).join(" ")}
                    aria-current={entry === active ? "page" : undefined}
                  >
                    {entry.title}
                    <CountBadge count={badgeCount(entry, me.stats)} label="alerts" />
                  </Link>
                ))}
              </div>
            ))}
          </nav>
        </div>
        {subTabs.length > 0 && (
          <nav className={styles.subTabs} aria-label={`${active?.title} sections`}>
            {subTabs.map((tab) => (
              <NavLink key={tab.id} to={tab.path} end className={styles.subTab}>
                {tab.title}
                <CountBadge count={badgeCount(tab, me.stats)} label="alerts" />
              </NavLink>
            ))}
          </nav>
        )}
        <main id="main" className={styles.dashContent}>
          <Outlet />
        </main>
      </div>
    </>
  );
}
