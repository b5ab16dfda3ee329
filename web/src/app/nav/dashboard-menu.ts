import { appPath, BRAND } from "@kora/shared/brand.ts";
import type { Me, UserStats } from "@kora/shared/contracts/users.ts";
import { maySendInvites } from "@kora/shared/domain/invites/invites.ts";
import { ADMIN_CONSOLE_LINKS, adminConsoleEntries, isGroupAdmin } from "./admin-console.ts";

/** A dashboard menu entry; `badge` reads its alert count from the user's stats. */
export interface DashboardMenuEntry {
  id: string;
  title: string;
  path: string;
  badge?: (stats: UserStats) => number;
  /** Sub-tabs shown on the entry's pages. */
  children?: DashboardMenuEntry[];
  visible?: (me: Me) => boolean;
  /** Sub-tabs that depend on the user (one per group): gets the visible static ones, returns the list to show. */
  childrenFor?: (me: Me, children: DashboardMenuEntry[]) => DashboardMenuEntry[];
}

/** Booking requests awaiting my answer, as learner and as advisor. */
const bookingRequestsBadge = (stats: UserStats) => stats.bookingRequestsLearning + stats.bookingRequestsAdvising;

/** Staff review first marketplace cards; group admins review first cards in their groups. */
export const mayReviewCards = (me: Me) => me.isStaff || isGroupAdmin(me);

/**
 * The 'My Dashboard' menu. One list so each feature adds its entry here when its pages land
 * (Bookings, Library, Cards, Calendar, More… per core §2); only pages that exist are listed.
 */
export const MY_DASHBOARD_MENU: DashboardMenuEntry[] = [
  { id: "dashboard", title: "Dashboard", path: appPath("dashboard"), badge: (stats) => stats.bookingAlerts },
  {
    id: "bookings",
    title: "Bookings",
    path: appPath("bookings"),
    badge: bookingRequestsBadge,
    children: [
      { id: "bookings-initiate", title: "Initiate a Booking", path: appPath("bookings") },
      { id: "bookings-requests", title: "Requests", path: appPath("bookings/requests"), badge: bookingRequestsBadge },
      { id: "bookings-confirmed", title: "Confirmed", path: appPath("bookings/confirmed") },
      { id: "bookings-archive", title: "Archive", path: appPath("bookings/archive") },
      { id: "bookings-instant", title: "Instant", path: appPath("bookings/instant") },
    ],
  },
  { id: "library", title: "Library", path: appPath("videos") },
  {
    id: "cards",
    title: `${BRAND.name} Cards`,
    path: appPath(`${BRAND.slug}-cards`),
    // Reviewers (staff, group admins) get sub-tabs to switch to their queue; group members one per group
    // (core §2: cards with group sub-entries); others need none.
    children: [
      {
        id: "my-cards",
        title: "My cards",
        path: appPath(`${BRAND.slug}-cards`),
        visible: (me) => mayReviewCards(me) || me.groups.length > 0,
      },
      { id: "review-cards", title: "Review cards", path: appPath(`${BRAND.slug}-cards/review`), visible: mayReviewCards },
    ],
    childrenFor: (me, tabs) => [
      ...tabs.filter((tab) => tab.id === "my-cards"),
      ...me.groups.map((group) => ({ id: `group-cards-${group.id}`, title: group.name, path: appPath(`${BRAND.slug}-cards/${group.id}`) })),
      ...tabs.filter((tab) => tab.id !== "my-cards"),
    ],
  },
  {
    id: "calendar",
    title: "Calendar",
    path: appPath("my-calendar/working-hours"),
    // Calendar connections that stopped syncing (core §7): fixed under Sync settings.
    badge: (stats) => stats.calendarAlerts,
    children: [
      { id: "working-hours", title: "Working hours", path: appPath("my-calendar/working-hours") },
      {
        id: "sync-settings",
        title: "Sync settings",
        path: appPath("my-calendar/sync-settings"),
        badge: (stats) => stats.calendarAlerts,
      },
    ],
  },
  {
    id: "account",
    title: "My Account",
    path: appPath("my-details"),
    badge: (stats) => stats.myDetailsAlerts,
    children: [
      { id: "my-details", title: "My details", path: appPath("my-details"), badge: (stats) => stats.myDetailsProfileAlerts },
      // My groups if in a group (core §2); staff create groups there.
      { id: "my-groups", title: "My groups", path: appPath("my-details/my-groups"), visible: (me) => me.groups.length > 0 || me.isStaff },
      {
        id: "advisor-settings",
        title: "Advisor settings",
        path: appPath("my-details/advisor-settings"),
        badge: (stats) => stats.myDetailsPayoutAlerts,
      },
      { id: "billing", title: "Billing", path: appPath("my-details/billing") },
      // Pro analytics (public-site §1); others find there what Pro gives and how to ask for it.
      { id: "analytics", title: "Analytics", path: appPath("analytics") },
    ],
  },
  {
    id: "more",
    title: "More",
    path: appPath("more/favourites"),
    children: [
      { id: "plan", title: "Plan", path: appPath("more/plan") },
      { id: "credits", title: "Credits", path: appPath("more/credits") },
      // Invites and rewards (core §2), for those who may send invites (not learners).
      { id: "invites", title: "Invites", path: appPath("more"), visible: (me) => maySendInvites(me.type) },
      { id: "favourites", title: "Favourites", path: appPath("more/favourites") },
      { id: "pro-requests", title: "Pro requests", path: appPath("more/pro-requests"), visible: (me) => me.isStaff },
      { id: "vouchers", title: "Vouchers", path: appPath("more/vouchers"), visible: (me) => me.isStaff },
    ],
  },
];

export function visibleEntries(entries: DashboardMenuEntry[], me: Me): DashboardMenuEntry[] {
  return entries
    .filter((entry) => (entry.visible ? entry.visible(me) : true))
    .map((entry) => {
      if (!entry.children) return entry;
      const children = visibleEntries(entry.children, me);
      return { ...entry, children: entry.childrenFor ? entry.childrenFor(me, children) : children };
    });
}

/** Menus to draw for this user; the admin one only for group admins. Placeholders see only their dashboard. */
export function dashboardMenus(
  me: Me,
  adminLinks: readonly DashboardMenuEntry[] = ADMIN_CONSOLE_LINKS,
): { id: "my" | "admin"; title: string; entries: DashboardMenuEntry[] }[] {
  if (me.isPlaceholder)
    return [{ id: "my", title: "My Dashboard", entries: MY_DASHBOARD_MENU.filter((entry) => entry.id === "dashboard") }];
  const menus: { id: "my" | "admin"; title: string; entries: DashboardMenuEntry[] }[] = [
    { id: "my", title: "My Dashboard", entries: visibleEntries(MY_DASHBOARD_MENU, me) },
  ];
  const admin = visibleEntries(adminConsoleEntries(me, adminLinks), me);
  if (admin.length > 0) menus.unshift({ id: "admin", title: "Admin Dashboard", entries: admin });
  return menus;
}

export const badgeCount = (entry: DashboardMenuEntry, stats: UserStats | undefined) => (stats && entry.badge ? entry.badge(stats) : 0);

/**
 * The sub-tab for `path`: its own, or the deepest one above it (a receipt sits under Billing) — but
 * the section's own page (My details, Initiate a Booking) only for itself, not for every page below.
 */
export function activeSubTab(entry: DashboardMenuEntry | null, path: string): DashboardMenuEntry | undefined {
  return (entry?.children ?? [])
    .filter((tab) => path === tab.path || (tab.path !== entry?.path && path.startsWith(`${tab.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * The entry whose pages the path belongs to: under its own path or one of its sub-tabs' (More opens on
 * Favourites, yet Credits is More's too). The longest matching path wins.
 */
export function activeEntry(entries: DashboardMenuEntry[], path: string): DashboardMenuEntry | null {
  let best: DashboardMenuEntry | null = null;
  let bestLength = -1;
  for (const entry of entries) {
    for (const candidate of [entry.path, ...(entry.children ?? []).map((tab) => tab.path)]) {
      const match = path === candidate || path.startsWith(`${candidate}/`);
      if (match && candidate.length > bestLength) {
        best = entry;
        bestLength = candidate.length;
      }
    }
  }
  return best;
}
