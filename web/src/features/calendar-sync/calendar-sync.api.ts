/**
 * The calendar-sync feature's public face (core §7): its API calls, the working-hours page's banner,
 * and the sync settings page, loaded lazily so the working-hours page does not carry it.
 */
export * from "./calendar-sync.client.ts";
export { SyncAlertBanner } from "./sync-alert-banner.tsx";

/** The route's `lazy` for /my-kora/my-calendar/sync-settings. */
export const lazySyncSettingsPage = () => import("./sync-settings-page.tsx").then((m) => ({ Component: m.SyncSettingsPage }));
