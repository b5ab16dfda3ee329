import type { KoraDesktopApi } from "../../../desktop/src/ipc-contract.ts";

/**
 * The notifications part of the desktop test bridge (desktop/README.md "Notifications, tray and badge"): the agenda main receives, do
 * not disturb, and notification buttons. `window.__koraNotificationAction(tag, action)` presses a
 * button as main would push it; `windowFocused: false` makes the page see the desktop window in
 * the background (document.hasFocus() false), as when the app sits behind other windows.
 * Notifications themselves are recorded by the base part (`__koraBridge.base.notifications`).
 */
export interface NotificationsBridgeOptions {
  doNotDisturb?: boolean;
  windowFocused?: boolean;
}

export interface NotificationsRecord {
  /** Every agenda the page sent, in order. */
  agendas: Parameters<KoraDesktopApi["setAgenda"]>[0][];
  doNotDisturb: boolean;
  /** Button presses delivered to the page's listeners. */
  actions: { tag: string; action: string; listeners: number }[];
}

export type NotificationsApi = Pick<KoraDesktopApi, "setAgenda" | "getDoNotDisturb" | "setDoNotDisturb" | "onNotificationAction">;

export function installNotifications(options: Required<NotificationsBridgeOptions>): void {
  const record: NotificationsRecord = { agendas: [], doNotDisturb: options.doNotDisturb, actions: [] };
  const listeners = new Set<(event: { tag: string; action: string }) => void>();
  const api: NotificationsApi = {
    async setAgenda(agenda) {
      record.agendas.push(JSON.parse(JSON.stringify(agenda)));
    },
    getDoNotDisturb: async () => record.doNotDisturb,
    async setDoNotDisturb(enabled) {
      record.doNotDisturb = enabled;
      return enabled;
    },
    onNotificationAction(listener) {
      const entry = (event: { tag: string; action: string }) => listener(event);
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
  const w = window as unknown as {
    kora: Partial<KoraDesktopApi>;
    __koraBridge: Record<string, unknown>;
    __koraNotificationAction: (tag: string, action: string) => void;
  };
  Object.assign(w.kora, api);
  w.__koraBridge.notifications = record;
  w.__koraNotificationAction = (tag, action) => {
    record.actions.push({ tag, action, listeners: listeners.size });
    for (const listener of [...listeners]) listener({ tag, action });
  };
  if (!options.windowFocused) document.hasFocus = () => false;
}

export const notificationsDefaults = (options: NotificationsBridgeOptions = {}): Required<NotificationsBridgeOptions> => ({
  doNotDisturb: options.doNotDisturb ?? false,
  windowFocused: options.windowFocused ?? true,
});
