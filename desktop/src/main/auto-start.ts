import { app } from "electron";
import { join } from "node:path";
import { isLinuxAutostartEnabled, setLinuxAutostart, type LinuxAutostart } from "../core/autostart-linux.ts";
import { APP_ID, PRODUCT_NAME } from "../core/identity.ts";

function linuxAutostart(): LinuxAutostart {
  return {
    dir: join(app.getPath("appData"), "autostart"),
    name: APP_ID,
    // An AppImage is mounted at a new path on every run; $APPIMAGE is the file itself.
    execPath: process.env.APPIMAGE ?? process.execPath,
    productName: PRODUCT_NAME,
  };
}

export async function getAutoStart(): Promise<boolean> {
  switch (process.platform) {
    case "linux":
      return isLinuxAutostartEnabled(linuxAutostart());
    case "darwin":
    case "win32":
      return app.getLoginItemSettings().openAtLogin;
    default:
      throw new Error(`Starting at login is not supported on ${process.platform}`);
  }
}

/** Changes start-at-login and returns the setting read back from the OS. */
export async function setAutoStart(enabled: boolean): Promise<boolean> {
  // Unpackaged, the executable is Electron itself: a login item would open an empty Electron.
  if (process.defaultApp) throw new Error("Starting at login needs the packaged app");
  switch (process.platform) {
    case "linux":
      await setLinuxAutostart(linuxAutostart(), enabled);
      break;
    case "darwin":
    case "win32":
      app.setLoginItemSettings({ openAtLogin: enabled });
      break;
    default:
      throw new Error(`Starting at login is not supported on ${process.platform}`);
  }
  return getAutoStart();
}
