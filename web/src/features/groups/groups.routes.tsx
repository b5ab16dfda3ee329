import type { RouteObject } from "react-router-dom";
import { listenForGroupAccess } from "./group-events.ts";

/** The router imports this module once at start-up, so the access toast works on every page. */
listenForGroupAccess();

const pages = () => import("./group-pages.ts");
const videos = () => import("./group-videos-page.tsx").then((m) => ({ Component: m.GroupVideosPage }));

/** Group pages (landing layout): /g, the home, apply, join, welcome, settings and videos (core §2 Groups). */
export const groupsPublicRoutes: RouteObject[] = [
  { path: "g", lazy: () => pages().then((m) => ({ Component: m.MyGroupsPage })) },
  { path: "g/:slug", lazy: () => pages().then((m) => ({ Component: m.GroupHomePage })) },
  { path: "g/:slug/apply", lazy: () => pages().then((m) => ({ Component: m.ApplyPage })) },
  { path: "g/:slug/join", lazy: () => pages().then((m) => ({ Component: m.JoinPage })) },
  { path: "g/:slug/welcome", lazy: () => pages().then((m) => ({ Component: m.WelcomePage })) },
  { path: "g/:slug/settings", lazy: () => import("./settings-page.tsx").then((m) => ({ Component: m.GroupSettingsPage })) },
  { path: "g/:slug/videos", lazy: videos },
  { path: "g/:slug/videos/:id", lazy: videos },
];

/** Under /my-kora (dashboard layout). */
export const groupsDashboardRoutes: RouteObject[] = [
  { path: "my-details/my-groups", lazy: () => pages().then((m) => ({ Component: m.MyGroupsDashboardPage })) },
];
