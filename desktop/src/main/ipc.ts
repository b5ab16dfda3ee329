import { app, ipcMain, type IpcMainInvokeEvent, type WebContents } from "electron";
import { createIpcDispatcher, type IpcHandlers } from "../core/ipc-guard.ts";
import { IPC_CHANNELS, IPC_CHANNEL_LIST } from "../ipc-contract.ts";
import { getAutoStart, setAutoStart } from "./auto-start.ts";
import type { MainWindow } from "./main-window.ts";
import { showNotification } from "./notifications.ts";

interface IpcContext {
  sender: WebContents;
}

/** The sending frame's URL; undefined when the frame navigated away or was destroyed mid-call. */
function senderUrlOf(event: IpcMainInvokeEvent): string | undefined {
  try {
    return event.senderFrame?.url;
  } catch {
    return undefined; // Electron throws when the frame was disposed
  }
}

/** Registers every channel of the contract; each call goes through the guard before its handler. */
export function registerIpc(koraOrigin: string, mainWindow: MainWindow): void {
  const handlers: IpcHandlers<IpcContext> = {
    [IPC_CHANNELS.getVersion]: () => app.getVersion(),
    [IPC_CHANNELS.notify]: (_context, input) =>
      showNotification(input, (path) => (path === undefined ? mainWindow.reveal() : mainWindow.openPath(path))),
    [IPC_CHANNELS.getAutoStart]: () => getAutoStart(),
    [IPC_CHANNELS.setAutoStart]: (_context, enabled) => setAutoStart(enabled),
    [IPC_CHANNELS.setDeepLinkListening]: (context, listening) => {
      mainWindow.setDeepLinkListening(context.sender, listening);
      return undefined;
    },
  };
  const dispatch = createIpcDispatcher(handlers, koraOrigin);
  for (const channel of IPC_CHANNEL_LIST) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => dispatch(channel, senderUrlOf(event), { sender: event.sender }, args));
  }
}
