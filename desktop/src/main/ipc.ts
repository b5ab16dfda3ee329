import { app, ipcMain, type IpcMainInvokeEvent, type WebContents } from "electron";
import { createIpcDispatcher, type IpcHandlers } from "../core/ipc-guard.ts";
import { IPC_CHANNELS, IPC_CHANNEL_LIST } from "../ipc-contract.ts";
import { getAutoStart, setAutoStart } from "./auto-start.ts";
import type { MainWindow } from "./main-window.ts";
import * as notifications from "./agenda.ts";
import { chooseScreenSource, listScreenSources } from "./screen-capture.ts";
import type { RecordingUploads } from "../core/upload-queue/recording-uploads.ts";

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
export function registerIpc(koraOrigin: string, mainWindow: MainWindow, uploads: RecordingUploads): void {
  const handlers: IpcHandlers<IpcContext> = {
    [IPC_CHANNELS.getVersion]: () => app.getVersion(),
    [IPC_CHANNELS.notify]: (_context, input) => notifications.notify(input),
    [IPC_CHANNELS.getAutoStart]: () => getAutoStart(),
    [IPC_CHANNELS.setAutoStart]: (_context, enabled) => setAutoStart(enabled),
    [IPC_CHANNELS.setDeepLinkListening]: (context, listening) => {
      mainWindow.setDeepLinkListening(context.sender, listening);
      return undefined;
    },
    [IPC_CHANNELS.listScreenSources]: () => listScreenSources(),
    [IPC_CHANNELS.chooseScreenSource]: (_context, choice) => chooseScreenSource(choice.id, choice.shareAudio),
    [IPC_CHANNELS.setAgenda]: (_context, agenda) => {
      notifications.setAgenda(agenda);
      return undefined;
    },
    [IPC_CHANNELS.getDoNotDisturb]: () => notifications.getDoNotDisturb(),
    [IPC_CHANNELS.setDoNotDisturb]: (_context, enabled) => notifications.setDoNotDisturb(enabled),
    [IPC_CHANNELS.recordingBegin]: (_context, input) => uploads.begin(input),
    [IPC_CHANNELS.recordingChunk]: (_context, id, bytes) => uploads.chunk(id, bytes),
    [IPC_CHANNELS.recordingEnd]: (_context, id) => {
      uploads.end(id);
      return undefined;
    },
    [IPC_CHANNELS.listUploads]: () => uploads.list(),
  };
  const dispatch = createIpcDispatcher(handlers, koraOrigin);
  for (const channel of IPC_CHANNEL_LIST) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => dispatch(channel, senderUrlOf(event), { sender: event.sender }, args));
  }
}
