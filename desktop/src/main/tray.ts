import { Menu, Tray, nativeImage } from "electron";
import { PRODUCT_NAME } from "../core/identity.ts";
import { TRAY_ICON } from "./paths.ts";

export interface TrayActions {
  open(): void;
  quit(): void;
}

/** The tray keeps Kora reachable while its window is hidden; the caller must hold the result (GC). */
export function createTray(actions: TrayActions): Tray {
  const tray = new Tray(nativeImage.createFromPath(TRAY_ICON));
  tray.setToolTip(PRODUCT_NAME);
  tray.setContextMenu(
    Menu.buildFromTemplate([
      { label: `Open ${PRODUCT_NAME}`, click: () => actions.open() },
      { type: "separator" },
      { label: "Quit", click: () => actions.quit() },
    ]),
  );
  // Windows and most Linux trays: a left click opens the window, the menu is on right click.
  tray.on("click", () => actions.open());
  return tray;
}
