import type { RouteObject } from "react-router-dom";

const home = () => import("./console-home-page.tsx");
const members = () => import("./members-page.tsx");

/** Pages under /my-kora (dashboard layout): the admin console (core §2). InMail adds its own under console/inmail. */
export const consoleDashboardRoutes: RouteObject[] = [
  { path: "console", lazy: () => home().then((m) => ({ Component: m.ConsoleHomePage })) },
  { path: "console/members", lazy: () => members().then((m) => ({ Component: m.MembersIndexPage })) },
  { path: "console/members/:groupSlug", lazy: () => members().then((m) => ({ Component: m.GroupMembersPage })) },
  { path: "console/resources", lazy: () => import("./resources-page.tsx").then((m) => ({ Component: m.ResourcesPage })) },
];
