import type { RouteObject } from "react-router-dom";
import { BRAND } from "@kora/shared/brand.ts";
import { listenForCardReviews } from "./card-events.ts";

/** The router imports this module once at start-up, so review toasts work on every page. */
listenForCardReviews();

const CARDS = `${BRAND.slug}-cards`;

/** Card authoring and review pages under /my-kora (dashboard layout). */
export const cardsDashboardRoutes: RouteObject[] = [
  { path: CARDS, lazy: () => import("./my-cards-page.tsx").then((m) => ({ Component: m.MyCardsPage })) },
  { path: `${CARDS}/create`, lazy: () => import("./card-editor-pages.tsx").then((m) => ({ Component: m.CreateCardPage })) },
  { path: `${CARDS}/create/group`, lazy: () => import("./card-editor-pages.tsx").then((m) => ({ Component: m.CreateGroupCardPage })) },
  { path: `${CARDS}/review`, lazy: () => import("./review-page.tsx").then((m) => ({ Component: m.ReviewCardsPage })) },
  { path: `${CARDS}/:groupId`, lazy: () => import("./my-cards-page.tsx").then((m) => ({ Component: m.MyCardsPage })) },
];

/** Card pages outside the dashboard (landing layout). */
export const cardsPublicRoutes: RouteObject[] = [
  { path: "advisors/:userSlug/:cardId/edit", lazy: () => import("./card-editor-pages.tsx").then((m) => ({ Component: m.EditCardPage })) },
];
