import { Menu, Tray, nativeImage, type MenuItemConstructorOptions } from "electron";
import { PRODUCT_NAME } from "../core/identity.ts";
import type { TraySummary } from "../core/tray-summary.ts";
import { TRAY_ICON } from "./paths.ts";

export interface TrayActions {
  open(): void;
  quit(): void;
  /** Opens the booking requests list. */
  openRequests(): void;
  setDoNotDisturb(enabled: boolean): void;
  /** Shows the page where the Kora server address can be changed. */
  openServerSettings(): void;
}

export interface TrayState {
  summary: TraySummary;
  doNotDisturb: boolean;
}

function menuOf(actions: TrayActions, state: TrayState | null, updateItems: MenuItemConstructorOptions[] = []): Menu {
  const status: MenuItemConstructorOptions[] = state
    ? [
        { label: state.summary.nextSession, click: () => actions.open() },
        { label: state.summary.requests, click: () => actions.openRequests() },
        { type: "separator" },
        {
          label: "Do not disturb",
          type: "checkbox",
          checked: state.doNotDisturb,
          click: (item) => actions.setDoNotDisturb(item.checked),
        },
        { type: "separator" },
      ]
    : [];
  return Menu.buildFromTemplate([
    ...updateItems,
    ...status,
    { label: `Open ${PRODUCT_NAME}`, click: () => actions.open() },
    { label: "Server address…", click: () => actions.openServerSettings() },
    { type: "separator" },
    { label: "Quit", click: () => actions.quit() },
  ]);
}

export interface KoraTray {
  /** Shows the next session, the requests and do not disturb in the tooltip and the menu. */
  update(state: TrayState): void;
  /** Puts "Restart to update" at the top of the menu once an update is downloaded. */
  showUpdateReady(label: string, restart: () => void): void;
  /** The Electron tray; the caller must hold it (or this object) so it is not garbage-collected. */
  readonly tray: Tray;
}

/** The tray keeps Kora reachable while its window is hidden. */
export function createTray(actions: TrayActions): KoraTray {
  const tray = new Tray(nativeImage.createFromPath(TRAY_ICON));
  tray.setToolTip(PRODUCT_NAME);
  tray.setContextMenu(menuOf(actions, null));
  // Windows and most Linux trays: a left click opens the window, the menu is on right click.
  tray.on("click", () => actions.open());
  let lastState: TrayState | null = null;
  let updateItems: MenuItemConstructorOptions[] = [];
  return {
    tray,
    update(state) {
      lastState = state;
      tray.setToolTip(state.summary.tooltip);
      // Linux (AppIndicator) shows no tooltip: the menu carries the same lines.
      tray.setContextMenu(menuOf(actions, state, updateItems));
    },
    showUpdateReady(label, restart) {
      updateItems = [{ label, click: () => restart() }, { type: "separator" }];
      tray.setContextMenu(menuOf(actions, lastState, updateItems));
    },
  };
}
