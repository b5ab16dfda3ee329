import type { RouteObject } from "react-router-dom";

/** Pages under /my-kora (dashboard layout): the video library and one video's owner view. */
export const videosDashboardRoutes: RouteObject[] = [
  { path: "videos", lazy: () => import("./library-page.tsx").then((m) => ({ Component: m.LibraryPage })) },
  { path: "videos/:id", lazy: () => import("./video-page.tsx").then((m) => ({ Component: m.VideoPage })) },
];
