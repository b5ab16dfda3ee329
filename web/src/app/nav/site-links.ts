import { appPath, BRAND, DASHBOARD_REDIRECT_KEY } from "@kora/shared/brand.ts";
import { BREAKPOINTS } from "@kora/shared/constants.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { ADMIN_CONSOLE_LINKS, adminConsoleEntries } from "./admin-console.ts";
import type { DashboardMenuEntry } from "./dashboard-menu.ts";

/** A header menu entry (public-site §3 "Menu item": id, path, title, description). */
export interface MenuItem {
  id: string;
  path: string;
  title: string;
  description?: string;
}

export interface HeaderMenu {
  id: "features" | "use-cases" | "resources" | "business";
  title: string;
  items: MenuItem[];
}

export const USE_CASE_LINKS: MenuItem[] = [
  {
    id: "event-marketing",
    path: "/use-cases/event-marketing",
    title: "Event marketing",
    description: "Turn speakers and sponsors into bookable experts.",
  },
  {
    id: "educational-institutions",
    path: "/use-cases/educational-institutions",
    title: "Educational institutions",
    description: "Mentoring and office hours for students and alumni.",
  },
  {
    id: "membership-organisations",
    path: "/use-cases/membership-organisations",
    title: "Membership organisations",
    description: "Give members one-to-one time with each other.",
  },
  {
    id: "businesses",
    path: "/use-cases/businesses",
    title: "Businesses",
    description: "Offer paid or free advice sessions under your brand.",
  },
];

const FEATURE_LINKS: MenuItem[] = [
  { id: "video-meetings", path: "/features/video-meetings", title: "Video meetings", description: "No time limit, free cloud recording." },
  {
    id: "calendar",
    path: "/features/calendar-and-bookings",
    title: "Calendar & bookings",
    description: "Share your times; people book, you confirm.",
  },
  {
    id: "cards",
    path: `/features/${BRAND.slug}-cards`,
    title: `${BRAND.name} Cards`,
    description: "A profile listing people can book from.",
  },
  {
    id: "payments",
    path: "/features/payment-integration",
    title: "Payment integration",
    description: "Get paid for your time, per half hour.",
  },
  { id: "all-features", path: "/features", title: "All features" },
];

const RESOURCE_LINKS: MenuItem[] = [
  { id: "resources", path: "/resources", title: "Resources", description: "Guides and playbooks." },
  { id: "articles", path: "/articles", title: "Articles", description: "The latest from the blog." },
  { id: "success-stories", path: "/articles/category/success-stories", title: "Success stories", description: "How people use Kora." },
  { id: "testimonials", path: "/testimonials", title: "Testimonials" },
  { id: "faq", path: "/faq", title: "FAQ" },
];

/** The four header menus; Business gains the user's groups when signed in. */
export function headerMenus(me: Me | null): HeaderMenu[] {
  const business: MenuItem[] = [
    {
      id: "video-production",
      path: "/video-production",
      title: "Video production",
      description: "Short interview-based videos, delivered in five working days.",
    },
    { id: "book-a-demo", path: "/book-a-demo", title: "Book a demo", description: "See Kora for your organisation." },
  ];
  if (me && !me.isPlaceholder) {
    business.push({ id: "my-groups", path: appPath("my-details/my-groups"), title: "My groups" });
    for (const group of me.groups) business.push({ id: `group-${group.id}`, path: `/g/${group.slug}`, title: group.name });
  }
  return [
    { id: "features", title: "Features", items: FEATURE_LINKS },
    { id: "use-cases", title: "Use cases", items: USE_CASE_LINKS },
    { id: "resources", title: "Resources", items: RESOURCE_LINKS },
    { id: "business", title: "Business", items: business },
  ];
}

export const SIGN_UP_PATH = "/password-free?step=signup";
export const LOG_IN_PATH = "/password-free?step=login";
/** Footer login and signup links return to the dashboard (public-site §2). */
export const FOOTER_LOG_IN_PATH = `${LOG_IN_PATH}&redirectTo=${DASHBOARD_REDIRECT_KEY}`;
export const FOOTER_SIGN_UP_PATH = `${SIGN_UP_PATH}&redirectTo=${DASHBOARD_REDIRECT_KEY}`;

const startsWith = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** 'Book a demo' on use-case and video-production pages, otherwise 'Start for free!' to sign up. */
export function headerCta(path: string): { id: "demo" | "signup"; label: string; to: string } {
  if (startsWith(path, "/use-cases") || startsWith(path, "/video-production"))
    return { id: "demo", label: "Book a demo", to: "/book-a-demo" };
  return { id: "signup", label: "Start for free!", to: SIGN_UP_PATH };
}

export { isGroupAdmin } from "./admin-console.ts";

export interface AccountMenuEntry {
  id: "dashboard" | "console" | "host" | "initiate" | "account" | "logout";
  label: string;
  to: string;
  /** Leaves the single-page app (the instant meeting link may be absolute). */
  external?: boolean;
}

/** The header account menu (public-site §2); placeholder users get no way to sign out from it. */
export function accountMenu(me: Me, adminLinks: readonly DashboardMenuEntry[] = ADMIN_CONSOLE_LINKS): AccountMenuEntry[] {
  const entries: AccountMenuEntry[] = [{ id: "dashboard", label: "My Dashboard", to: appPath("dashboard") }];
  const consoleLink = adminConsoleEntries(me, adminLinks)[0];
  if (consoleLink) entries.push({ id: "console", label: "Admin console", to: consoleLink.path });
  entries.push(
    { id: "host", label: "Host a meeting now", to: me.instantMeetingLink, external: true },
    { id: "initiate", label: "Initiate a booking", to: appPath("bookings/initiate") },
    { id: "account", label: "My Account", to: appPath("my-details") },
  );
  if (!me.isPlaceholder) entries.push({ id: "logout", label: "Log out", to: "/sign-out" });
  return entries;
}

/** Header menus need hover room: at 881 px or less they are off and the drawer takes over. */
export const MENUS_MEDIA_QUERY = "(min-width: 882px)";
/**
 * In the other languages the menus' and buttons' words run longer (French and German by a third,
 * Swedish "Användningsområden"): the menus need the room of a wider screen before they replace the drawer.
 */
export const menusMediaQuery = (locale: string) => (locale === "en" ? MENUS_MEDIA_QUERY : "(min-width: 1320px)");
/** The hamburger's alert count shows below the sm breakpoint, only while the drawer is closed. */
export function showHamburgerBadge(viewportWidth: number, drawerOpen: boolean, alerts: number): boolean {
  return viewportWidth < BREAKPOINTS.sm && !drawerOpen && alerts > 0;
}

export const DISCOVER_LINKS: MenuItem[] = [
  { id: "resources", path: "/resources", title: "Resources" },
  { id: "testimonials", path: "/testimonials", title: "Testimonials" },
  { id: "pricing", path: "/pricing", title: "Pricing" },
  { id: "features", path: "/features", title: "Features" },
  { id: "search", path: "/search", title: "Marketplace" },
];

/** The footer is hidden on group apply and join pages, where the group sidebar shows. */
export const footerHidden = (path: string) => /^\/g\/[^/]+\/(apply|join)(\/|$)/.test(path);

/** The blog alert closes by itself once the person is reading the blog. */
export const blogAlertClosesOn = (path: string) => startsWith(path, "/articles");

export const SOCIAL_LINKS = [
  { id: "linkedin", title: "LinkedIn", href: `https://www.linkedin.com/company/${BRAND.slug}` },
  { id: "instagram", title: "Instagram", href: `https://www.instagram.com/${BRAND.slug}` },
  { id: "facebook", title: "Facebook", href: `https://www.facebook.com/${BRAND.slug}` },
  { id: "youtube", title: "YouTube", href: `https://www.youtube.com/@${BRAND.slug}` },
] as const;
