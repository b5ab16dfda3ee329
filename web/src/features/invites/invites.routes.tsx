import type { RouteObject } from "react-router-dom";
import { listenForClaimedInvites } from "./invite-events.ts";

/** The router imports this module once at start-up, so the ClaimedInvite toast works on every page. */
listenForClaimedInvites();

/** Under /my-kora (dashboard layout): /more is invites and rewards (core §2). */
export const invitesDashboardRoutes: RouteObject[] = [
  { path: "more", lazy: () => import("./invites-page.tsx").then((m) => ({ Component: m.InvitesPage })) },
];
